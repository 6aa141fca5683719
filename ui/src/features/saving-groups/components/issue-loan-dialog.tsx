import { issueLoanSchema } from '@pm/domain/saving-groups/schemas';
import { Alert, Descriptions, Form, Input, InputNumber, Row, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { AmountItem, Cell, DateItem, FieldNotice, SearchSelect } from '@/components/form-inputs';
import { ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { centsOrNull, numberOrNull } from '@/lib/form-numbers';
import { formatDate, todayIso } from '@/lib/format';
import { formatCents, formatWireMoney } from '@/lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useGroupLoans } from '../api/get-group-loans';
import { useLoanFund } from '../api/get-loan-fund';
import type { SavingGroup } from '../api/get-saving-groups';
import { toLoanBody, useIssueLoan } from '../api/issue-loan';
import { groupOptionLabel, usableGroups } from './group-format';
import { loanCeiling, loanPreview } from './loan-format';
import { MemberSelect } from './member-select';
import { refusalOf } from './record-repayment-dialog';
import type { GroupDialogProps } from './record-saving-dialog';

const rule = (field: string) => zodRule(issueLoanSchema, field);

/** The group's loan fund: what may be lent, and how it is made up. */
function LoanFundNotice({
  groupId,
  group,
}: {
  readonly groupId: number;
  readonly group: SavingGroup | null;
}) {
  const fund = useLoanFund(groupId);
  if (fund.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (fund.error)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('Could not load the loan fund')}
        description={fund.error.message}
      />
    );
  if (!fund.data) return null;
  const { available, savings, repayments, penaltiesAndFees, disbursed } = fund.data;
  const ceiling = group?.maxLoanAmount
    ? `. ${t('Group maximum per loan: {{amount}}', { amount: formatWireMoney(group.maxLoanAmount) })}`
    : '';
  return (
    <FieldNotice
      testId="loan-fund"
      title={t('Loan fund available: {{amount}}', { amount: formatWireMoney(available) })}
      description={`${t(
        'Savings {{savings}} + repayments {{repayments}} + penalties and fees {{fees}} − disbursed {{disbursed}}',
        {
          savings: formatWireMoney(savings),
          repayments: formatWireMoney(repayments),
          fees: formatWireMoney(penaltiesAndFees),
          disbursed: formatWireMoney(disbursed),
        },
      )}${ceiling}.`}
    />
  );
}

/**
 * Issue Loan (spec: screens, validation): a group, one of its active members, the principal, the service charge
 * per month and the term. Before issuing, the dialog shows the loan fund, the total to repay and the due
 * date, and refuses more than the fund holds or the group's ceiling allows. The server checks it all again
 * (two loans at once can never overdraw the fund) and its refusal is shown here.
 */
export function IssueLoanDialog({ groups, groupsLoading, defaultGroupId, ...dialog }: GroupDialogProps) {
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
  // the group's one-active-loan rule: a member who still owes is listed, not offered (the server refuses)
  const loans = useGroupLoans(chosenGroupId ?? undefined, {
    enabled: chosenGroupId !== null && group?.loanRules.oneActiveLoan !== false,
  });
  const borrowing = useMemo(
    () =>
      group?.loanRules.oneActiveLoan === false
        ? undefined
        : new Map(
            (loans.data ?? [])
              .filter((loan) => loan.status === 'active')
              .map((loan) => [loan.borrowerId, t('has an active loan')]),
          ),
    [loans.data, group?.loanRules.oneActiveLoan],
  );
  const ceiling = loanCeiling(fund.data, group?.maxLoanAmount);
  const preview = loanPreview(
    centsOrNull(amount),
    numberOrNull(rate),
    numberOrNull(term),
    typeof loanDate === 'string' && loanDate ? loanDate : null,
  );

  const issue = useIssueLoan({
    onSuccess: dialog.onClose,
    onError: (error) => {
      if (!showServerFieldErrors(form, error)) setRefusal(refusalOf(error));
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
    <ModalForm
      {...dialog}
      title={t('Issue Loan')}
      okText={t('Issue Loan')}
      pendingText={t('Issuing...')}
      pending={issue.isPending}
      form={form}
      name="issue-loan"
      initialValues={{
        groupId: defaultGroupId ?? undefined,
        // the group's own service charge rate (the specification's 5 when none is known)
        interestRate: groups.find((g) => g.id === defaultGroupId)?.serviceChargeRate ?? 5,
        termMonths: 6,
        loanDate: todayIso(),
        purpose: '',
        guarantors: [],
      }}
      onSubmit={submit}
      width={720}
    >
      <Row gutter={16}>
        <Cell md={12}>
          <Form.Item name="groupId" label={t('Saving Group')} required rules={[rule('groupId')]}>
            <SearchSelect
              loading={groupsLoading}
              placeholder={t('Choose the group')}
              // loans are issued by Active groups only
              options={usableGroups(groups).map((candidate) => ({
                value: candidate.id,
                label: groupOptionLabel(candidate),
              }))}
              onChange={(next: number) =>
                form.setFieldsValue({
                  borrowerId: undefined,
                  interestRate:
                    groups.find((g) => g.id === next)?.serviceChargeRate ??
                    form.getFieldValue('interestRate'),
                })
              }
            />
          </Form.Item>
        </Cell>
        <Cell md={12}>
          <Form.Item name="borrowerId" label={t('Borrower')} required rules={[rule('borrowerId')]}>
            <MemberSelect
              groupId={chosenGroupId}
              placeholder={t('Choose the borrower')}
              unavailable={borrowing}
            />
          </Form.Item>
        </Cell>
      </Row>

      {chosenGroupId !== null && <LoanFundNotice groupId={chosenGroupId} group={group} />}

      <Row gutter={16}>
        <Cell md={8}>
          <AmountItem rule={rule('amount')} max={ceiling} step={500} />
        </Cell>
        <Cell md={8}>
          <Form.Item
            name="interestRate"
            label={t('Service Charge (% per month)')}
            required
            rules={[rule('interestRate')]}
          >
            <InputNumber min={0} max={100} step={0.5} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Cell>
        <Cell md={8}>
          <Form.Item name="termMonths" label={t('Term (months)')} required rules={[rule('termMonths')]}>
            <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Cell>
        <Cell md={8}>
          <DateItem name="loanDate" label={t('Loan Date')} required rules={[rule('loanDate')]} />
        </Cell>
        <Cell md={16}>
          <Form.Item
            name="guarantors"
            label={t('Guarantors')}
            rules={[rule('guarantors')]}
            extra={t('Type a name and press Enter')}
          >
            <Select mode="tags" tokenSeparators={[',']} placeholder={t('Optional')} notFoundContent={null} />
          </Form.Item>
        </Cell>
        <Cell md={24}>
          <Form.Item name="purpose" label={t('Purpose')} required rules={[rule('purpose')]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Cell>
      </Row>

      <div aria-live="polite">
        {preview && (
          <div data-testid="loan-preview">
            <Descriptions
              bordered
              size="small"
              column={1}
              title={t('Before issuing')}
              items={[
                {
                  key: 'total',
                  label: t('Total to repay'),
                  children: <strong>{formatCents(preview.total)}</strong>,
                },
                { key: 'charge', label: t('Service charge'), children: formatCents(preview.serviceCharge) },
                { key: 'due', label: t('Due date'), children: formatDate(preview.dueDate) },
              ]}
            />
          </div>
        )}
        {refusal && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title={t('The loan was not issued')}
            description={refusal}
          />
        )}
      </div>
    </ModalForm>
  );
}
