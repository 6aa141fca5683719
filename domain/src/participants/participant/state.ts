import { streamEvolver } from '../../shared/handlers';
import type { Cents } from '../../shared/money';
import type { ParticipantEvent, ParticipantPlace, ParticipantRegistered, SealedPersonalData } from './events';

export type ParticipantState =
  | { status: 'none' }
  | ({
      status: 'active' | 'inactive' | 'deleted';
      id: number;
      participantId: string;
      monthlyContribution: Cents;
      personal: SealedPersonalData | null;
      erased: boolean;
    } & ParticipantPlace);

export const initialState = (): ParticipantState => ({ status: 'none' });

const registered = ({ data: d }: ParticipantRegistered): ParticipantState => ({
  status: 'active',
  id: d.id,
  participantId: d.participantId,
  monthlyContribution: d.monthlyContribution,
  personal: d.personal,
  erased: false,
  projectId: d.projectId,
  clusterId: d.clusterId,
  regionId: d.regionId,
});

export const evolve = streamEvolver<ParticipantEvent, ParticipantState, 'ParticipantRegistered'>(
  'ParticipantRegistered',
  registered,
  {
    ParticipantUpdated: (state, event) => ({
      ...state,
      participantId: event.data.participantId,
      monthlyContribution: event.data.monthlyContribution,
      personal: event.data.personal,
    }),
    ParticipantInactivated: (state) => ({ ...state, status: 'inactive' }),
    ParticipantReactivated: (state) => ({ ...state, status: 'active' }),
    ParticipantDeleted: (state) => ({ ...state, status: 'deleted' }),
    ParticipantPersonalDataErased: (state) => ({ ...state, personal: null, erased: true }),
  },
);
