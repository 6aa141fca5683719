import { DOCUMENT_STATUSES } from '@pm/domain/documents/schemas';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { optionsOf, SelectFilter } from '@/components/select-filter';
import type { DocumentStatus, DocumentType } from '../api/get-documents';
import type { DocumentFilter } from './document-format';

interface DocumentFiltersProps extends DocumentFilter {
  readonly types: readonly DocumentType[];
  readonly onSearch: (search: string) => void;
  readonly onStatus: (status: DocumentStatus | null) => void;
  readonly onType: (typeId: number | null) => void;
}

/** Search by title, and the status and document type filters. */
export function DocumentFilters({
  search,
  status,
  typeId,
  types,
  onSearch,
  onStatus,
  onType,
}: DocumentFiltersProps) {
  return (
    <FilterBar label="Filter documents">
      <SearchInput
        label="Search documents"
        placeholder="Search by title"
        value={search}
        onChange={onSearch}
      />
      <SelectFilter<DocumentStatus>
        label="Filter by status"
        allLabel="All statuses"
        value={status}
        options={optionsOf(DOCUMENT_STATUSES)}
        onChange={onStatus}
      />
      <SelectFilter<string>
        label="Filter by document type"
        allLabel="All types"
        value={typeId === null ? null : String(typeId)}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        onChange={(value) => onType(value === null ? null : Number(value))}
      />
    </FilterBar>
  );
}
