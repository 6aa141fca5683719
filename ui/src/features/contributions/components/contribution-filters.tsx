import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { t } from '@/i18n';
import { CONTRIBUTION_STATUSES, type ContributionStatus } from '../api/get-contributions';
import { statusLabel } from './contribution-format';

interface ContributionFiltersProps {
  readonly search: string;
  readonly month: Dayjs;
  readonly status: ContributionStatus | null;
  readonly onSearch: (search: string) => void;
  readonly onMonth: (month: Dayjs) => void;
  readonly onStatus: (status: ContributionStatus | null) => void;
}

/** The contributions' filters (spec: screens): participant search, the month, and the status. */
export function ContributionFilters({
  search,
  month,
  status,
  onSearch,
  onMonth,
  onStatus,
}: ContributionFiltersProps) {
  return (
    <FilterBar label={t('Filter contributions')}>
      <SearchInput
        label={t('Search participants')}
        placeholder={t('Search participants')}
        value={search}
        onChange={onSearch}
        maxWidth={320}
      />
      <DatePicker
        picker="month"
        aria-label={t('Month')}
        value={month}
        allowClear={false}
        format="MMMM YYYY"
        onChange={(value: Dayjs | null) => {
          if (value) onMonth(value.startOf('month'));
        }}
      />
      <SelectFilter
        label={t('Status')}
        allLabel={t('All statuses')}
        value={status}
        options={CONTRIBUTION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        onChange={onStatus}
      />
    </FilterBar>
  );
}
