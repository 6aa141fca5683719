import { DollarOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
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

/** The contributions table (spec §2 "Contributions"). */
export function ContributionsTable({
  contributions,
  loading,
  canRecord,
  onRecord,
  onPayments,
}: ContributionsTableProps) {
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
    {
      title: t('Last Payment'),
      dataIndex: 'lastPaymentDate',
      key: 'lastPaymentDate',
      render: (date: string | null) =>
        date ? formatDate(date) : <Typography.Text type="secondary">{t('No payments')}</Typography.Text>,
    },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, c: Contribution) => (
        <Flex gap={8}>
          {canRecord && wireToCents(c.outstandingAmount) > 0 && (
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
          <Button
            size="small"
            icon={<UnorderedListOutlined aria-hidden />}
            aria-label={t('Payments of {{name}}', { name: c.participantName })}
            onClick={() => onPayments(c)}
          >
            {t('Payments')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <DataTable<Contribution>
      rows={contributions}
      columns={columns}
      loading={loading}
      loadingText={t('Loading contributions...')}
      emptyText={t('No contributions found.')}
    />
  );
}
