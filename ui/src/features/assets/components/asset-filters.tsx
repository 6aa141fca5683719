import type { AssetCondition } from '@pm/domain/assets/asset/events';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { t } from '@/i18n';
import { conditionOptions } from './asset-conditions';
import type { AssetFilter } from './asset-rows';

interface AssetFiltersProps extends AssetFilter {
  readonly onSearch: (search: string) => void;
  readonly onCondition: (condition: AssetCondition | null) => void;
}

/** Search (name, asset ID, description) and the condition filter (spec 1 "Assets"). */
export function AssetFilters({ search, condition, onSearch, onCondition }: AssetFiltersProps) {
  return (
    <FilterBar label={t('Filter assets')}>
      <SearchInput
        label={t('Search assets')}
        placeholder={t('Search by name, asset ID or description')}
        value={search}
        onChange={onSearch}
      />
      <SelectFilter<AssetCondition>
        label={t('Condition')}
        allLabel={t('All conditions')}
        value={condition}
        options={conditionOptions()}
        onChange={onCondition}
      />
    </FilterBar>
  );
}
