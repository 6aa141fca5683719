import type { SmsPreview } from '@pm/domain/sms/rows';
import { apiSend } from '@/lib/api-client';
import type { SmsBody } from './send-sms';

/** POST /api/sms/preview: the message as it would be sent (recipients, SMS, cost, budget left), stored nowhere. */
export const previewSms = (body: SmsBody): Promise<SmsPreview> =>
  apiSend<SmsPreview>('POST', '/api/sms/preview', body);
