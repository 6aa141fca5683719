import type { SmsReceiptsSetResult } from '@pm/domain/sms/receipt-schemas';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { SMS_RECEIPTS_URL } from './get-sms-receipts';

/** Which switch: a project's (its parents' payments) or a group's (its members' savings and repayments). */
export interface ReceiptSwitch {
  readonly scope: 'project' | 'group';
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
}

const urlOf = ({ scope, id }: ReceiptSwitch) =>
  scope === 'project' ? `/api/projects/${id}/sms-receipts` : `/api/saving-groups/${id}/sms-receipts`;

/** PUT …/sms-receipts {enabled} → 200 {id, position, enabled, membersWithoutPhone}. */
export const setSmsReceipts = (target: ReceiptSwitch): Promise<SmsReceiptsSetResult> =>
  apiSend<SmsReceiptsSetResult>('PUT', urlOf(target), { enabled: target.enabled });

export const useSetSmsReceipts = (
  callbacks: CommandCallbacks & {
    onSet?: (target: ReceiptSwitch, result: SmsReceiptsSetResult) => void;
  } = {},
) =>
  useCommand({
    ...callbacks,
    mutationFn: setSmsReceipts,
    success: (target) =>
      target.enabled
        ? t('SMS receipts turned on for {{name}}', { name: target.name })
        : t('SMS receipts turned off for {{name}}', { name: target.name }),
    failure: t('Failed to change SMS receipts'),
    invalidate: async (client, target, result) => {
      callbacks.onSet?.(target, result);
      await invalidateUrls(client, [SMS_RECEIPTS_URL]);
    },
  });
