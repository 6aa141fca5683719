import {
  CalendarOutlined,
  EnvironmentOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { GROUP_STATUSES, type GroupStatus } from '@pm/domain/saving-groups/shared';
import { App, Card, Col, Empty, Flex, Row, Select, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { SavingGroup } from '../api/get-saving-groups';
import { useSetGroupStatus } from '../api/set-group-status';
import {
  groupStatusOf,
  meetingLocationText,
  meetingScheduleText,
  memberCountText,
  needsStatusConfirmation,
} from './group-format';
import { groupStatusLabel } from './group-labels';
import { HealthTag } from './health-tag';
import { GroupStatusTag } from './tags';

function StatusSelect({ group }: { readonly group: SavingGroup }) {
  const { modal } = App.useApp();
  const change = useSetGroupStatus();
  const current = groupStatusOf(group);
  const apply = (status: GroupStatus) => change.mutateAsync({ id: group.id, status }).catch(() => undefined);
  const onChange = (status: GroupStatus) => {
    if (status === current) return;
    if (!needsStatusConfirmation(status)) {
      void apply(status);
      return;
    }
    modal.confirm({
      title:
        status === 'Suspended'
          ? t('Suspend {{name}}?', { name: group.name })
          : t('Inactivate {{name}}?', { name: group.name }),
      content:
        status === 'Suspended'
          ? t(
              'A suspended group is kept with all its records, but shown as suspended until it is made active again.',
            )
          : t(
              'An inactive group is kept with all its records, but shown as inactive until it is made active again.',
            ),
      okText: status === 'Suspended' ? t('Suspend') : t('Inactivate'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      // the toast reports a failure; the confirmation closes either way
      onOk: () => apply(status),
    });
  };
  return (
    <Select<GroupStatus>
      aria-label={t('Status of {{name}}', { name: group.name })}
      size="small"
      value={current}
      loading={change.isPending}
      disabled={change.isPending}
      options={GROUP_STATUSES.map((status) => ({ value: status, label: groupStatusLabel(status) }))}
      onChange={onChange}
      style={{ minWidth: 120 }}
    />
  );
}

function Line({
  icon,
  label,
  children,
}: {
  readonly icon: ReactNode;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <Flex gap={8} align="baseline">
      <span aria-hidden>{icon}</span>
      <Typography.Text type="secondary">{label}:</Typography.Text>
      <Typography.Text>{children}</Typography.Text>
    </Flex>
  );
}

interface GroupCardsProps {
  readonly groups: readonly SavingGroup[];
  readonly loading: boolean;
  /** 'savingGroups.manage': the status dropdown; others see the badge only. */
  readonly canManage: boolean;
  /** The card's links and buttons (Manage Members, Collections, History), composed by the page. */
  readonly actions: (group: SavingGroup) => ReactNode;
  readonly emptyText: string;
}

/** The groups grid (spec: screens "Groups Management"): one card per group, each an article named after it. */
export function GroupCards({ groups, loading, canManage, actions, emptyText }: GroupCardsProps) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active aria-label={t('Loading groups')} />;
  if (groups.length === 0) return <Empty description={emptyText} />;
  return (
    <Row gutter={[16, 16]}>
      {groups.map((group) => (
        <Col key={group.id} xs={24} md={12} xl={8}>
          <Card
            role="article"
            aria-label={group.name}
            data-testid="group-card"
            style={{ height: '100%' }}
            title={
              <Flex vertical gap={2} style={{ whiteSpace: 'normal' }}>
                <Typography.Text strong>{group.name}</Typography.Text>
                {group.groupCode && (
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {group.groupCode}
                  </Typography.Text>
                )}
              </Flex>
            }
            extra={
              canManage ? <StatusSelect group={group} /> : <GroupStatusTag status={groupStatusOf(group)} />
            }
            actions={[
              <Flex key="actions" gap={8} wrap justify="center">
                {actions(group)}
              </Flex>,
            ]}
          >
            <Flex vertical gap={6}>
              <Flex gap={4} wrap align="center">
                {canManage && <GroupStatusTag status={groupStatusOf(group)} />}
                <HealthTag health={group.health} />
                <Typography.Text type="secondary" data-testid="group-cycle">
                  {t('Cycle {{cycle}}', { cycle: group.currentCycle })}
                </Typography.Text>
              </Flex>
              {group.description && (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                  {group.description}
                </Typography.Paragraph>
              )}
              <Line icon={<TeamOutlined />} label={t('Members')}>
                <span data-testid="group-member-count">{memberCountText(group)}</span>
              </Line>
              <Line icon={<CalendarOutlined />} label={t('Meets')}>
                {meetingScheduleText(group)}
              </Line>
              <Line icon={<EnvironmentOutlined />} label={t('Location')}>
                {meetingLocationText(group.meetingLocation)}
              </Line>
              <Line icon={<WalletOutlined />} label={t('Saving per meeting')}>
                {formatWireMoney(group.savingAmount)}
              </Line>
              <Line icon={<UserOutlined />} label={t('President')}>
                {group.presidentName || '-'}
              </Line>
              <Line icon={<UserOutlined />} label={t('Treasurer')}>
                {group.treasurerName || '-'}
              </Line>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
