import { reversePaymentSchema } from '@pm/domain/participants/schemas';
import { Form, Typography } from 'antd';
import type { DialogProps } from '@/components/modal-form';
import { ReasonDialog } from '@/components/reason-dialog';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { showServerFieldErrors } from '@/lib/zod-form';
import type { Payment } from '../api/get-payments';
import { useReversePayment } from '../api/reverse-payment';

interface ReversePaymentDialogProps extends DialogProps {
  readonly payment: Payment | null;
  readonly contributionId: number;
}

/** A reversal keeps the payment on record, struck through with its reason; it asks for that reason first. */
export function ReversePaymentDialog({ payment, contributionId, ...dialog }: ReversePaymentDialogProps) {
  const [form] = Form.useForm();
  const reverse = useReversePayment({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  if (!payment) return null;
  return (
    <ReasonDialog
      {...dialog}
      title={t('Reverse Payment')}
      okText={t('Reverse Payment')}
      pendingText={t('Reversing...')}
      pending={reverse.isPending}
      form={form}
      name="reverse-payment"
      schema={reversePaymentSchema}
      intro={
        <Typography.Paragraph>
          {t(
            'The payment of {{amount}} on {{date}} stays on record, marked reversed; the amount becomes outstanding again.',
            { amount: formatWireMoney(payment.amount), date: formatDate(payment.paymentDate) },
          )}
        </Typography.Paragraph>
      }
      onReason={(reason) => reverse.mutate({ paymentId: payment.id, contributionId, reason })}
    />
  );
}
