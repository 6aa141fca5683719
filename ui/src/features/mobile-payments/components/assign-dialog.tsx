import { assignMobilePaymentSchema } from '@pm/domain/api/mobile-money';
import { App, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FieldNotice } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import type { Participant } from '@/features/participants';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useAssignMobilePayment } from '../api/decide-mobile-payment';
import type { MobilePayment } from '../api/get-mobile-payments';
import { ChildField, childOptionLabel } from './child-field';
import { PaymentSummary } from './payment-summary';
import { useDecisionKey } from './use-decision-key';

const rule = (field: string) => zodRule(assignMobilePaymentSchema, field);

/** What assigning does with the money: the same rule as a payment that named the child on arrival. */
export const assignEffectText = (amount: string, child: string | null): string =>
  child
    ? t(
        "{{amount}} pays the oldest outstanding months of {{child}} first; the rest becomes the child's credit.",
        { amount, child },
      )
    : t("The payment pays the child's oldest outstanding months first; the rest becomes the child's credit.");

/** The last question before the payment is assigned: the payment, the child, the reason, and what follows. */
function ConfirmAssign({
  amount,
  child,
  reason,
}: {
  readonly amount: string;
  readonly child: string;
  readonly reason: string;
}) {
  return (
    <>
      <Typography.Paragraph>{assignEffectText(amount, child)}</Typography.Paragraph>
      <Typography.Paragraph>{t('Reason: {{reason}}', { reason })}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('The decision is kept in the audit trail and cannot be undone.')}
      </Typography.Paragraph>
    </>
  );
}

/**
 * Assign to child: the payment, the child (searched among the children the user may see), a required
 * reason and what will happen; a confirmation before anything is sent. Every attempt of one opening carries
 * the same Idempotency-Key; the dialog is mounted anew for each opening (its key changes).
 */
export function AssignDialog({
  payment,
  ...dialog
}: DialogProps & { readonly payment: MobilePayment | null }) {
  const [form] = Form.useForm();
  const { modal } = App.useApp();
  const [child, setChild] = useState<Participant | null>(null);
  const decisionKey = useDecisionKey();
  const assign = useAssignMobilePayment({
    onSuccess: dialog.onClose,
    onError: (error) => {
      showServerFieldErrors(form, error);
      decisionKey.renewAfter(error);
    },
  });
  if (!payment) return null;
  const amount = formatWireMoney(payment.amount);
  const childName = child ? childOptionLabel(child) : null;

  const submit = async () => {
    const input = await parseForm(assignMobilePaymentSchema, form);
    if (!input || !childName) return;
    modal.confirm({
      title: t('Assign {{amount}} to {{child}}?', { amount, child: childName }),
      content: <ConfirmAssign amount={amount} child={childName} reason={input.reason} />,
      okText: t('Assign Payment'),
      cancelText: t('Go back'),
      // the toast reports a failure and the dialog stays open to correct it; the confirmation closes
      onOk: () =>
        assign
          .mutateAsync({ receipt: payment.receipt, ...input, idempotencyKey: decisionKey.key })
          .catch(() => undefined),
    });
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Assign M-Pesa payment to a child')}
      okText={t('Assign Payment')}
      pendingText={t('Assigning...')}
      pending={assign.isPending}
      form={form}
      name="assign-mobile-payment"
      initialValues={{ reason: '' }}
      onSubmit={submit}
    >
      <PaymentSummary payment={payment} />
      <ChildField
        projectId={payment.projectId}
        open={dialog.open}
        rules={[rule('participantId')]}
        onChosen={setChild}
      />
      <FieldNotice
        testId="assign-effect"
        title={t('What happens')}
        description={assignEffectText(amount, childName)}
      />
      <Form.Item name="reason" label={t('Reason')} required rules={[rule('reason')]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ModalForm>
  );
}
