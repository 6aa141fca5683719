import type { SmsQueuedResult } from '@pm/domain/sms/rows';
import type { SendSmsInput } from '@pm/domain/sms/schemas';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { SMS_STATS_URL, SMS_URL } from './get-sms';

/** The body of POST /api/sms (spec "SMS Communication"); the server counts the recipients itself. */
export interface SmsBody {
  readonly content: string;
  readonly recipientType: SendSmsInput['recipientType'];
  readonly recipientFilter: string | null;
  readonly customPhoneNumber: string | null;
  readonly projectId: number | null;
}

/** POST /api/sms → 201 {id, position, totalRecipients, skippedRecipients}. */
export const sendSms = (body: SmsBody): Promise<SmsQueuedResult> =>
  apiSend<SmsQueuedResult>('POST', SMS_URL, body);

export const useSendSms = (
  callbacks: CommandCallbacks & { onSent?: (result: SmsQueuedResult) => void } = {},
) =>
  useCommand({
    ...callbacks,
    mutationFn: sendSms,
    success: t('SMS sent successfully'),
    // the specification fixes this text; the form shows the server's reason under its field
    failure: t('Failed to send SMS'),
    failureText: 'fixed',
    invalidate: async (client, _body, result) => {
      callbacks.onSent?.(result);
      await invalidateUrls(client, [SMS_URL, SMS_STATS_URL]);
    },
  });
