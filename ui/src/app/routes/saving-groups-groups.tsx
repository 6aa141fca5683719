import { PlusOutlined } from '@ant-design/icons';
import { GROUP_STATUSES, type GroupStatus } from '@pm/domain/saving-groups/shared';
import { Button, Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FilterBar } from '@/components/filter-bar';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { HistoryButton } from '@/features/history/components/history-button';
import { GroupCards } from '@/features/saving-groups/components/group-cards';
import { filterGroups } from '@/features/saving-groups/components/group-format';
import { LoanRulesButton } from '@/features/saving-groups/components/loan-rules-dialog';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { t, tKey } from '@/i18n';
import { useMinistryPage } from '../saving-groups-scope';

/** The status filter's choices (the statuses themselves stay English for the server). */
const STATUS_LABELS: Readonly<Record<GroupStatus, string>> = {
  Active: tKey('Active'),
  Inactive: tKey('Inactive'),
  Suspended: tKey('Suspended'),
};

/**
 * /saving-groups/groups (spec: screens "Groups Management"): search, status filter, one card per group with its
 * status dropdown, Manage Members and Collections links and its history, and Create Group.
 */
export default function GroupsManagementPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { canManage, groups, loading, error } = useMinistryPage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<GroupStatus | null>(null);
  const shown = useMemo(() => filterGroups(groups, { search, status }), [groups, search, status]);

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Groups Management')}
        subtitle={t('Every saving group, its status, meetings and leaders')}
        actions={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate('/saving-groups/create')}
            >
              {t('Create Group')}
            </Button>
          )
        }
      />
      <FilterBar label={t('Filter groups')}>
        <SearchInput
          label={t('Search groups')}
          placeholder={t('Search groups by name or description')}
          value={search}
          onChange={setSearch}
        />
        <SelectFilter
          label={t('Status')}
          allLabel={t('All statuses')}
          value={status}
          options={GROUP_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
          onChange={setStatus}
        />
      </FilterBar>
      <LoadError what={t('groups')} error={error} />
      <GroupCards
        groups={shown}
        loading={loading}
        canManage={canManage}
        emptyText={groups.length === 0 ? t('No saving groups yet') : t('No groups match the filters')}
        actions={(group) => (
          <>
            <Link
              to={`/group-member-management?groupId=${group.id}`}
              aria-label={t('Manage Members of {{group}}', { group: group.name })}
            >
              {t('Manage Members')}
            </Link>
            <Link
              to={`/collections?groupId=${group.id}`}
              aria-label={t('Collections of {{group}}', { group: group.name })}
            >
              {t('Collections')}
            </Link>
            <LoanRulesButton group={group} canManage={canManage} />
            <HistoryButton
              variant="link"
              stream={`group-${group.id}`}
              title={t('History of {{name}}', { name: group.name })}
              resolve={ministryNames({ groups })}
            />
          </>
        )}
      />
    </Flex>
  );
}
