import { type TableColumnsType, Typography } from 'antd';
import { DataTable, onOneLine } from '@/components/data-table';
import { t } from '@/i18n';
import { formatWireMoney, wireToCents } from '@/lib/money';
import type { MobilePayment } from '../api/get-mobile-payments';
import { projectText } from './mobile-payment-format';
import { type DecisionHandlers, PaymentActions } from './payment-actions';
import { ChildCell, DecisionCell, paidAtText, ReferenceText, StatusCell } from './payment-parts';

/** A row as the table keys it: the receipt is the payment's identity, the table wants a number. */
type Row = MobilePayment & { readonly id: number };
type Column = TableColumnsType<Row>[number];

interface MobilePaymentsTableProps extends DecisionHandlers {
  readonly payments: readonly MobilePayment[];
  readonly loading: boolean;
}

/** Which of the optional columns the rows need: an unmatched list has no child, decision or paid month. */
export const columnsNeeded = (payments: readonly MobilePayment[]) => ({
  child: payments.some((p) => p.participantId !== null || p.status === 'matched' || p.status === 'assigned'),
  decision: payments.some((p) => p.reason !== null || p.decidedBy !== null),
  actions: payments.some((p) => p.mayDecide),
});

const paymentColumns: TableColumnsType<Row> = [
  onOneLine<Row>({
    title: t('Receipt'),
    dataIndex: 'receipt',
    key: 'receipt',
    render: (receipt: string) => <Typography.Text strong>{receipt}</Typography.Text>,
  }),
  {
    title: t('Amount'),
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    render: (amount: number) => formatWireMoney(amount),
    sorter: (a, b) => wireToCents(a.amount) - wireToCents(b.amount),
  },
  {
    title: t('Reference as typed'),
    dataIndex: 'reference',
    key: 'reference',
    render: (reference: string) => <ReferenceText reference={reference} />,
  },
  onOneLine<Row>({
    title: t('Paid at'),
    dataIndex: 'paidAt',
    key: 'paidAt',
    render: (_: unknown, payment) => paidAtText(payment),
    sorter: (a, b) => a.paidAt.localeCompare(b.paidAt),
  }),
  {
    title: t('Project'),
    dataIndex: 'projectCode',
    key: 'project',
    render: (_: unknown, payment) => projectText(payment),
  },
  {
    title: t('Status'),
    dataIndex: 'status',
    key: 'status',
    // wide enough for why it did not match to read on two lines, not one word a line
    render: (_: unknown, payment) => (
      <div style={{ minWidth: 170 }}>
        <StatusCell payment={payment} />
      </div>
    ),
  },
];

const childColumn: Column = {
  title: t('Child'),
  key: 'child',
  render: (_: unknown, payment: Row) => <ChildCell payment={payment} />,
};

const decisionColumn: Column = {
  title: t('Decision'),
  key: 'decision',
  render: (_: unknown, payment: Row) => (
    <div style={{ minWidth: 200 }}>
      <DecisionCell payment={payment} />
    </div>
  ),
};

const actionsColumn = (handlers: DecisionHandlers): Column => ({
  title: t('Actions'),
  key: 'actions',
  render: (_: unknown, payment: Row) => <PaymentActions payment={payment} {...handlers} />,
});

/**
 * The M-Pesa payments as a table (a tablet or a computer; a phone shows them as cards). The child, the
 * decision and the actions have a column only when a row has one, so the unmatched list stays narrow.
 */
export function MobilePaymentsTable({ payments, loading, ...handlers }: MobilePaymentsTableProps) {
  const rows: Row[] = payments.map((payment, index) => ({ ...payment, id: index }));
  const needed = columnsNeeded(payments);
  const columns: TableColumnsType<Row> = [
    ...paymentColumns,
    ...(needed.child ? [childColumn] : []),
    ...(needed.decision ? [decisionColumn] : []),
    ...(needed.actions ? [actionsColumn(handlers)] : []),
  ];
  return (
    <DataTable<Row>
      rows={rows}
      columns={columns}
      loading={loading}
      loadingText={t('Loading M-Pesa payments...')}
      emptyText={t('No M-Pesa payments found.')}
    />
  );
}
