import { AGE_GROUPS, type AgeGroup } from '@pm/domain/shared/dates';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';

/** The participants' filters (spec §2): name or participant ID, and the age group. */
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
    <FilterBar label="Filter participants">
      <SearchInput
        label="Search participants"
        placeholder="Search by name or participant ID"
        value={search}
        onChange={onSearch}
      />
      <SelectFilter
        label="Age group"
        allLabel="All age groups"
        value={ageGroup}
        options={AGE_GROUPS.map((group) => ({ value: group, label: `${group} years` }))}
        onChange={onAgeGroup}
        minWidth={180}
      />
    </FilterBar>
  );
}
