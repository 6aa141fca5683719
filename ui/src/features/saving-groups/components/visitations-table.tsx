import { Empty, type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
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
    { title: 'Date', dataIndex: 'visitDate', key: 'date', render: (d: string) => formatDate(d) },
    { title: 'Group', dataIndex: 'groupName', key: 'group' },
    {
      title: 'Visitor',
      key: 'visitor',
      render: (_: unknown, v: Visitation) => `${v.visitorName} (${v.visitorRole})`,
    },
    { title: 'Purpose', dataIndex: 'purpose', key: 'purpose', render: long },
    { title: 'Findings', dataIndex: 'findings', key: 'findings', render: long },
    { title: 'Recommendations', dataIndex: 'recommendations', key: 'recommendations', render: long },
    {
      title: 'Follow-up',
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
      loadingText="Loading visits..."
      emptyText={<Empty description="No visits recorded" />}
    />
  );
}
