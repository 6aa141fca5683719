import type { StatementPayment } from '@pm/domain/contributions/mobile-money/reconcile';
import { Alert, Descriptions, Flex, Table, type TableColumnsType, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { formatCents } from '@/lib/money';
import { REFUSED_MESSAGE, reconciliationCounts, type StatementCheck, skipReason } from './reconciliation';

type Checked = Extract<StatementCheck, { refused: false }>;
type Differing = Checked['result']['amountsDiffer'][number];
type Missing = Checked['result']['notInStatement'][number];
type Skipped = Checked['statement']['skipped'][number];

// columns are made on drawing, so their titles follow the language chosen
const receipt = () => ({ title: t('Receipt'), dataIndex: 'receipt', key: 'receipt' }) as const;

const notRecordedColumns = (): TableColumnsType<StatementPayment> => [
  receipt(),
  { title: t('Completed'), dataIndex: 'completedAt', key: 'completedAt' },
  { title: t('Amount'), key: 'amount', align: 'right', render: (_, p) => formatCents(p.amount) },
  { title: t('Reference'), dataIndex: 'reference', key: 'reference' },
  { title: t('Statement line'), dataIndex: 'line', key: 'line', align: 'right' },
];

const notInStatementColumns = (): TableColumnsType<Missing> => [
  receipt(),
  { title: t('Paid on'), dataIndex: 'paidOn', key: 'paidOn' },
  { title: t('Amount'), key: 'amount', align: 'right', render: (_, r) => formatCents(r.amount) },
];

const differColumns = (): TableColumnsType<Differing> => [
  { title: t('Receipt'), key: 'receipt', render: (_, d) => d.statement.receipt },
  { title: t('Completed'), key: 'completedAt', render: (_, d) => d.statement.completedAt },
  {
    title: t('In the statement'),
    key: 'statement',
    align: 'right',
    render: (_, d) => formatCents(d.statement.amount),
  },
  { title: t('Recorded'), key: 'recorded', align: 'right', render: (_, d) => formatCents(d.recorded.amount) },
  { title: t('Reference'), key: 'reference', render: (_, d) => d.statement.reference },
];

const skippedColumns = (): TableColumnsType<Skipped> => [
  { title: t('Statement line'), dataIndex: 'line', key: 'line', align: 'right' },
  { title: t('Why'), key: 'why', render: (_, s) => skipReason(s.why) },
];

/** One list under its heading; the table scrolls sideways on a phone rather than squeeze its columns. */
function DifferenceList<Row extends object>({
  title,
  rows,
  columns,
  rowKey,
}: {
  readonly title: string;
  readonly rows: readonly Row[];
  readonly columns: TableColumnsType<Row>;
  readonly rowKey: (row: Row) => string;
}) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title} ({rows.length})
      </Typography.Title>
      <Table<Row>
        size="small"
        columns={columns}
        dataSource={[...rows]}
        rowKey={rowKey}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: t('None') }}
      />
    </section>
  );
}

/** The comparison's figures and its lists, or the refusal of a file that is not the statement. */
export function ReconciliationResult({ check }: { readonly check: StatementCheck }) {
  const { token } = theme.useToken();
  if (check.refused) return <Alert type="error" showIcon role="alert" title={t(REFUSED_MESSAGE)} />;
  const { statement, result } = check;
  return (
    <Flex vertical gap={token.marginLG} aria-live="polite">
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('Result')}
        items={reconciliationCounts(statement, result).map((c) => ({
          key: c.key,
          label: c.label,
          children: c.value,
        }))}
      />
      <DifferenceList
        title={t('In the statement, not recorded')}
        rows={result.notRecorded}
        columns={notRecordedColumns()}
        rowKey={(p) => p.receipt}
      />
      <DifferenceList
        title={t('Recorded, not in the statement')}
        rows={result.notInStatement}
        columns={notInStatementColumns()}
        rowKey={(r) => r.receipt}
      />
      <DifferenceList
        title={t('Amounts differ')}
        rows={result.amountsDiffer}
        columns={differColumns()}
        rowKey={(d) => d.statement.receipt}
      />
      <DifferenceList
        title={t('Statement lines skipped')}
        rows={statement.skipped}
        columns={skippedColumns()}
        rowKey={(s) => String(s.line)}
      />
    </Flex>
  );
}
