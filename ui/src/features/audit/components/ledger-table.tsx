import type { LedgerEntry } from '@pm/domain/api/audit-queries';
import { Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { entryRef, formatInstant, reversalLinks } from './audit-format';

const kes = (value: number) => formatWireMoney(value);

/** A movement with its sign: '+KES 500.00', '-KES 500.00', '-' when the entry did not move that balance. */
export const effectText = (value: number): string =>
  value === 0 ? '-' : `${value > 0 ? '+' : '-'}${formatWireMoney(Math.abs(value))}`;

function EntryLabel({ entry }: { readonly entry: LedgerEntry }) {
  const links = reversalLinks(entry);
  return (
    <Flex vertical gap={2}>
      <Typography.Text delete={entry.reversedBy !== null}>{entry.label}</Typography.Text>
      {links.length > 0 && (
        <Flex gap={4} wrap data-testid={`entry-${entry.position}-links`}>
          {links.map(({ text, position }) => (
            <Tag key={text} color={entry.reverses === position ? 'orange' : 'red'}>
              <a href={`#entry-${position}`}>{text}</a>
            </Tag>
          ))}
        </Flex>
      )}
      {entry.reason && (
        <Typography.Text type="secondary" data-testid={`entry-${entry.position}-reason`}>
          {t('Reason: {{reason}}', { reason: entry.reason })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A right-aligned amount of the entry: a movement it made, or a balance after it. */
const figure = (
  title: string,
  key: string,
  show: (entry: LedgerEntry) => string,
): TableColumnsType<LedgerEntry>[number] => ({
  title,
  key,
  align: 'right',
  render: (_, entry) => show(entry),
});

const columns = (): TableColumnsType<LedgerEntry> => [
  { title: t('Position'), dataIndex: 'position', render: entryRef },
  { title: t('Recorded at'), dataIndex: 'recordedAt', render: formatInstant },
  { title: t('Business date'), dataIndex: 'businessDate', render: formatDate },
  { title: t('Entry'), key: 'label', render: (_: unknown, entry) => <EntryLabel entry={entry} /> },
  { title: t('Member'), dataIndex: 'memberName', render: (name: string | null) => name ?? '-' },
  { title: t('Amount'), dataIndex: 'amount', align: 'right', render: kes },
  {
    title: t('Effect'),
    children: [
      figure(t('Savings'), 'effect-savings', (e) => effectText(e.effect.savings)),
      figure(t('Loan fund'), 'effect-loan-fund', (e) => effectText(e.effect.loanFund)),
    ],
  },
  {
    title: t('Balances after'),
    children: [
      figure(t('Savings'), 'after-savings', (e) => kes(e.balancesAfter.savings)),
      figure(t('Loan fund'), 'after-loan-fund', (e) => kes(e.balancesAfter.loanFund)),
      figure(t('Loans outstanding'), 'after-loans-outstanding', (e) => kes(e.balancesAfter.loansOutstanding)),
      figure(t('Emergency fund'), 'after-emergency-fund', (e) => kes(e.balancesAfter.emergencyFund)),
    ],
  },
  { title: t('Recorded by'), dataIndex: 'recordedBy', render: (by: string | null) => by ?? '-' },
];

/**
 * The ledger (or a member's statement): every entry in the order it was recorded, with its effect and the
 * balances after it; a reversed entry is struck through and names its reversal, a reversal names what it
 * reverses. `printing` shows every row on one page (the print view).
 */
export function LedgerTable({
  entries,
  loading,
  title,
  printing = false,
}: {
  readonly entries: readonly LedgerEntry[];
  readonly loading: boolean;
  readonly title: string;
  readonly printing?: boolean;
}) {
  return (
    <Table<LedgerEntry>
      aria-label={title}
      data-testid="audit-entries"
      rowKey="position"
      size="small"
      bordered
      columns={columns()}
      dataSource={[...entries]}
      loading={loading}
      pagination={printing ? false : { pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={printing ? undefined : { x: 'max-content' }}
      onRow={(entry) =>
        ({
          id: `entry-${entry.position}`,
          'data-testid': `entry-${entry.position}`,
          'data-reversed': entry.reversedBy !== null ? 'true' : undefined,
        }) as object
      }
      locale={{ emptyText: t('No entries in this period') }}
    />
  );
}
