import { issueLoanSchema } from '@pm/domain/saving-groups/schemas';
import {
  Alert,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Skeleton,
} from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { formatDate, todayIso } from '../../../lib/format';
import { formatCents, formatWireMoney } from '../../../lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import { useLoanFund } from '../api/get-loan-fund';
import type { SavingGroup } from '../api/get-saving-groups';
import { toLoanBody, useIssueLoan } from '../api/issue-loan';
import { centsOrNull, DATE_FORMAT, dateFieldProps, numberOrNull } from './form-fields';
import { groupOptionLabel } from './group-format';
import { loanCeiling, loanPreview } from './loan-format';
import { MemberSelect } from './member-select';

const rule = (field: string) => zodRule(issueLoanSchema, field);

/**
 * Issue Loan (spec §2, §5; issue 4): a group, one of its active members, the principal, the service charge
 * per month and the term. Before issuing, the dialog shows the loan fund, the total to repay and the due
 * date, and refuses more than the fund holds or the group's ceiling allows. The server checks it all again
 * (two loans at once can never overdraw the fund) and its refusal is shown here.
 */
export function IssueLoanDialog({
  open,
  groups,
  groupsLoading,
  defaultGroupId,
  onClose,
}: {
  readonly open: boolean;
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  readonly defaultGroupId: number | null;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const groupId: unknown = Form.useWatch('groupId', form);
  const amount: unknown = Form.useWatch('amount', form);
  const rate: unknown = Form.useWatch('interestRate', form);
  const term: unknown = Form.useWatch('termMonths', form);
  const loanDate: unknown = Form.useWatch('loanDate', form);
  const chosenGroupId = typeof groupId === 'number' ? groupId : null;
  const group = groups.find((candidate) => candidate.id === chosenGroupId) ?? null;
  const fund = useLoanFund(chosenGroupId ?? undefined);
  const ceiling = loanCeiling(fund.data, group?.maxLoanAmount);
  const preview = loanPreview(
    centsOrNull(amount),
    numberOrNull(rate),
    numberOrNull(term),
    typeof loanDate === 'string' && loanDate ? loanDate : null,
  );

  const issue = useIssueLoan({
    onSuccess: onClose,
    onError: (error) => {
      if (showServerFieldErrors(form, error)) return;
      setRefusal(isApiError(error) && error.status >= 400 && error.status < 500 ? error.text : null);
    },
  });

  const submit = async () => {
    setRefusal(null);
    const input = await parseForm(issueLoanSchema, form);
    if (!input) return;
    if (ceiling && input.amount > ceiling.cents) {
      form.setFields([{ name: 'amount', errors: [ceiling.message] }]);
      return;
    }
    issue.mutate(toLoanBody(input, todayIso()));
  };

  return (
    <Modal
      open={open}
      title="Issue Loan"
      okText={issue.isPending ? 'Issuing...' : 'Issue Loan'}
      confirmLoading={issue.isPending}
      onOk={submit}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        name="issue-loan"
        layout="vertical"
        preserve={false}
        initialValues={{
          groupId: defaultGroupId ?? undefined,
          interestRate: 5,
          termMonths: 6,
          loanDate: todayIso(),
          purpose: '',
          guarantors: [],
        }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="groupId" label="Saving Group" required rules={[rule('groupId')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={groupsLoading}
                placeholder="Choose the group"
                options={groups.map((candidate) => ({
                  value: candidate.id,
                  label: groupOptionLabel(candidate),
                }))}
                onChange={() => form.setFieldsValue({ borrowerId: undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="borrowerId" label="Borrower" required rules={[rule('borrowerId')]}>
              <MemberSelect groupId={chosenGroupId} placeholder="Choose the borrower" />
            </Form.Item>
          </Col>
        </Row>

        {chosenGroupId !== null &&
          (fund.isLoading ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : fund.data ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="loan-fund"
              title={`Loan fund available: ${formatWireMoney(fund.data.available)}`}
              description={`Savings ${formatWireMoney(fund.data.savings)} + repayments ${formatWireMoney(fund.data.repayments)} + penalties and fees ${formatWireMoney(fund.data.penaltiesAndFees)} − disbursed ${formatWireMoney(fund.data.disbursed)}${group?.maxLoanAmount ? `. Group maximum per loan: ${formatWireMoney(group.maxLoanAmount)}` : ''}.`}
            />
          ) : fund.error ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Could not load the loan fund"
              description={fund.error.message}
            />
          ) : null)}

        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="amount"
              label="Amount (KES)"
              required
              rules={[
                rule('amount'),
                {
                  validator: async (_rule, value: unknown) => {
                    const cents = centsOrNull(value);
                    if (ceiling && cents !== null && cents > ceiling.cents) throw new Error(ceiling.message);
                  },
                },
              ]}
            >
              <InputNumber prefix="KES" min={0} step={500} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="interestRate"
              label="Service Charge (% per month)"
              required
              rules={[rule('interestRate')]}
            >
              <InputNumber min={0} max={100} step={0.5} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="termMonths" label="Term (months)" required rules={[rule('termMonths')]}>
              <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="loanDate"
              label="Loan Date"
              required
              rules={[rule('loanDate')]}
              {...dateFieldProps}
            >
              <DatePicker
                format={DATE_FORMAT}
                placeholder={DATE_FORMAT}
                allowClear={false}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="guarantors"
              label="Guarantors"
              rules={[rule('guarantors')]}
              extra="Type a name and press Enter"
            >
              <Select mode="tags" tokenSeparators={[',']} placeholder="Optional" notFoundContent={null} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="purpose" label="Purpose" required rules={[rule('purpose')]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>

        <div aria-live="polite">
          {preview && (
            <div data-testid="loan-preview">
              <Descriptions
                bordered
                size="small"
                column={1}
                title="Before issuing"
                items={[
                  {
                    key: 'total',
                    label: 'Total to repay',
                    children: <strong>{formatCents(preview.total)}</strong>,
                  },
                  { key: 'charge', label: 'Service charge', children: formatCents(preview.serviceCharge) },
                  { key: 'due', label: 'Due date', children: formatDate(preview.dueDate) },
                ]}
              />
            </div>
          )}
          {refusal && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              title="The loan was not issued"
              description={refusal}
            />
          )}
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
