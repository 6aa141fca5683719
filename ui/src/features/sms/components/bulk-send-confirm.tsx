import type { SmsPreview } from '@pm/domain/sms/rows';
import { Alert, Descriptions, Modal } from 'antd';
import { t } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';

/** The lines of the confirmation, in order: what goes out, what it costs, what is left today. */
export const previewLines = (preview: SmsPreview): readonly { label: string; value: string }[] => [
  { label: t('Recipients'), value: formatNumber(preview.totalRecipients) },
  {
    label: t('SMS per recipient'),
    value:
      preview.encoding === 'GSM-7'
        ? formatNumber(preview.partsPerMessage)
        : t('{{parts}} (an emoji or special character: 70 characters per SMS)', {
            parts: preview.partsPerMessage,
          }),
  },
  { label: t('SMS in all'), value: formatNumber(preview.totalParts) },
  { label: t('Cost'), value: formatWireMoney(preview.cost) },
  {
    label: t("Left of today's SMS budget"),
    value: t('{{remaining}} of {{budget}} SMS', {
      remaining: formatNumber(preview.remainingToday),
      budget: formatNumber(preview.dailyBudget),
    }),
  },
];

/** Whether the project's budget for today still holds the message. */
export const fitsBudget = (preview: SmsPreview): boolean => preview.totalParts <= preview.remainingToday;

/**
 * Before a message to all parents or to an age group goes out: how many recipients, how many SMS each
 * and in all (as the gateway bills them), the cost, and what is left of the project's budget today. A
 * message the budget cannot hold cannot be confirmed.
 */
export function BulkSendConfirm({
  preview,
  pending,
  onConfirm,
  onCancel,
}: {
  readonly preview: SmsPreview | null;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const fits = preview !== null && fitsBudget(preview);
  return (
    <Modal
      open={preview !== null}
      title={t('Send this message?')}
      okText={t('Confirm and Send')}
      okButtonProps={{ disabled: !fits }}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {preview && (
        <div data-testid="sms-preview">
          <Descriptions
            column={1}
            size="small"
            items={previewLines(preview).map(({ label, value }) => ({ key: label, label, children: value }))}
          />
          {!fits && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t("This message needs more SMS than are left of the project's budget today.")}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
