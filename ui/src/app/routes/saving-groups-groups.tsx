import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { GROUP_STATUSES, type GroupStatus } from '@pm/domain/saving-groups/shared';
import { Button, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchInput } from '../../components/search-input';
import { GroupCards } from '../../features/saving-groups/components/group-cards';
import { filterGroups } from '../../features/saving-groups/components/group-format';
import { HistoryDrawer, type HistorySubject } from '../history-drawer';
import { useScopedGroups } from '../saving-groups-scope';
import { useSignedInUser } from '../use-signed-in-user';

const ALL = 'all';

/**
 * /saving-groups/groups (spec §2 "Groups Management"): search, status filter, one card per group with its
 * status dropdown, Manage Members and Collections links and its history, and Create Group.
 */
export default function GroupsManagementPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const navigate = useNavigate();
  const { groups, loading, error } = useScopedGroups();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<GroupStatus | null>(null);
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const shown = useMemo(() => filterGroups(groups, { search, status }), [groups, search, status]);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Groups Management
          </Typography.Title>
          <Typography.Text type="secondary">
            Every saving group, its status, meetings and leaders
          </Typography.Text>
        </div>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate('/saving-groups/create')}
          >
            Create Group
          </Button>
        )}
      </Flex>

      <Flex gap={12} wrap role="search" aria-label="Filter groups">
        <SearchInput
          label="Search groups"
          placeholder="Search groups by name or description"
          value={search}
          onChange={setSearch}
        />
        <Select
          aria-label="Status"
          value={status ?? ALL}
          onChange={(value: string) => setStatus(value === ALL ? null : (value as GroupStatus))}
          options={[
            { value: ALL, label: 'All statuses' },
            ...GROUP_STATUSES.map((value) => ({ value, label: value })),
          ]}
          style={{ minWidth: 160 }}
        />
      </Flex>

      {error && (
        <Typography.Text type="danger" role="alert">
          Could not load the groups: {error.message}
        </Typography.Text>
      )}

      <GroupCards
        groups={shown}
        loading={loading}
        canManage={canManage}
        emptyText={groups.length === 0 ? 'No saving groups yet' : 'No groups match the filters'}
        actions={(group) => (
          <>
            <Link
              to={`/group-member-management?groupId=${group.id}`}
              aria-label={`Manage Members of ${group.name}`}
            >
              Manage Members
            </Link>
            <Link to={`/collections?groupId=${group.id}`} aria-label={`Collections of ${group.name}`}>
              Collections
            </Link>
            <Button
              type="link"
              size="small"
              icon={<HistoryOutlined aria-hidden />}
              aria-label={`History of ${group.name}`}
              onClick={() => setHistory({ stream: `group-${group.id}`, title: `History of ${group.name}` })}
            >
              History
            </Button>
          </>
        )}
      />

      <HistoryDrawer subject={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
