import { refundMobilePaymentSchema } from '@pm/domain/api/mobile-money';
import { App, Form, Typography } from 'antd';
import type { DialogProps } from '@/components/modal-form';
import { ReasonDialog } from '@/components/reason-dialog';
import { t, tKey } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import { showServerFieldErrors } from '@/lib/zod-form';
import { useRefundMobilePayment } from '../api/decide-mobile-payment';
import type { MobilePayment } from '../api/get-mobile-payments';
import { PaymentSummary } from './payment-summary';
import { useDecisionKey } from './use-decision-key';

const REFUND_EFFECT = tKey(
  'The payment is marked for the money to go back to the payer. It will no longer be assigned to any child.',
);

/**
 * Mark for refund: the payment, a required reason, then a confirmation before anything is sent. Every
 * attempt of one opening carries the same Idempotency-Key.
 */
export function RefundDialog({
  payment,
  ...dialog
}: DialogProps & { readonly payment: MobilePayment | null }) {
  const [form] = Form.useForm();
  const { modal } = App.useApp();
  const decisionKey = useDecisionKey();
  const refund = useRefundMobilePayment({
    onSuccess: dialog.onClose,
    onError: (error) => {
      showServerFieldErrors(form, error);
      decisionKey.renewAfter(error);
    },
  });
  if (!payment) return null;
  const amount = formatWireMoney(payment.amount);
  const confirm = (reason: string) =>
    modal.confirm({
      title: t('Mark {{amount}} (receipt {{receipt}}) for refund?', { amount, receipt: payment.receipt }),
      content: (
        <>
          <Typography.Paragraph>{t(REFUND_EFFECT)}</Typography.Paragraph>
          <Typography.Paragraph>{t('Reason: {{reason}}', { reason })}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('The decision is kept in the audit trail and cannot be undone.')}
          </Typography.Paragraph>
        </>
      ),
      okText: t('Mark for refund'),
      okButtonProps: { danger: true },
      cancelText: t('Go back'),
      onOk: () =>
        refund
          .mutateAsync({ receipt: payment.receipt, reason, idempotencyKey: decisionKey.key })
          .catch(() => undefined),
    });
  return (
    <ReasonDialog
      {...dialog}
      title={t('Mark M-Pesa payment for refund')}
      okText={t('Mark for refund')}
      pendingText={t('Marking...')}
      pending={refund.isPending}
      form={form}
      name="refund-mobile-payment"
      schema={refundMobilePaymentSchema}
      intro={
        <>
          <PaymentSummary payment={payment} />
          <Typography.Paragraph>{t(REFUND_EFFECT)}</Typography.Paragraph>
        </>
      }
      onReason={confirm}
    />
  );
}
