import { Alert, Card, Flex, Table, Tag, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { type AuditCheck, useAuditChecks } from '../api/get-audit-checks';

type Difference = AuditCheck['differences'][number];

/** What a run found, in words: the Tag's text and colour. */
export const checkOutcome = (check: AuditCheck): { text: string; color: string } => {
  if (check.error !== null) return { text: 'Failed', color: 'error' };
  if (check.finishedAt === null) return { text: 'Running or interrupted', color: 'default' };
  if (check.differenceCount === 0) return { text: 'No differences', color: 'success' };
  return {
    text: `${check.differenceCount} difference${check.differenceCount === 1 ? '' : 's'}`,
    color: 'warning',
  };
};

const COLUMNS = [
  {
    title: 'Where',
    key: 'where',
    render: (_: unknown, d: Difference) => `${d.kind === 'group' ? 'Group' : 'Project'} ${d.name}`,
  },
  { title: 'Figure', dataIndex: 'figure', key: 'figure' },
  {
    title: 'Replayed from the log',
    dataIndex: 'replay',
    key: 'replay',
    align: 'right' as const,
    render: (v: number) => formatCurrency(v),
  },
  {
    title: 'Read tables (screens)',
    dataIndex: 'readModel',
    key: 'readModel',
    align: 'right' as const,
    render: (v: number) => formatCurrency(v),
  },
];

/**
 * The daily replay check's latest run (where the SuperAdmin's bell leads): when it ran, what it covered,
 * and each figure where the screens differ from the replayed log. For readers of the whole programme.
 */
export function ReplayChecks() {
  const { token } = theme.useToken();
  const checks = useAuditChecks(true);
  const [latest] = checks.data ?? [];
  const outcome = latest ? checkOutcome(latest) : null;
  return (
    <Card
      data-print-hide
      data-testid="replay-checks"
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit' }}>
          Daily replay check
        </Typography.Title>
      }
      extra={outcome && <Tag color={outcome.color}>{outcome.text}</Tag>}
    >
      <LoadError what="replay checks" error={checks.error} />
      {!checks.isLoading && !latest && (
        <Typography.Text type="secondary">
          No check has run yet: the first runs a few minutes after the read API starts, then daily.
        </Typography.Text>
      )}
      {latest && (
        <Flex vertical gap={token.marginSM}>
          <Typography.Text>
            Started {formatDateTime(latest.startedAt)}
            {latest.finishedAt && `, finished ${formatDateTime(latest.finishedAt)}`}
            {latest.groupsChecked !== null &&
              ` · ${latest.groupsChecked} groups and ${latest.projectsChecked ?? 0} projects replayed and compared with the screens`}
          </Typography.Text>
          {latest.error && <Alert type="error" showIcon title={`The check stopped: ${latest.error}`} />}
          {latest.differences.length > 0 && (
            <>
              {latest.differenceCount > latest.differences.length && (
                <Typography.Text type="secondary">
                  The first {latest.differences.length} of {latest.differenceCount} differences:
                </Typography.Text>
              )}
              <Table<Difference & { key: number }>
                size="small"
                columns={COLUMNS}
                dataSource={latest.differences.map((d, i) => ({ ...d, key: i }))}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
