import { Flex, Tag, Typography } from 'antd';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import type { MobilePayment } from '../api/get-mobile-payments';
import { decidedText, statusColor, statusLabel, unmatchedReasonText } from './mobile-payment-format';

const MONOSPACE = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

/**
 * The account reference exactly as the payer typed it, in a monospace box that keeps its spaces, so a
 * letter O for a zero or a missing dash is visible to the eye. In a table it stays on one line; `wrap`
 * (a phone's card, a dialog) lets a long one wrap rather than widen the screen.
 */
export function ReferenceText({
  reference,
  wrap = false,
}: {
  readonly reference: string;
  readonly wrap?: boolean;
}) {
  if (reference === '') return <Typography.Text type="secondary">{t('No reference typed')}</Typography.Text>;
  return (
    <Typography.Text
      code
      style={{
        whiteSpace: wrap ? 'pre-wrap' : 'pre',
        overflowWrap: wrap ? 'anywhere' : 'normal',
        fontFamily: MONOSPACE,
      }}
    >
      {reference}
    </Typography.Text>
  );
}

/** The status tag, and under it why the payment did not match on arrival. */
export function StatusCell({ payment }: { readonly payment: MobilePayment }) {
  const why = unmatchedReasonText(payment);
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={statusColor(payment.status)}>{statusLabel(payment.status)}</Tag>
      {why && <Typography.Text type="secondary">{why}</Typography.Text>}
    </Flex>
  );
}

/** The child the payment paid: its participant ID on one line, its name under it; a dash when none. */
export function ChildCell({ payment }: { readonly payment: MobilePayment }) {
  if (payment.participantId !== null)
    return (
      <Flex vertical>
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>{payment.participantCode}</Typography.Text>
        {payment.participantName && (
          <Typography.Text type="secondary">{payment.participantName}</Typography.Text>
        )}
      </Flex>
    );
  if (payment.status === 'matched' || payment.status === 'assigned')
    return <Typography.Text type="secondary">{t('A child outside your scope')}</Typography.Text>;
  return <Typography.Text type="secondary">-</Typography.Text>;
}

/** Staff's decision: its reason, and who took it and when. */
export function DecisionCell({ payment }: { readonly payment: MobilePayment }) {
  const who = decidedText(payment);
  if (!payment.reason && !who) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {payment.reason && (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{payment.reason}</Typography.Text>
      )}
      {who && <Typography.Text type="secondary">{who}</Typography.Text>}
    </Flex>
  );
}

/** When M-Pesa says it was paid, in the user's time zone. */
export const paidAtText = (payment: Pick<MobilePayment, 'paidAt'>): string => formatDateTime(payment.paidAt);
