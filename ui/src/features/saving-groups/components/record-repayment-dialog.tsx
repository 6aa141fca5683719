import { recordRepaymentSchema } from '@pm/domain/saving-groups/schemas';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { formatDate, todayIso } from '../../../lib/format';
import { formatCents, formatWireMoney } from '../../../lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { GroupLoan } from '../api/get-group-loans';
import { toRepaymentBody, useRecordRepayment } from '../api/record-repayment';
import { centsOrNull, DATE_FORMAT, dateFieldProps, notInFuture } from './form-fields';
import { aboveRemainingMessage, loanOptionLabel, remainingCents, repayableLoans } from './loan-format';

const rule = (field: string) => zodRule(recordRepaymentSchema, field);

/**
 * Record Payment (spec §2): a loan picker of the active loans with their remaining balance, the amount (never
 * above what is left: the server refuses it too), the payment date and notes.
 */
export function RecordRepaymentDialog({
  open,
  loans,
  loansLoading,
  defaultLoanId,
  onClose,
}: {
  readonly open: boolean;
  readonly loans: readonly GroupLoan[];
  readonly loansLoading: boolean;
  readonly defaultLoanId: number | null;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useMemo(() => repayableLoans(loans), [loans]);
  const loanId: unknown = Form.useWatch('loanId', form);
  const chosen = options.find((loan) => loan.id === loanId) ?? null;

  const record = useRecordRepayment({
    onSuccess: onClose,
    onError: (error) => {
      if (showServerFieldErrors(form, error)) return;
      setRefusal(isApiError(error) && error.status >= 400 && error.status < 500 ? error.text : null);
    },
  });

  const submit = async () => {
    setRefusal(null);
    const input = await parseForm(recordRepaymentSchema, form);
    if (!input) return;
    const loan = options.find((candidate) => candidate.id === input.loanId);
    if (!loan) return;
    if (input.amount > remainingCents(loan)) {
      form.setFields([{ name: 'amount', errors: [aboveRemainingMessage(loan)] }]);
      return;
    }
    record.mutate({ body: toRepaymentBody(input), groupId: loan.groupId });
  };

  return (
    <Modal
      open={open}
      title="Record Payment"
      okText={record.isPending ? 'Recording...' : 'Record Payment'}
      confirmLoading={record.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="record-repayment"
        layout="vertical"
        preserve={false}
        initialValues={{
          loanId: options.some((loan) => loan.id === defaultLoanId) ? defaultLoanId : undefined,
          paymentDate: todayIso(),
          notes: '',
        }}
        onFinish={submit}
      >
        <Form.Item name="loanId" label="Loan" required rules={[rule('loanId')]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={loansLoading}
            placeholder="Choose the loan"
            notFoundContent={loansLoading ? 'Loading loans...' : 'No active loans to repay'}
            options={options.map((loan) => ({ value: loan.id, label: loanOptionLabel(loan) }))}
            onChange={() => {
              if (form.getFieldValue('amount') !== undefined) void form.validateFields(['amount']);
            }}
          />
        </Form.Item>
        {chosen && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="loan-remaining"
            title={`Remaining balance: ${formatCents(remainingCents(chosen))}`}
            description={`Total ${formatWireMoney(chosen.totalAmount)}, paid ${formatWireMoney(chosen.amountPaid)}, due ${formatDate(chosen.dueDate)}.`}
          />
        )}
        <Form.Item
          name="amount"
          label="Amount (KES)"
          required
          rules={[
            rule('amount'),
            {
              validator: async (_rule, value: unknown) => {
                const cents = centsOrNull(value);
                if (chosen && cents !== null && cents > remainingCents(chosen))
                  throw new Error(aboveRemainingMessage(chosen));
              },
            },
          ]}
        >
          <InputNumber prefix="KES" min={0} step={50} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="paymentDate"
          label="Payment Date"
          required
          rules={[rule('paymentDate')]}
          {...dateFieldProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            allowClear={false}
            disabledDate={notInFuture}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="notes" label="Notes" rules={[rule('notes')]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        {refusal && (
          <Alert type="error" showIcon title="The payment was not recorded" description={refusal} />
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
