import { DollarOutlined, MobileOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { DataTable, onOneLine, type PhoneView, usePhone } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney, wireToCents } from '@/lib/money';
import type { Contribution } from '../api/get-contributions';
import { statusColor, statusLabel } from './contribution-format';

interface ContributionsTableProps {
  readonly contributions: readonly Contribution[];
  readonly loading: boolean;
  /** 'payments.record': the row's Record payment action. */
  readonly canRecord: boolean;
  readonly onRecord: (contribution: Contribution) => void;
  readonly onPayments: (contribution: Contribution) => void;
  /** Ask to pay by M-Pesa (for the users who record payments); absent: not offered. */
  readonly onAskToPay?: (contribution: Contribution) => void;
}

/** The row's actions, each offered when its handler is given. */
interface RowActions {
  readonly canRecord: boolean;
  readonly onRecord: (contribution: Contribution) => void;
  readonly onPayments: (contribution: Contribution) => void;
  readonly onAskToPay?: (contribution: Contribution) => void;
}

const money = (amount: number) => formatWireMoney(amount);
const byCents =
  (key: 'expectedAmount' | 'paidAmount' | 'outstandingAmount') => (a: Contribution, b: Contribution) =>
    wireToCents(a[key]) - wireToCents(b[key]);

export function StatusBadge({ status }: { readonly status: string }) {
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}

/** The participant's name and code; sorted by name. */
const participantColumn = (): TableColumnsType<Contribution>[number] => ({
  title: t('Participant'),
  key: 'participant',
  render: (_: unknown, c: Contribution) => (
    <Flex vertical>
      <Typography.Text strong>{c.participantName}</Typography.Text>
      {c.participantCode && <Typography.Text type="secondary">{c.participantCode}</Typography.Text>}
      {c.participantDeleted && (
        <Typography.Text type="secondary">
          {t('Deleted from the register: arrears cancelled')}
        </Typography.Text>
      )}
    </Flex>
  ),
  sorter: (a, b) => (a.participantName ?? '').localeCompare(b.participantName ?? ''),
});

const canRecordFor = (canRecord: boolean, c: Contribution) =>
  canRecord && wireToCents(c.outstandingAmount) > 0;

/** A request to pay: where a payment may be recorded, for a child still in the register. */
const canAskFor = (actions: RowActions, c: Contribution) =>
  actions.onAskToPay !== undefined && canRecordFor(actions.canRecord, c) && !c.participantDeleted;

/** Ask to pay by M-Pesa: the parent's phone gets M-Pesa's prompt to pay what the month owes. */
function AskToPayButton({ c, onAskToPay }: { readonly c: Contribution; readonly onAskToPay: () => void }) {
  return (
    <Button
      size="small"
      icon={<MobileOutlined aria-hidden />}
      aria-label={t('Ask to pay by M-Pesa for {{name}}', { name: c.participantName })}
      onClick={onAskToPay}
    >
      {t('Ask to pay by M-Pesa')}
    </Button>
  );
}

/** The Ask to pay button where it is offered, else nothing. */
const askToPayCell = (actions: RowActions, c: Contribution) =>
  canAskFor(actions, c) ? <AskToPayButton c={c} onAskToPay={() => actions.onAskToPay?.(c)} /> : null;

/**
 * Record payment (where something is outstanding and the user may), Ask to pay by M-Pesa (the same, for a
 * child still in the register) and the row's Payments.
 */
const actionsColumn = (actions: RowActions): TableColumnsType<Contribution>[number] => ({
  title: t('Actions'),
  key: 'actions',
  render: (_: unknown, c: Contribution) => (
    <Flex gap={8} wrap>
      {canRecordFor(actions.canRecord, c) && (
        <Button
          size="small"
          type="primary"
          icon={<DollarOutlined aria-hidden />}
          aria-label={t('Record payment for {{name}}', { name: c.participantName })}
          onClick={() => actions.onRecord(c)}
        >
          {t('Record payment')}
        </Button>
      )}
      {askToPayCell(actions, c)}
      <PaymentsButton c={c} onPayments={actions.onPayments} />
    </Flex>
  ),
});

