import { recordRepaymentSchema } from '@pm/domain/saving-groups/schemas';
import { Alert, Form, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { AmountItem, DateItem, FieldNotice, NotesItem, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formatDate, todayIso } from '@/lib/format';
import { formatCents, formatWireMoney } from '@/lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { GroupLoan } from '../api/get-group-loans';
import { toRepaymentBody, useRecordRepayment } from '../api/record-repayment';
import { aboveRemainingMessage, loanOptionLabel, remainingCents, repayableLoans } from './loan-format';

const rule = (field: string) => zodRule(recordRepaymentSchema, field);

/** What the server refused and why (4xx); null for anything else, which the toast reports. */
export const refusalOf = (error: unknown): string | null =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.text : null;

/** The loan picker: active loans with something left; a new choice checks the amount typed again. */
function LoanField({
  form,
  options,
  loading,
}: {
  readonly form: FormInstance;
  readonly options: readonly GroupLoan[];
  readonly loading: boolean;
}) {
  return (
    <Form.Item name="loanId" label={t('Loan')} required rules={[rule('loanId')]}>
      <SearchSelect
        loading={loading}
        placeholder={t('Choose the loan')}
        notFoundContent={loading ? t('Loading loans...') : t('No active loans to repay')}
        options={options.map((loan) => ({ value: loan.id, label: loanOptionLabel(loan) }))}
        onChange={() => {
          if (form.getFieldValue('amount') !== undefined) void form.validateFields(['amount']);
        }}
      />
    </Form.Item>
  );
}

/** What is left on the chosen loan, with its total, what was paid and its due date. */
function RemainingNotice({ loan }: { readonly loan: GroupLoan }) {
  return (
    <FieldNotice
      testId="loan-remaining"
      title={t('Remaining balance: {{amount}}', { amount: formatCents(remainingCents(loan)) })}
      description={t('Total {{total}}, paid {{paid}}, due {{due}}.', {
        total: formatWireMoney(loan.totalAmount),
        paid: formatWireMoney(loan.amountPaid),
        due: formatDate(loan.dueDate),
      })}
    />
  );
}

/**
 * Record Payment (spec: screens): a loan picker of the active loans with their remaining balance, the amount (never
 * above what is left: the server refuses it too), the payment date and notes.
 */
export function RecordRepaymentDialog({
  loans,
  loansLoading,
  defaultLoanId,
  ...dialog
}: DialogProps & {
  readonly loans: readonly GroupLoan[];
  readonly loansLoading: boolean;
  readonly defaultLoanId: number | null;
}) {
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useMemo(() => repayableLoans(loans), [loans]);
  const loanId: unknown = Form.useWatch('loanId', form);
  const chosen = options.find((loan) => loan.id === loanId) ?? null;

  const record = useRecordRepayment({
    onSuccess: dialog.onClose,
    onError: (error) => {
      if (!showServerFieldErrors(form, error)) setRefusal(refusalOf(error));
    },
  });

  const submit = async () => {
    setRefusal(null);
    const input = await parseForm(recordRepaymentSchema, form);
    const loan = options.find((candidate) => candidate.id === input?.loanId);
    if (!input || !loan) return;
    if (input.amount > remainingCents(loan)) {
      form.setFields([{ name: 'amount', errors: [aboveRemainingMessage(loan)] }]);
      return;
    }
    record.mutate({
      body: toRepaymentBody(input),
      groupId: loan.groupId,
      label: t('Repayment of {{name}}', { name: loan.borrowerName }),
    });
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Record Payment')}
      okText={t('Record Payment')}
      pendingText={t('Recording...')}
      pending={record.isPending}
      form={form}
      name="record-repayment"
      initialValues={{
        loanId: options.some((loan) => loan.id === defaultLoanId) ? defaultLoanId : undefined,
        paymentDate: todayIso(),
        notes: '',
      }}
      onSubmit={submit}
    >
      <LoanField form={form} options={options} loading={loansLoading} />
      {chosen && <RemainingNotice loan={chosen} />}
      <AmountItem
        rule={rule('amount')}
        max={chosen && { cents: remainingCents(chosen), message: aboveRemainingMessage(chosen) }}
      />
      <DateItem name="paymentDate" label={t('Payment Date')} required rules={[rule('paymentDate')]} past />
      <NotesItem rules={[rule('notes')]} />
      {refusal && (
        <Alert type="error" showIcon title={t('The payment was not recorded')} description={refusal} />
      )}
    </ModalForm>
  );
}
