import { Flex, Progress, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
import type { GroupLoan } from '../api/get-group-loans';
import { loanDisplayStatusOf, loanProgress } from './loan-format';
import { LoanStatusTag } from './tags';

interface LoansTableProps {
  readonly loans: readonly GroupLoan[];
  readonly loading: boolean;
  readonly today: string;
  /** Show the group column (the loans screen lists every group's loans). */
  readonly showGroup?: boolean;
  /** Row actions composed by the page (Record Payment, History). */
  readonly actions?: (loan: GroupLoan) => ReactNode;
  readonly emptyText?: ReactNode;
}

/** Loans with their repayment progress (capped at 100 %) and an Overdue tag for active loans past due. */
export function LoansTable({
  loans,
  loading,
  today,
  showGroup = false,
  actions,
  emptyText,
}: LoansTableProps) {
  const columns: TableColumnsType<GroupLoan> = [
    {
      title: 'Borrower',
      key: 'borrower',
      render: (_: unknown, loan: GroupLoan) => (
        <Flex vertical>
          <Typography.Text strong>{loan.borrowerName ?? `Member ${loan.borrowerId}`}</Typography.Text>
          {showGroup && (
            <Typography.Text type="secondary">{loan.groupName ?? `Group ${loan.groupId}`}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: number) => formatWireMoney(amount),
      sorter: (a, b) => Number(a.amount) - Number(b.amount),
    },
    {
      title: 'Service Charge %',
      dataIndex: 'interestRate',
      key: 'interestRate',
      align: 'right',
      render: (rate: number) => `${rate}%`,
    },
    {
      title: 'Term',
      dataIndex: 'termMonths',
      key: 'termMonths',
      render: (months: number) => `${months} month${months === 1 ? '' : 's'}`,
    },
    {
      title: 'Total',
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      align: 'right',
      render: (amount: number) => formatWireMoney(amount),
    },
    {
      title: 'Repaid',
      key: 'progress',
      render: (_: unknown, loan: GroupLoan) => {
        const percent = loanProgress(loan);
        return (
          <Flex vertical style={{ minWidth: 140 }}>
            <Typography.Text>{formatWireMoney(loan.amountPaid)}</Typography.Text>
            <Progress
              percent={percent}
              size="small"
              status={loan.status === 'completed' ? 'success' : 'normal'}
              aria-label={`Repaid ${percent}% of the loan of ${loan.borrowerName ?? `member ${loan.borrowerId}`}`}
            />
          </Flex>
        );
      },
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, loan: GroupLoan) => <LoanStatusTag status={loanDisplayStatusOf(loan, today)} />,
    },
    {
      title: 'Loan Date',
      dataIndex: 'loanDate',
      key: 'loanDate',
      render: (date: string) => formatDate(date),
      sorter: (a, b) => a.loanDate.localeCompare(b.loanDate),
    },
    { title: 'Due Date', dataIndex: 'dueDate', key: 'dueDate', render: (date: string) => formatDate(date) },
    {
      title: 'Purpose',
      dataIndex: 'purpose',
      key: 'purpose',
      render: (purpose: string | null) => purpose || '-',
    },
    ...(actions
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, loan: GroupLoan) => <Flex gap={8}>{actions(loan)}</Flex>,
          },
        ]
      : []),
  ];
  return (
    <Table<GroupLoan>
      rowKey="id"
      columns={columns}
      dataSource={[...loans]}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? 'Loading loans...' : (emptyText ?? 'No loans found') }}
    />
  );
}