function PaymentsButton({
  c,
  onPayments,
}: {
  readonly c: Contribution;
  readonly onPayments: (contribution: Contribution) => void;
}) {
  return (
    <Button
      size="small"
      icon={<UnorderedListOutlined aria-hidden />}
      aria-label={t('Payments of {{name}}', { name: c.participantName })}
      onClick={() => onPayments(c)}
    >
      {t('Payments')}
    </Button>
  );
}

/**
 * On a phone the row keeps Record payment, as an icon with the same name (the key action); Ask to pay by
 * M-Pesa and its Payments move to the row's details.
 */
const phoneActions = (actions: RowActions): TableColumnsType<Contribution> => {
  const { canRecord, onRecord, onPayments } = actions;
  return [
    ...(canRecord
      ? [
          {
            title: t('Actions'),
            key: 'record',
            render: (_: unknown, c: Contribution) =>
              canRecordFor(canRecord, c) && (
                <IconAction
                  title={t('Record payment')}
                  label={t('Record payment for {{name}}', { name: c.participantName })}
                  icon={<DollarOutlined aria-hidden />}
                  onClick={() => onRecord(c)}
                />
              ),
          },
        ]
      : []),
    {
      title: t('Payments'),
      key: 'payments',
      // the row's details list its other columns by name: Ask to pay goes with the Payments, so that a
      // row without it lists the same names
      render: (_: unknown, c: Contribution) => (
        <Flex gap={8} wrap>
          {askToPayCell(actions, c)}
          <PaymentsButton c={c} onPayments={onPayments} />
        </Flex>
      ),
    },
  ];
};

/** A phone shows the participant, what is outstanding, the status and Record payment (docs/behaviour.md). */
const PHONE: PhoneView<Contribution> = {
  columns: ['participant', 'outstandingAmount', 'status', 'record'],
  name: (c) => c.participantName || c.participantCode || String(c.participantId),
};

/** The contributions table (spec: screens "Contributions"). */
export function ContributionsTable({
  contributions,
  loading,
  canRecord,
  onRecord,
  onPayments,
  onAskToPay,
}: ContributionsTableProps) {
  const phone = usePhone();
  const actions: RowActions = { canRecord, onRecord, onPayments, onAskToPay };
  const columns: TableColumnsType<Contribution> = [
    participantColumn(),
    {
      title: t('Monthly Amount'),
      dataIndex: 'expectedAmount',
      key: 'expectedAmount',
      align: 'right',
      render: money,
      sorter: byCents('expectedAmount'),
    },
    {
      title: t('Amount Paid'),
      dataIndex: 'paidAmount',
      key: 'paidAmount',
      align: 'right',
      render: money,
      sorter: byCents('paidAmount'),
    },
    {
      title: t('Outstanding'),
      dataIndex: 'outstandingAmount',
      key: 'outstandingAmount',
      align: 'right',
      render: money,
      sorter: byCents('outstandingAmount'),
    },
    {
      title: t('Status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusBadge status={status} />,
    },
    onOneLine<Contribution>({
      title: t('Last Payment'),
      dataIndex: 'lastPaymentDate',
      key: 'lastPaymentDate',
      render: (date: string | null) =>
        date ? formatDate(date) : <Typography.Text type="secondary">{t('No payments')}</Typography.Text>,
    }),
    ...(phone ? phoneActions(actions) : [actionsColumn(actions)]),
  ];
  return (
    <DataTable<Contribution>
      rows={contributions}
      columns={columns}
      loading={loading}
      loadingText={t('Loading contributions...')}
      emptyText={t('No contributions found.')}
      phone={PHONE}
    />
  );
}
