import type { ProjectPlace } from '../../shared/place';
import type { RecipientStatus, SmsEvent } from './events';

export type SmsState =
  | { status: 'none' }
  | ({
      status: 'queued' | 'dispatched';
      smsId: number;
      recipients: { messageId: string | null; status: RecipientStatus }[];
    } & ProjectPlace);

export const initialState = (): SmsState => ({ status: 'none' });

export const evolve = (state: SmsState, event: SmsEvent): SmsState => {
  if (event.type === 'SmsQueued') {
    const d = event.data;
    return {
      status: 'queued',
      smsId: d.smsId,
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
      recipients: d.recipients.map(() => ({ messageId: null, status: 'Pending' })),
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SmsDispatched': {
      const recipients = state.recipients.map((r) => ({ ...r, status: 'Failed' as RecipientStatus }));
      for (const r of event.data.recipients)
        if (recipients[r.index]) recipients[r.index] = { messageId: r.messageId, status: r.status };
      return { ...state, status: 'dispatched', recipients };
    }
    case 'SmsDeliveryReported':
      return {
        ...state,
        recipients: state.recipients.map((r, i) =>
          i === event.data.index ? { ...r, status: event.data.status } : r,
        ),
      };
  }
};
