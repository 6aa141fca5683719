import { hasCapability } from '@pm/domain/access/policy';
import { Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SearchInput } from '../../components/search-input';
import { useGroupMembers } from '../../features/saving-groups/api/get-group-members';
import { GroupPicker } from '../../features/saving-groups/components/group-picker';
import { MemberCards } from '../../features/saving-groups/components/member-cards';
import { filterMembers } from '../../features/saving-groups/components/member-format';
import { useScopedGroups } from '../saving-groups-scope';
import { useSignedInUser } from '../use-signed-in-user';

/** /saving-groups/members (spec §2 "Members Management"): search, one group or all, member cards with remove. */
export default function MembersManagementPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const { groups, loading: groupsLoading, inScope } = useScopedGroups();
  const members = useGroupMembers();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const all = useMemo(() => inScope(members.data ?? []), [inScope, members.data]);
  const shown = useMemo(() => filterMembers(all, { search, groupId }), [all, search, groupId]);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Members Management
          </Typography.Title>
          <Typography.Text type="secondary">
            The members of every saving group, current and former
          </Typography.Text>
        </div>
        {groupId !== null && (
          <Link to={`/group-member-management?groupId=${groupId}`}>Manage this group's members</Link>
        )}
      </Flex>

      <Flex gap={12} wrap role="search" aria-label="Filter members">
        <SearchInput
          label="Search members"
          placeholder="Search by name or role"
          value={search}
          onChange={setSearch}
        />
        <GroupPicker
          groups={groups}
          loading={groupsLoading}
          value={groupId}
          onChange={setGroupId}
          allowAll
          label="Group"
        />
      </Flex>

      {members.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the members: {members.error.message}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" aria-live="polite">
        {`${shown.length} member(s)`}
      </Typography.Text>
      <MemberCards
        members={shown}
        loading={members.isLoading}
        canManage={canManage}
        emptyText={all.length === 0 ? 'No members yet' : 'No members match the filters'}
      />
    </Flex>
  );
}
