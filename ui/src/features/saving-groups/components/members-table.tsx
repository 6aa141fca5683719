import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { ResetUssdPinButton } from '@/features/ussd';
import { t } from '@/i18n';
import type { GroupMember } from '../api/get-group-members';
import { isFormerMember, memberDisplayName, memberJoinedText } from './member-format';
import { PassbookButton } from './passbook-dialog';
import { RemoveMemberButton } from './remove-member-button';
import { RoleTag } from './tags';

/** 'Mary Wanjiru (Sister), 0712345678', or '-' where none is known. */
function NextOfKin({ member }: { readonly member: GroupMember }) {
  return member.nextOfKinName ? (
    <span>
      {member.nextOfKinName}
      {member.nextOfKinRelationship ? ` (${member.nextOfKinRelationship})` : ''}
      {member.nextOfKinPhone ? `, ${member.nextOfKinPhone}` : ''}
    </span>
  ) : (
    '-'
  );
}

/** Reset USSD PIN of a current member's phone, for those who manage the group. */
export function ResetPinAction({ member }: { readonly member: GroupMember }) {
  const phone = member.memberPhone?.trim();
  return phone ? <ResetUssdPinButton holder={{ name: memberDisplayName(member), phone }} /> : null;
}

const memberColumns = (canManage: boolean): TableColumnsType<GroupMember> => [
  {
    title: t('Member #'),
    dataIndex: 'memberNumber',
    key: 'memberNumber',
    sorter: (a, b) => a.memberNumber.localeCompare(b.memberNumber),
  },
  {
    title: t('Name'),
    key: 'name',
    render: (_: unknown, member: GroupMember) => (
      <Typography.Text strong>{memberDisplayName(member)}</Typography.Text>
    ),
    sorter: (a, b) => memberDisplayName(a).localeCompare(memberDisplayName(b)),
  },
  { title: t('ID Number'), dataIndex: 'memberIdNumber', key: 'memberIdNumber' },
  { title: t('Phone'), dataIndex: 'memberPhone', key: 'memberPhone' },
  {
    title: t('Next of Kin'),
    key: 'nextOfKin',
    render: (_: unknown, member: GroupMember) => <NextOfKin member={member} />,
  },
  {
    title: t('Role'),
    key: 'role',
    render: (_: unknown, member: GroupMember) => <RoleTag role={member.role} />,
  },
  {
    title: t('Joined'),
    key: 'joinedOn',
    render: (_: unknown, member: GroupMember) => memberJoinedText(member),
  },
  {
    title: t('Status'),
    key: 'status',
    render: (_: unknown, member: GroupMember) =>
      isFormerMember(member) ? (
        <Tag color="orange">{t('Former Member')}</Tag>
      ) : (
        <Tag color="green">{t('Active Member')}</Tag>
      ),
  },
  {
    title: t('Passbook'),
    key: 'passbook',
    render: (_: unknown, member: GroupMember) => <PassbookButton member={member} />,
  },
  ...(canManage
    ? [
        {
          title: t('Actions'),
          key: 'actions',
          render: (_: unknown, member: GroupMember) =>
            isFormerMember(member) ? null : (
              <Flex gap={8}>
                <ResetPinAction member={member} />
                <RemoveMemberButton member={member} />
              </Flex>
            ),
        },
      ]
    : []),
];

/** The one-group member table (spec: screens "Member Management for one group"), with reset PIN and remove. */
export function MembersTable({
  members,
  loading,
  canManage,
}: {
  readonly members: readonly GroupMember[];
  readonly loading: boolean;
  readonly canManage: boolean;
}) {
  return (
    <DataTable<GroupMember>
      rows={members}
      columns={memberColumns(canManage)}
      loading={loading}
      loadingText={t('Loading members...')}
      emptyText={t('No members in this group yet')}
    />
  );
}
