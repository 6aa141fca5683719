import { ASSET_CONDITIONS, type AssetCondition } from '@pm/domain/assets/asset/events';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { optionsOf, SelectFilter } from '@/components/select-filter';
import type { AssetFilter } from './asset-rows';

interface AssetFiltersProps extends AssetFilter {
  readonly onSearch: (search: string) => void;
  readonly onCondition: (condition: AssetCondition | null) => void;
}

/** Search (name, asset ID, description) and the condition filter (spec 1 "Assets"). */
export function AssetFilters({ search, condition, onSearch, onCondition }: AssetFiltersProps) {
  return (
    <FilterBar label="Filter assets">
      <SearchInput
        label="Search assets"
        placeholder="Search by name, asset ID or description"
        value={search}
        onChange={onSearch}
      />
      <SelectFilter<AssetCondition>
        label="Condition"
        allLabel="All conditions"
        value={condition}
        options={optionsOf(ASSET_CONDITIONS)}
        onChange={onCondition}
      />
    </FilterBar>
  );
}
