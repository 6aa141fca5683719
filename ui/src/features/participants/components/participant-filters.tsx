import { AGE_GROUPS, type AgeGroup } from '@pm/domain/shared/dates';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { t } from '@/i18n';

/** The participants' filters (spec: screens): name or participant ID, and the age group. */
export function ParticipantFilters({
  search,
  ageGroup,
  onSearch,
  onAgeGroup,
}: {
  readonly search: string;
  readonly ageGroup: AgeGroup | null;
  readonly onSearch: (search: string) => void;
  readonly onAgeGroup: (ageGroup: AgeGroup | null) => void;
}) {
  return (
    <FilterBar label={t('Filter participants')}>
      <SearchInput
        label={t('Search participants')}
        placeholder={t('Search by name or participant ID')}
        value={search}
        onChange={onSearch}
      />
      <SelectFilter
        label={t('Age group')}
        allLabel={t('All age groups')}
        value={ageGroup}
        options={AGE_GROUPS.map((group) => ({ value: group, label: t('{{group}} years', { group }) }))}
        onChange={onAgeGroup}
        minWidth={180}
      />
    </FilterBar>
  );
}
