import type { SmsReceiptsSetResult } from '@pm/domain/sms/receipt-schemas';
import type { SmsSwitchKind } from '@pm/domain/sms/receipts/events';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { SMS_RECEIPTS_URL } from './get-sms-receipts';

/**
 * Which switch: a project's (its parents' payment receipts, or its contribution reminders) or a group's
 * (its members' saving and repayment receipts, or their loan and meeting reminders).
 */
export interface ReceiptSwitch {
  readonly kind: SmsSwitchKind;
  readonly scope: 'project' | 'group';
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
}

const urlOf = ({ kind, scope, id }: ReceiptSwitch) => {
  const what = kind === 'reminders' ? 'sms-reminders' : 'sms-receipts';
  return scope === 'project' ? `/api/projects/${id}/${what}` : `/api/saving-groups/${id}/${what}`;
};

/** PUT …/sms-receipts or …/sms-reminders {enabled} → 200 {id, position, enabled, membersWithoutPhone}. */
export const setSmsReceipts = (target: ReceiptSwitch): Promise<SmsReceiptsSetResult> =>
  apiSend<SmsReceiptsSetResult>('PUT', urlOf(target), { enabled: target.enabled });

const successOf = (target: ReceiptSwitch): string => {
  const { name } = target;
  if (target.kind === 'reminders')
    return target.enabled
      ? t('SMS reminders turned on for {{name}}', { name })
      : t('SMS reminders turned off for {{name}}', { name });
  return target.enabled
    ? t('SMS receipts turned on for {{name}}', { name })
    : t('SMS receipts turned off for {{name}}', { name });
};

export const useSetSmsReceipts = (
  callbacks: CommandCallbacks & {
    onSet?: (target: ReceiptSwitch, result: SmsReceiptsSetResult) => void;
  } = {},
) =>
  useCommand({
    ...callbacks,
    mutationFn: setSmsReceipts,
    success: successOf,
    failure: (target) =>
      target.kind === 'reminders' ? t('Failed to change SMS reminders') : t('Failed to change SMS receipts'),
    invalidate: async (client, target, result) => {
      callbacks.onSet?.(target, result);
      await invalidateUrls(client, [SMS_RECEIPTS_URL]);
    },
  });
