import { reversePaymentSchema } from '@pm/domain/participants/schemas';
import { Form, Input, Modal, Typography } from 'antd';
import { formatDate } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { Payment } from '../api/get-payments';
import { useReversePayment } from '../api/reverse-payment';

interface ReversePaymentDialogProps {
  readonly open: boolean;
  readonly payment: Payment | null;
  readonly contributionId: number;
  readonly onClose: () => void;
}

/** A reversal keeps the payment on record, struck through with its reason; it asks for that reason first. */
export function ReversePaymentDialog({ open, payment, contributionId, onClose }: ReversePaymentDialogProps) {
  const [form] = Form.useForm();
  const reverse = useReversePayment({
    onSuccess: onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    if (!payment) return;
    const input = await parseForm(reversePaymentSchema, form);
    if (input) reverse.mutate({ paymentId: payment.id, contributionId, reason: input.reason });
  };

  return (
    <Modal
      open={open && payment !== null}
      title="Reverse Payment"
      okText={reverse.isPending ? 'Reversing...' : 'Reverse Payment'}
      okButtonProps={{ danger: true }}
      confirmLoading={reverse.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {payment && (
        <Form
          form={form}
          name="reverse-payment"
          layout="vertical"
          preserve={false}
          initialValues={{ reason: '' }}
          onFinish={submit}
        >
          <Typography.Paragraph>
            The payment of {formatWireMoney(payment.amount)} on {formatDate(payment.paymentDate)} stays on
            record, marked reversed; the amount becomes outstanding again.
          </Typography.Paragraph>
          <Form.Item name="reason" label="Reason" required rules={[zodRule(reversePaymentSchema, 'reason')]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
