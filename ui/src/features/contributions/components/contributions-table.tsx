import { DollarOutlined, UnorderedListOutlined } from '@ant-design/icons';
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

/** Record payment (where something is outstanding and the user may) and the row's Payments. */
const actionsColumn = (
  canRecord: boolean,
  onRecord: (contribution: Contribution) => void,
  onPayments: (contribution: Contribution) => void,
): TableColumnsType<Contribution>[number] => ({
  title: t('Actions'),
  key: 'actions',
  render: (_: unknown, c: Contribution) => (
    <Flex gap={8} wrap>
      {canRecordFor(canRecord, c) && (
        <Button
          size="small"
          type="primary"
          icon={<DollarOutlined aria-hidden />}
          aria-label={t('Record payment for {{name}}', { name: c.participantName })}
          onClick={() => onRecord(c)}
        >
          {t('Record payment')}
        </Button>
      )}
      <PaymentsButton c={c} onPayments={onPayments} />
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
 * On a phone the row keeps Record payment, as an icon with the same name (the key action), and its
 * Payments move to the row's details.
 */
const phoneActions = (
  canRecord: boolean,
  onRecord: (contribution: Contribution) => void,
  onPayments: (contribution: Contribution) => void,
): TableColumnsType<Contribution> => [
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
    render: (_: unknown, c: Contribution) => <PaymentsButton c={c} onPayments={onPayments} />,
  },
];

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
}: ContributionsTableProps) {
  const phone = usePhone();
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
    ...(phone
      ? phoneActions(canRecord, onRecord, onPayments)
      : [actionsColumn(canRecord, onRecord, onPayments)]),
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
