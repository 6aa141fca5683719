import {
  CrownOutlined,
  HistoryOutlined,
  TeamOutlined,
  UploadOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useGroupMembers } from '../../features/saving-groups/api/get-group-members';
import { AddMemberDialog } from '../../features/saving-groups/components/add-member-dialog';
import { BulkMemberUploadDialog } from '../../features/saving-groups/components/bulk-member-upload-dialog';
import { GroupPicker } from '../../features/saving-groups/components/group-picker';
import { memberStats } from '../../features/saving-groups/components/member-format';
import { MembersTable } from '../../features/saving-groups/components/members-table';
import { StatCards } from '../../features/saving-groups/components/stat-cards';
import { HistoryDrawer, type HistorySubject } from '../history-drawer';
import { useScopedGroups } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useSignedInUser } from '../use-signed-in-user';

interface Opening {
  readonly open: boolean;
  readonly opened: number;
}
const CLOSED: Opening = { open: false, opened: 0 };
const opening = (state: Opening): Opening => ({ open: true, opened: state.opened + 1 });
const closing = (state: Opening): Opening => ({ ...state, open: false });

/**
 * /group-member-management (spec §2 "Member Management for one group"): the group (kept in ?groupId=), its
 * stats, Add Member, Bulk Upload and the members table with remove.
 */
export default function GroupMemberManagementPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const { groups, loading: groupsLoading } = useScopedGroups();
  const [groupId, setGroupId] = useIdParam('groupId');
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const [adding, setAdding] = useState<Opening>(CLOSED);
  const [uploading, setUploading] = useState<Opening>(CLOSED);
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const list = members.data ?? [];
  const stats = memberStats(list);
  const groupName = group?.name ?? (groupId === null ? '' : `Group ${groupId}`);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {group ? `${group.name} - Members` : 'Group Member Management'}
          </Typography.Title>
          <Typography.Text type="secondary">
            Enrol members one by one or from the CSV template
          </Typography.Text>
        </div>
        {groupId !== null && (
          <Flex gap={8} wrap>
            <Button
              icon={<HistoryOutlined aria-hidden />}
              onClick={() => setHistory({ stream: `group-${groupId}`, title: `History of ${groupName}` })}
            >
              History
            </Button>
            {canManage && (
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(opening)}>
                Bulk Upload
              </Button>
            )}
            {canManage && (
              <Button
                type="primary"
                icon={<UserAddOutlined aria-hidden />}
                onClick={() => setAdding(opening)}
              >
                Add Member
              </Button>
            )}
          </Flex>
        )}
      </Flex>

      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />

      {groupId === null ? (
        <Empty description="Choose a saving group to manage its members" />
      ) : (
        <>
          <StatCards
            loading={members.isLoading}
            label="Member statistics"
            cards={[
              {
                title: 'Active Members',
                value: String(stats.active),
                icon: <UserOutlined aria-hidden />,
                testId: 'members-active',
              },
              {
                title: 'Leadership',
                value: String(stats.leadership),
                icon: <CrownOutlined aria-hidden />,
                testId: 'members-leadership',
                explanation: 'Active presidents, secretaries and treasurers',
              },
              {
                title: 'Total Members',
                value: String(stats.total),
                icon: <TeamOutlined aria-hidden />,
                testId: 'members-total',
                explanation: 'Everyone enrolled, former members included',
              },
            ]}
          />
          {members.error && (
            <Typography.Text type="danger" role="alert">
              Could not load the members: {members.error.message}
            </Typography.Text>
          )}
          <MembersTable members={list} loading={members.isLoading} canManage={canManage} />
        </>
      )}

      {canManage && groupId !== null && (
        <>
          <AddMemberDialog
            key={`add-${groupId}-${adding.opened}`}
            open={adding.open}
            groupId={groupId}
            groupName={groupName}
            onClose={() => setAdding(closing)}
          />
          <BulkMemberUploadDialog
            key={`upload-${groupId}-${uploading.opened}`}
            open={uploading.open}
            groupId={groupId}
            groupName={groupName}
            onClose={() => setUploading(closing)}
          />
        </>
      )}
      <HistoryDrawer subject={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
