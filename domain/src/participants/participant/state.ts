import type { Cents } from '../../shared/money';
import type { ParticipantEvent, ParticipantPlace, SealedPersonalData } from './events';

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

export const evolve = (state: ParticipantState, event: ParticipantEvent): ParticipantState => {
  if (event.type === 'ParticipantRegistered') {
    const d = event.data;
    return {
      status: 'active',
      id: d.id,
      participantId: d.participantId,
      monthlyContribution: d.monthlyContribution,
      personal: d.personal,
      erased: false,
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ParticipantUpdated':
      return {
        ...state,
        participantId: event.data.participantId,
        monthlyContribution: event.data.monthlyContribution,
        personal: event.data.personal,
      };
    case 'ParticipantInactivated':
      return { ...state, status: 'inactive' };
    case 'ParticipantReactivated':
      return { ...state, status: 'active' };
    case 'ParticipantDeleted':
      return { ...state, status: 'deleted' };
    case 'ParticipantPersonalDataErased':
      return { ...state, personal: null, erased: true };
  }
};
