import { Alert, Card, Flex, Table, Tag, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { type AuditCheck, useAuditChecks } from '../api/get-audit-checks';

type Difference = AuditCheck['differences'][number];

/** What a run found, in words: the Tag's text and colour. */
export const checkOutcome = (check: AuditCheck): { text: string; color: string } => {
  if (check.error !== null) return { text: t('Failed'), color: 'error' };
  if (check.finishedAt === null) return { text: t('Running or interrupted'), color: 'default' };
  if (check.differenceCount === 0) return { text: t('No differences'), color: 'success' };
  return { text: t('{{count}} differences', { count: check.differenceCount }), color: 'warning' };
};

const columns = () => [
  {
    title: t('Where'),
    key: 'where',
    render: (_: unknown, d: Difference) =>
      d.kind === 'group' ? t('Group {{name}}', { name: d.name }) : t('Project {{name}}', { name: d.name }),
  },
  { title: t('Figure'), dataIndex: 'figure', key: 'figure' },
  {
    title: t('Replayed from the log'),
    dataIndex: 'replay',
    key: 'replay',
    align: 'right' as const,
    render: (v: number) => formatWireMoney(v),
  },
  {
    title: t('Read tables (screens)'),
    dataIndex: 'readModel',
    key: 'readModel',
    align: 'right' as const,
    render: (v: number) => formatWireMoney(v),
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
          {t('Daily replay check')}
        </Typography.Title>
      }
      extra={outcome && <Tag color={outcome.color}>{outcome.text}</Tag>}
    >
      <LoadError what={t('replay checks')} error={checks.error} />
      {!checks.isLoading && !latest && (
        <Typography.Text type="secondary">
          {t('No check has run yet: the first runs a few minutes after the read API starts, then daily.')}
        </Typography.Text>
      )}
      {latest && (
        <Flex vertical gap={token.marginSM}>
          <Typography.Text>
            {t('Started {{time}}', { time: formatDateTime(latest.startedAt) })}
            {latest.finishedAt && `, ${t('finished {{time}}', { time: formatDateTime(latest.finishedAt) })}`}
            {latest.groupsChecked !== null &&
              ` · ${t('{{groups}} groups and {{projects}} projects replayed and compared with the screens', {
                groups: latest.groupsChecked,
                projects: latest.projectsChecked ?? 0,
              })}`}
          </Typography.Text>
          {latest.error && (
            <Alert type="error" showIcon title={t('The check stopped: {{error}}', { error: latest.error })} />
          )}
          {latest.differences.length > 0 && (
            <>
              {latest.differenceCount > latest.differences.length && (
                <Typography.Text type="secondary">
                  {t('The first {{shown}} of {{total}} differences:', {
                    shown: latest.differences.length,
                    total: latest.differenceCount,
                  })}
                </Typography.Text>
              )}
              <Table<Difference & { key: number }>
                size="small"
                columns={columns()}
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
