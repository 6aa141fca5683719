import { Empty, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { Visitation } from '../api/visitations';

const long = (text: string | null) =>
  text ? (
    <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0, maxWidth: 320 }}>
      {text}
    </Typography.Paragraph>
  ) : (
    '-'
  );

/** Visits to groups, newest first: who came, why, what they found and recommended, and the follow-up. */
export function VisitationsTable({
  visitations,
  loading,
}: {
  readonly visitations: readonly Visitation[];
  readonly loading: boolean;
}) {
  const columns: TableColumnsType<Visitation> = [
    { title: t('Date'), dataIndex: 'visitDate', key: 'date', render: (d: string) => formatDate(d) },
    { title: t('Group'), dataIndex: 'groupName', key: 'group' },
    {
      title: t('Visitor'),
      key: 'visitor',
      render: (_: unknown, v: Visitation) => `${v.visitorName} (${v.visitorRole})`,
    },
    { title: t('Purpose'), dataIndex: 'purpose', key: 'purpose', render: long },
    { title: t('Findings'), dataIndex: 'findings', key: 'findings', render: long },
    { title: t('Recommendations'), dataIndex: 'recommendations', key: 'recommendations', render: long },
    {
      title: t('Follow-up'),
      dataIndex: 'followUpDate',
      key: 'followUp',
      render: (d: string | null) => (d ? formatDate(d) : '-'),
    },
  ];
  return (
    <DataTable<Visitation>
      rows={visitations}
      columns={columns}
      loading={loading}
      loadingText={t('Loading visits...')}
      emptyText={<Empty description={t('No visits recorded')} />}
    />
  );
}
