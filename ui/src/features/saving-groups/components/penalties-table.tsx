import { CheckOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain/access/policy';
import { App, Empty, Flex, type TableColumnsType, Tag } from 'antd';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { type Penalty, usePayPenalty } from '../api/collections';
import { penaltyTypeLabel } from './group-labels';
import { isReversed } from './reversal';
import { anyReversible, entryAmountColumn, ReverseEntry } from './reverse-entry';

const TYPE_COLORS: Record<Penalty['penaltyType'], string> = {
  Lateness: 'gold',
  'Meeting Disturbance': 'volcano',
  'Meeting Absence': 'red',
  Other: 'default',
};

/** Mark paid (a pending penalty, for who may manage) and Reverse (where the user may reverse it). */
function PenaltyActions({
  penalty: p,
  canManage,
  actor,
  onPaid,
}: {
  readonly penalty: Penalty;
  readonly canManage: boolean;
  readonly actor: Actor | null | undefined;
  readonly onPaid: (p: Penalty) => void;
}) {
  return (
    <Flex gap="small" align="center" wrap>
      {canManage && !p.isPaid && !isReversed(p) && (
        <IconAction
          title={t('Mark paid')}
          label={t('Mark the penalty of {{name}} paid', { name: p.memberName })}
          icon={<CheckOutlined aria-hidden />}
          onClick={() => onPaid(p)}
        />
      )}
      <ReverseEntry
        kind="penalty"
        row={p}
        actor={actor}
        summary={{ who: p.memberName, amount: p.amount, date: p.penaltyDate }}
        streams={[`group-${p.groupId}`]}
      />
    </Flex>
  );
}

/**
 * The Penalties tab (spec: screens): member, type badge, amount, reason, date, Paid or Pending; Mark paid, and
 * Reverse where the user may reverse the penalty. A reversed penalty stays, struck through.
 */
export function PenaltiesTable({
  groupId,
  penalties,
  loading,
  canManage,
  actor,
}: {
  readonly groupId: number;
  readonly penalties: readonly Penalty[];
  readonly loading: boolean;
  readonly canManage: boolean;
  /** The signed-in user, for the Reverse action. */
  readonly actor?: Actor | null;
}) {
  const { modal } = App.useApp();
  const pay = usePayPenalty(groupId);
  const confirmPaid = (p: Penalty) =>
    modal.confirm({
      title: t('Mark {{amount}} paid by {{name}}?', {
        amount: formatWireMoney(p.amount),
        name: p.memberName,
      }),
      content: t("The penalty enters the group's loan fund today."),
      okText: t('Mark paid'),
      onOk: () => pay.mutateAsync(p.id),
    });
  const columns: TableColumnsType<Penalty> = [
    { title: t('Member'), dataIndex: 'memberName', key: 'member' },
    {
      title: t('Type'),
      dataIndex: 'penaltyType',
      key: 'type',
      render: (type: Penalty['penaltyType']) => <Tag color={TYPE_COLORS[type]}>{penaltyTypeLabel(type)}</Tag>,
    },
    entryAmountColumn<Penalty>(),
    { title: t('Reason'), dataIndex: 'description', key: 'reason' },
    { title: t('Date'), dataIndex: 'penaltyDate', key: 'date', render: (d: string) => formatDate(d) },
    {
      title: t('Status'),
      key: 'status',
      render: (_: unknown, p: Penalty) =>
        p.isPaid ? <Tag color="green">{t('Paid')}</Tag> : <Tag color="orange">{t('Pending')}</Tag>,
    },
    ...(canManage || anyReversible(actor, penalties)
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, p: Penalty) => (
              <PenaltyActions penalty={p} canManage={canManage} actor={actor} onPaid={confirmPaid} />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<Penalty>
      rows={penalties}
      columns={columns}
      loading={loading}
      loadingText={t('Loading penalties...')}
      emptyText={<Empty description={t('No penalties')} />}
    />
  );
}
