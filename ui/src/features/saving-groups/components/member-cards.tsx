import { IdcardOutlined, PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { ActiveTag } from '@/components/active-tag';
import { t } from '@/i18n';
import type { GroupMember } from '../api/get-group-members';
import { isActiveMember, isFormerMember, memberDisplayName, memberJoinedText } from './member-format';
import { ResetPinAction } from './members-table';
import { PassbookButton } from './passbook-dialog';
import { RemoveMemberButton } from './remove-member-button';
import { RoleTag } from './tags';

interface MemberCardsProps {
  readonly members: readonly GroupMember[];
  readonly loading: boolean;
  /** 'savingGroups.manage': the remove button, and reset USSD PIN beside the phone. */
  readonly canManage: boolean;
  readonly emptyText: string;
}

/** Members Management cards (spec: screens): name, role, Active/Inactive, group, phone, joined, Former/Active Member. */
export function MemberCards({ members, loading, canManage, emptyText }: MemberCardsProps) {
  if (loading) return <Skeleton active aria-label={t('Loading members')} />;
  if (members.length === 0) return <Empty description={emptyText} />;
  return (
    <Row gutter={[16, 16]}>
      {members.map((member) => {
        const name = memberDisplayName(member);
        const former = isFormerMember(member);
        return (
          <Col key={member.id} xs={24} md={12} xl={8}>
            <Card
              role="article"
              aria-label={name}
              data-testid="member-card"
              style={{ height: '100%' }}
              title={name}
              extra={
                <Flex gap="small">
                  <PassbookButton member={member} />
                  {canManage && !former && <RemoveMemberButton member={member} />}
                </Flex>
              }
            >
              <Flex vertical gap={6}>
                <Flex gap={4} wrap>
                  <RoleTag role={member.role} />
                  <ActiveTag isActive={isActiveMember(member)} />
                </Flex>
                <Typography.Text>
                  <TeamOutlined aria-hidden /> {member.groupName ?? t('Group {{id}}', { id: member.groupId })}
                </Typography.Text>
                <Typography.Text>
                  <IdcardOutlined aria-hidden /> {t('Member #{{number}}', { number: member.memberNumber })}
                </Typography.Text>
                {/* the reset of the phone's USSD PIN beside it: the title keeps its room on a phone */}
                <Flex align="center" gap="small" wrap>
                  <Typography.Text>
                    <PhoneOutlined aria-hidden /> {member.memberPhone || '-'}
                  </Typography.Text>
                  {canManage && !former && <ResetPinAction member={member} />}
                </Flex>
                <Typography.Text type="secondary">
                  {t('Joined {{date}}', { date: memberJoinedText(member) })}
                </Typography.Text>
                <div>
                  {former ? (
                    <Tag color="orange">{t('Former Member')}</Tag>
                  ) : (
                    <Tag color="green">{t('Active Member')}</Tag>
                  )}
                </div>
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
