import { UserAddOutlined } from '@ant-design/icons';
import { Empty, Flex, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { UploadAndAdd } from '@/components/upload-and-add';
import { HistoryButton } from '@/features/history/components/history-button';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { AddMemberDialog } from '@/features/saving-groups/components/add-member-dialog';
import { BulkMemberUploadDialog } from '@/features/saving-groups/components/bulk-member-upload-dialog';
import { MemberStatCards } from '@/features/saving-groups/components/figure-cards';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { memberStats } from '@/features/saving-groups/components/member-format';
import { MembersTable } from '@/features/saving-groups/components/members-table';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';

/**
 * /group-member-management (spec: screens "Member Management for one group"): the group (kept in ?groupId=), its
 * stats, Add Member, Bulk Upload and the members table with remove.
 */
export default function GroupMemberManagementPage() {
  const { token } = theme.useToken();
  const { canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId');
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const adding = useDisclosure();
  const uploading = useDisclosure();
  const list = members.data ?? [];
  const groupName = group?.name ?? (groupId === null ? '' : t('Group {{id}}', { id: groupId }));

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={group ? t('{{group}} - Members', { group: group.name }) : t('Group Member Management')}
        subtitle={t('Enrol members one by one or from the CSV template')}
        actions={
          groupId !== null && (
            <>
              <HistoryButton
                variant="button"
                stream={`group-${groupId}`}
                title={t('History of {{name}}', { name: groupName })}
                resolve={ministryNames({ groups, members: list })}
              />
              {canManage && (
                <UploadAndAdd
                  addLabel={t('Add Member')}
                  addIcon={<UserAddOutlined aria-hidden />}
                  onUpload={() => uploading.open()}
                  onAdd={() => adding.open()}
                />
              )}
            </>
          )
        }
      />
      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />
      {groupId === null ? (
        <Empty description={t('Choose a saving group to manage its members')} />
      ) : (
        <>
          <MemberStatCards summary={memberStats(list)} loading={members.isLoading} />
          <LoadError what={t('members')} error={members.error} />
          <MembersTable members={list} loading={members.isLoading} canManage={canManage} />
        </>
      )}
      {canManage && groupId !== null && (
        <>
          <AddMemberDialog
            key={`add-${groupId}-${adding.key}`}
            {...adding.props}
            groupId={groupId}
            groupName={groupName}
          />
          <BulkMemberUploadDialog
            key={`upload-${groupId}-${uploading.key}`}
            {...uploading.props}
            groupId={groupId}
            groupName={groupName}
          />
        </>
      )}
    </Flex>
  );
}
