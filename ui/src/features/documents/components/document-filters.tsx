import { DOCUMENT_STATUSES } from '@pm/domain/documents/schemas';
import { FilterBar } from '@/components/filter-bar';
import { SearchInput } from '@/components/search-input';
import { SelectFilter } from '@/components/select-filter';
import { t } from '@/i18n';
import type { DocumentStatus, DocumentType } from '../api/get-documents';
import { type DocumentFilter, statusText } from './document-format';

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
    <FilterBar label={t('Filter documents')}>
      <SearchInput
        label={t('Search documents')}
        placeholder={t('Search by title')}
        value={search}
        onChange={onSearch}
      />
      <SelectFilter<DocumentStatus>
        label={t('Filter by status')}
        allLabel={t('All statuses')}
        value={status}
        options={DOCUMENT_STATUSES.map((value) => ({ value, label: statusText(value) }))}
        onChange={onStatus}
      />
      <SelectFilter<string>
        label={t('Filter by document type')}
        allLabel={t('All types')}
        value={typeId === null ? null : String(typeId)}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        onChange={(value) => onType(value === null ? null : Number(value))}
      />
    </FilterBar>
  );
}
