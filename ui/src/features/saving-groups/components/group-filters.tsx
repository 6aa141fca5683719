import type { ReactNode } from 'react';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { t } from '@/i18n';
import type { SavingGroup } from '../api/get-saving-groups';
import { GroupPicker } from './group-picker';

interface GroupFiltersProps {
  /** The search landmark's name, e.g. 'Filter loans'. */
  readonly label: string;
  /** The search box's name and placeholder, e.g. 'Search loans', 'Search by borrower or purpose'. */
  readonly searchLabel: string;
  readonly placeholder: string;
  readonly search: string;
  readonly onSearch: (search: string) => void;
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  /** null: all groups. */
  readonly groupId: number | null;
  readonly onGroup: (groupId: number | null) => void;
  /** Further filters after the group (the loans' status). */
  readonly children?: ReactNode;
}

/** The ministry lists' filters: a search and the group (or all groups), then the page's own. */
export function GroupFilters({
  label,
  searchLabel,
  placeholder,
  search,
  onSearch,
  groups,
  groupsLoading,
  groupId,
  onGroup,
  children,
}: GroupFiltersProps) {
  return (
    <FilterBar label={label}>
      <SearchInput
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onChange={onSearch}
        maxWidth={320}
      />
      <GroupPicker
        groups={groups}
        loading={groupsLoading}
        value={groupId}
        onChange={onGroup}
        allowAll
        label={t('Group')}
      />
      {children}
    </FilterBar>
  );
}
