import { DollarOutlined } from '@ant-design/icons';
import { Flex, Progress, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { dateColumn, moneyColumn } from '@/components/columns';
import { DataTable, onOneLine, type PhoneView, usePhone } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { GroupLoan } from '../api/get-group-loans';
import { loanDisplayStatusOf, loanProgress, loanSubject, remainingCents } from './loan-format';
import { LoanStatusTag } from './tags';

interface LoansTableProps {
  readonly loans: readonly GroupLoan[];
  readonly loading: boolean;
  readonly today: string;
  /** Show the group column (the loans screen lists every group's loans). */
  readonly showGroup?: boolean;
  /** Record Payment on each loan with something left to repay; absent for a user who may not. */
  readonly onRepay?: (loan: GroupLoan) => void;
  /** Row actions composed by the page (History). */
  readonly actions?: (loan: GroupLoan) => ReactNode;
  readonly emptyText?: ReactNode;
}

/** A phone shows the borrower, the amount, the status and Record Payment; the rest is in the row's details. */
const PHONE: PhoneView<GroupLoan> = {
  columns: ['borrower', 'amount', 'status', 'repay'],
  name: (loan) => loanSubject(loan),
};

/** The borrower and, on the every-group list, the group under the name. */
function BorrowerCell({ loan, showGroup }: { readonly loan: GroupLoan; readonly showGroup: boolean }) {
  return (
    <Flex vertical>
      <Typography.Text strong>
        {loan.borrowerName ?? t('Member {{id}}', { id: loan.borrowerId })}
      </Typography.Text>
      {showGroup && (
        <Typography.Text type="secondary">
          {loan.groupName ?? t('Group {{id}}', { id: loan.groupId })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** What was repaid, and the progress bar (capped at 100 %). */
function RepaidCell({ loan }: { readonly loan: GroupLoan }) {
  const percent = loanProgress(loan);
  return (
    <Flex vertical style={{ minWidth: 100 }}>
      <Typography.Text>{formatWireMoney(loan.amountPaid)}</Typography.Text>
      <Progress
        percent={percent}
        size="small"
        status={loan.status === 'completed' ? 'success' : 'normal'}
        aria-label={t('Repaid {{percent}}% of the loan of {{borrower}}', {
          percent,
          borrower: loanSubject(loan),
        })}
      />
    </Flex>
  );
}

/** The loan's own columns, from the borrower to the purpose. */
const loanColumns = (showGroup: boolean, today: string): TableColumnsType<GroupLoan> => [
  {
    title: t('Borrower'),
    key: 'borrower',
    render: (_: unknown, loan: GroupLoan) => <BorrowerCell loan={loan} showGroup={showGroup} />,
  },
  {
    ...moneyColumn<GroupLoan>(t('Amount'), 'amount'),
    sorter: (a, b) => Number(a.amount) - Number(b.amount),
  },
  {
    title: t('Service Charge %'),
    dataIndex: 'interestRate',
    key: 'interestRate',
    align: 'right',
    render: (rate: number) => `${rate}%`,
  },
  {
    title: t('Term'),
    dataIndex: 'termMonths',
    key: 'termMonths',
    render: (months: number) => t('{{count}} months', { count: months }),
  },
  moneyColumn<GroupLoan>(t('Total'), 'totalAmount'),
  {
    title: t('Repaid'),
    key: 'progress',
    render: (_: unknown, loan: GroupLoan) => <RepaidCell loan={loan} />,
  },
  {
    title: t('Status'),
    key: 'status',
    render: (_: unknown, loan: GroupLoan) => <LoanStatusTag status={loanDisplayStatusOf(loan, today)} />,
  },
  onOneLine({
    ...dateColumn<GroupLoan>(t('Loan Date'), 'loanDate'),
    sorter: (a, b) => a.loanDate.localeCompare(b.loanDate),
  }),
  onOneLine(dateColumn<GroupLoan>(t('Due Date'), 'dueDate')),
  {
    title: t('Purpose'),
    dataIndex: 'purpose',
    key: 'purpose',
    // a long purpose wraps and is cut at two lines (all of it on hover), as high as the borrower's cell
    render: (purpose: string | null) => (
      <Typography.Paragraph
        ellipsis={{ rows: 2, tooltip: purpose }}
        style={{ maxWidth: 200, marginBottom: 0 }}
      >
        {purpose || '-'}
      </Typography.Paragraph>
    ),
  },
];

/**
 * The actions column(s): Record Payment (where the loan has something left to repay) and the page's own
 * actions. On a phone the row keeps Record Payment (the key action); the others are in its details.
 */
const actionColumns = (
  phone: boolean,
  onRepay: LoansTableProps['onRepay'],
  actions: NonNullable<LoansTableProps['actions']>,
): TableColumnsType<GroupLoan> => {
  const repayLabel = (loan: GroupLoan) =>
    t('Record payment for {{borrower}}', {
      borrower: loan.borrowerName ?? t('loan {{id}}', { id: loan.id }),
    });
  // Record Payment is an icon with its name as tooltip, so the eleven columns fit at 1440 px
  const repay = (loan: GroupLoan) =>
    onRepay &&
    loan.status === 'active' &&
    remainingCents(loan) > 0 && (
      <IconAction
        title={t('Record Payment')}
        label={repayLabel(loan)}
        icon={<DollarOutlined aria-hidden />}
        onClick={() => onRepay?.(loan)}
      />
    );
  if (!phone)
    return [
      {
        title: t('Actions'),
        key: 'actions',
        render: (_: unknown, loan: GroupLoan) => (
          <Flex gap={8} wrap>
            {repay(loan)}
            {actions(loan)}
          </Flex>
        ),
      },
    ];
  return [
    ...(onRepay
      ? [{ title: t('Actions'), key: 'repay', render: (_: unknown, loan: GroupLoan) => repay(loan) }]
      : []),
    {
      title: onRepay ? t('More actions') : t('Actions'),
      key: 'actions',
      render: (_: unknown, loan: GroupLoan) => (
        <Flex gap={8} wrap>
          {actions(loan)}
        </Flex>
      ),
    },
  ];
};

/** Loans with their repayment progress (capped at 100 %) and an Overdue tag for active loans past due. */
export function LoansTable({
  loans,
  loading,
  today,
  showGroup = false,
  onRepay,
  actions,
  emptyText,
}: LoansTableProps) {
  const phone = usePhone();
  const columns: TableColumnsType<GroupLoan> = [
    ...loanColumns(showGroup, today),
    ...(actions ? actionColumns(phone, onRepay, actions) : []),
  ];
  return (
    <DataTable<GroupLoan>
      rows={loans}
      columns={columns}
      loading={loading}
      loadingText={t('Loading loans...')}
      emptyText={emptyText ?? t('No loans found')}
      // eleven columns: their 8 px sides (not 16) fit them at 1440 px beside the sidebar
      size="middle"
      phone={PHONE}
    />
  );
}
