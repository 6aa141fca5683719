import { issueLoanSchema } from '@pm/domain/saving-groups/schemas';
import {
  Alert,
  Descriptions,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
} from 'antd';
import { useMemo } from 'react';
import {
  AmountItem,
  type AmountLimit,
  Cell,
  DateItem,
  FieldNotice,
  SearchSelect,
} from '@/components/form-inputs';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatCents, formatWireMoney } from '@/lib/money';
import { zodRule } from '@/lib/zod-form';
import { useGroupLoans } from '../api/get-group-loans';
import { useLoanFund } from '../api/get-loan-fund';
import type { SavingGroup } from '../api/get-saving-groups';
import { groupOptionLabel, usableGroups } from './group-format';
import type { LoanPreview } from './loan-format';
import { MemberSelect } from './member-select';

/** The parts of the Issue Loan dialog (issue-loan-dialog.tsx): its fields, the loan fund and the preview. */

const rule = (field: string) => zodRule(issueLoanSchema, field);

/** The group's loan fund: what may be lent, and how it is made up. */
export function LoanFundNotice({
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
 * The group's one-active-loan rule: a member who still owes is listed, not offered (the server refuses).
 * Undefined where the group lets a member hold several loans.
 */
export const useBorrowing = (groupId: number | null, group: SavingGroup | null) => {
  const loans = useGroupLoans(groupId ?? undefined, {
    enabled: groupId !== null && group?.loanRules.oneActiveLoan !== false,
  });
  return useMemo(
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
};

/** The group (an Active one) and the borrower; choosing a group takes its service charge rate. */
export function LoanGroupRow({
  form,
  groups,
  groupsLoading,
  groupId,
  borrowing,
}: {
  readonly form: FormInstance;
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  readonly groupId: number | null;
  readonly borrowing: ReadonlyMap<number, string> | undefined;
}) {
  return (
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
                  groups.find((g) => g.id === next)?.serviceChargeRate ?? form.getFieldValue('interestRate'),
              })
            }
          />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item name="borrowerId" label={t('Borrower')} required rules={[rule('borrowerId')]}>
          <MemberSelect groupId={groupId} placeholder={t('Choose the borrower')} unavailable={borrowing} />
        </Form.Item>
      </Cell>
    </Row>
  );
}

/** The principal (never above the ceiling), service charge, term, date, guarantors and purpose. */
export function LoanTermsRow({ ceiling }: { readonly ceiling: AmountLimit | null }) {
  return (
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
  );
}

/** Before issuing: the total to repay, the service charge and the due date; and the server's refusal. */
export function LoanPreviewPanel({
  preview,
  refusal,
}: {
  readonly preview: LoanPreview | null;
  readonly refusal: string | null;
}) {
  return (
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
  );
}
