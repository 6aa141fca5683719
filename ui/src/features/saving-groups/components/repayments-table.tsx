import type { Actor } from '@pm/domain/access/policy';
import { Empty, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { LoanRepayment } from '../api/get-loan-repayments';
import { anyReversible, entryAmountColumn, ReverseEntry } from './reverse-entry';

/** Newest first (the later id on a tie). */
export const sortRepayments = <R extends LoanRepayment>(rows: readonly R[]): R[] =>
  [...rows].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.id - a.id);

/**
 * The repayments of a group's loans, newest first: date, borrower, amount, notes, and Reverse where the
 * user may reverse a repayment. A reversed repayment stays, struck through.
 */
export function RepaymentsTable({
  groupId,
  repayments,
  loading,
  actor,
}: {
  /** The group whose loans these are: its history records the fund taking the repayment back. */
  readonly groupId: number;
  readonly repayments: readonly LoanRepayment[];
  readonly loading: boolean;
  readonly actor?: Actor | null;
}) {
  const rows = sortRepayments(repayments);
  const columns: TableColumnsType<LoanRepayment> = [
    {
      title: t('Date'),
      dataIndex: 'paymentDate',
      key: 'paymentDate',
      render: (date: string) => formatDate(date),
    },
    {
      title: t('Borrower'),
      key: 'borrower',
      render: (_: unknown, row: LoanRepayment) => (
        <Typography.Text strong>{row.borrowerName}</Typography.Text>
      ),
    },
    entryAmountColumn<LoanRepayment>(),
    { title: t('Notes'), dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes || '-' },
    ...(anyReversible(actor, rows)
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, row: LoanRepayment) => (
              <ReverseEntry
                kind="repayment"
                row={row}
                actor={actor}
                summary={{
                  who: row.borrowerName,
                  whoLabel: t('Borrower'),
                  amount: row.amount,
                  date: row.paymentDate,
                }}
                streams={[`loan-${row.loanId}`, `group-${groupId}`]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<LoanRepayment>
      rows={rows}
      columns={columns}
      loading={loading}
      loadingText={t('Loading repayments...')}
      emptyText={<Empty description={t('No repayments recorded')} />}
    />
  );
}
