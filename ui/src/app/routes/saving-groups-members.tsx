import { Flex, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { GroupFilters } from '@/features/saving-groups/components/group-filters';
import { MemberCards } from '@/features/saving-groups/components/member-cards';
import { filterMembers } from '@/features/saving-groups/components/member-format';
import { t } from '@/i18n';
import { useGroupListFilter, useMinistryPage } from '../saving-groups-scope';

/** /saving-groups/members (spec: screens "Members Management"): search, one group or all, member cards with remove. */
export default function MembersManagementPage() {
  const { token } = theme.useToken();
  const { canManage, groups, loading: groupsLoading, inScope } = useMinistryPage();
  const filter = useGroupListFilter();
  const { search, groupId } = filter;
  const members = useGroupMembers();
  const all = useMemo(() => inScope(members.data ?? []), [inScope, members.data]);
  const shown = useMemo(() => filterMembers(all, { search, groupId }), [all, search, groupId]);

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Members Management')}
        subtitle={t('The members of every saving group, current and former')}
        actions={
          groupId !== null && (
            <Link to={`/group-member-management?groupId=${groupId}`}>{t("Manage this group's members")}</Link>
          )
        }
      />
      <GroupFilters
        label={t('Filter members')}
        searchLabel={t('Search members')}
        placeholder={t('Search by name or role')}
        {...filter}
        groups={groups}
        groupsLoading={groupsLoading}
      />
      <LoadError what={t('members')} error={members.error} />
      <Typography.Text type="secondary" aria-live="polite">
        {t('{{count}} members', { count: shown.length })}
      </Typography.Text>
      <MemberCards
        members={shown}
        loading={members.isLoading}
        canManage={canManage}
        emptyText={all.length === 0 ? t('No members yet') : t('No members match the filters')}
      />
    </Flex>
  );
}
