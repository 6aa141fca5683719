import { streamEvolver } from '../../shared/handlers';
import type { ProjectPlace } from '../../shared/place';
import type { RecipientStatus, SmsEvent, SmsQueued } from './events';

export type SmsState =
  | { status: 'none' }
  | ({
      status: 'queued' | 'dispatched';
      smsId: number;
      recipients: { messageId: string | null; status: RecipientStatus }[];
    } & ProjectPlace);

export const initialState = (): SmsState => ({ status: 'none' });

const queued = ({ data: d }: SmsQueued): SmsState => ({
  status: 'queued',
  smsId: d.smsId,
  projectId: d.projectId,
  clusterId: d.clusterId,
  regionId: d.regionId,
  recipients: d.recipients.map(() => ({ messageId: null, status: 'Pending' })),
});

export const evolve = streamEvolver<SmsEvent, SmsState, 'SmsQueued'>('SmsQueued', queued, {
  SmsDispatched: (state, event) => {
    const recipients = state.recipients.map((r) => ({ ...r, status: 'Failed' as RecipientStatus }));
    for (const r of event.data.recipients)
      if (recipients[r.index]) recipients[r.index] = { messageId: r.messageId, status: r.status };
    return { ...state, status: 'dispatched', recipients };
  },
  SmsDeliveryReported: (state, event) => ({
    ...state,
    recipients: state.recipients.map((r, i) =>
      i === event.data.index ? { ...r, status: event.data.status } : r,
    ),
  }),
});
