import type { Actor } from '@pm/domain/access/policy';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatSignedCents, wireToCents } from '@/lib/money';
import type { GroupSaving } from '../api/get-group-savings';
import { CorrectSaving } from './correct-saving';
import { anyReversible, EntryAmount, entryAmountColumn, ReverseEntry } from './reverse-entry';

const memberOf = (saving: GroupSaving): string =>
  saving.memberName ?? t('Member {{id}}', { id: saving.memberId });

/**
 * The savings rows (spec: screens "Savings Tracking"), newest first as given. A reversed saving stays, struck
 * through; Reverse shows where the user may reverse a saving (`actor` given).
 */
export function SavingsTable({
  savings,
  loading,
  actor,
}: {
  readonly savings: readonly GroupSaving[];
  readonly loading: boolean;
  /** The signed-in user, for the Reverse action; none without. */
  readonly actor?: Actor | null;
}) {
  const columns: TableColumnsType<GroupSaving> = [
    {
      title: t('Date'),
      dataIndex: 'savingDate',
      key: 'savingDate',
      render: (date: string) => formatDate(date),
      sorter: (a, b) => a.savingDate.localeCompare(b.savingDate),
    },
    {
      title: t('Member'),
      key: 'member',
      render: (_: unknown, saving: GroupSaving) => (
        <Typography.Text strong>{memberOf(saving)}</Typography.Text>
      ),
    },
    {
      title: t('Group'),
      dataIndex: 'groupName',
      key: 'groupName',
      render: (name: string | null) => name ?? '-',
    },
    {
      ...entryAmountColumn<GroupSaving>(),
      render: (_: unknown, saving: GroupSaving) =>
        saving.kind === 'adjustment' ? (
          <Flex vertical align="end" gap={2}>
            <span>{formatSignedCents(wireToCents(saving.amount))}</span>
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              {t('Adjustment')}
            </Tag>
          </Flex>
        ) : (
          <EntryAmount amount={saving.amount} reversal={saving.reversal} />
        ),
      sorter: (a, b) => Number(a.amount) - Number(b.amount),
    },
    { title: t('Notes'), dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes || '-' },
    ...(anyReversible(actor, savings)
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            // a closed cycle's saving is corrected by an adjustment in the open cycle; an adjustment stays
            render: (_: unknown, saving: GroupSaving) =>
              saving.kind === 'adjustment' ? null : saving.inClosedCycle ? (
                <CorrectSaving saving={saving} actor={actor} who={memberOf(saving)} />
              ) : (
                <ReverseEntry
                  kind="saving"
                  row={saving}
                  actor={actor}
                  summary={{ who: memberOf(saving), amount: saving.amount, date: saving.savingDate }}
                  streams={[`group-${saving.groupId}`]}
                />
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<GroupSaving>
      rows={savings}
      columns={columns}
      loading={loading}
      loadingText={t('Loading savings...')}
      emptyText={t('No savings recorded')}
    />
  );
}
