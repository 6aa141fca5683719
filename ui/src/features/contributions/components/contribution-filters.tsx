import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { optionsOf, SelectFilter } from '@/components/select-filter';
import { CONTRIBUTION_STATUSES, type ContributionStatus } from '../api/get-contributions';

interface ContributionFiltersProps {
  readonly search: string;
  readonly month: Dayjs;
  readonly status: ContributionStatus | null;
  readonly onSearch: (search: string) => void;
  readonly onMonth: (month: Dayjs) => void;
  readonly onStatus: (status: ContributionStatus | null) => void;
}

/** The contributions' filters (spec §2): participant search, the month, and the status. */
export function ContributionFilters({
  search,
  month,
  status,
  onSearch,
  onMonth,
  onStatus,
}: ContributionFiltersProps) {
  return (
    <FilterBar label="Filter contributions">
      <SearchInput
        label="Search participants"
        placeholder="Search participants"
        value={search}
        onChange={onSearch}
        maxWidth={320}
      />
      <DatePicker
        picker="month"
        aria-label="Month"
        value={month}
        allowClear={false}
        format="MMMM YYYY"
        onChange={(value: Dayjs | null) => {
          if (value) onMonth(value.startOf('month'));
        }}
      />
      <SelectFilter
        label="Status"
        allLabel="All statuses"
        value={status}
        options={optionsOf(CONTRIBUTION_STATUSES)}
        onChange={onStatus}
      />
    </FilterBar>
  );
}
