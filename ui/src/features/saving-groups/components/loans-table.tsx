import { DollarOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { dateColumn, moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
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
  const columns: TableColumnsType<GroupLoan> = [
    {
      title: t('Borrower'),
      key: 'borrower',
      render: (_: unknown, loan: GroupLoan) => (
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
      ),
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
      render: (_: unknown, loan: GroupLoan) => {
        const percent = loanProgress(loan);
        return (
          <Flex vertical style={{ minWidth: 120 }}>
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
      },
    },
    {
      title: t('Status'),
      key: 'status',
      render: (_: unknown, loan: GroupLoan) => <LoanStatusTag status={loanDisplayStatusOf(loan, today)} />,
    },
    {
      ...dateColumn<GroupLoan>(t('Loan Date'), 'loanDate'),
      sorter: (a, b) => a.loanDate.localeCompare(b.loanDate),
    },
    dateColumn<GroupLoan>(t('Due Date'), 'dueDate'),
    {
      title: t('Purpose'),
      dataIndex: 'purpose',
      key: 'purpose',
      // a long purpose is cut to one line (all of it on hover), so the row stays one line high
      render: (purpose: string | null) => (
        <Typography.Text ellipsis={{ tooltip: purpose }} style={{ maxWidth: 200 }}>
          {purpose || '-'}
        </Typography.Text>
      ),
    },
    ...(actions
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, loan: GroupLoan) => (
              <Flex gap={8}>
                {onRepay && loan.status === 'active' && remainingCents(loan) > 0 && (
                  <Button
                    icon={<DollarOutlined aria-hidden />}
                    aria-label={t('Record payment for {{borrower}}', {
                      borrower: loan.borrowerName ?? t('loan {{id}}', { id: loan.id }),
                    })}
                    onClick={() => onRepay(loan)}
                  >
                    {t('Record Payment')}
                  </Button>
                )}
                {actions(loan)}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<GroupLoan>
      rows={loans}
      columns={columns}
      loading={loading}
      loadingText={t('Loading loans...')}
      emptyText={emptyText ?? t('No loans found')}
    />
  );
}
