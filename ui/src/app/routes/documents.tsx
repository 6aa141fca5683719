import { Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { useDeleteDocument, useDownloadDocument } from '@/features/documents/api/document-commands';
import {
  DOCUMENTS_URL,
  type DocumentRow,
  type DocumentStatus,
  useDocumentCategories,
  useDocuments,
  useDocumentTypes,
} from '@/features/documents/api/get-documents';
import type { DocumentHandlers } from '@/features/documents/components/document-actions';
import { DocumentFilters } from '@/features/documents/components/document-filters';
import {
  DOCUMENT_CSV_COLUMNS,
  filterDocuments,
  mayUpload,
} from '@/features/documents/components/document-format';
import { DocumentsTable } from '@/features/documents/components/documents-table';
import { t } from '@/i18n';
import { downloadTableCsv } from '@/lib/table-csv';
import { useDisclosure } from '@/lib/use-disclosure';
import { useProjectPage } from '../project-scope';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';
import { DocumentDialogs } from './documents/document-dialogs';
import { DocumentsHeader } from './documents/documents-header';

/**
 * /documents (spec "Document Management"): the documents in scope with search and status and type filters,
 * Upload Document for the roles that upload, Download, Edit and Delete as each row allows, Review for the
 * reviewers, and a Details drawer with the review notes and, for managers, the access log.
 */
export default function DocumentsPage() {
  const { actor, projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const canUpload = mayUpload(actor);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DocumentStatus | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const documents = useDocuments(projectId);
  const types = useDocumentTypes();
  const categories = useDocumentCategories();
  const uploading = useDisclosure();
  const editing = useDisclosure<DocumentRow>();
  const reviewing = useDisclosure<DocumentRow>();
  const details = useDisclosure<DocumentRow>();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();

  const all = documents.data ?? [];
  const shown = useMemo(
    () => filterDocuments(all, { search, status, typeId }),
    [all, search, status, typeId],
  );
  // the drawer follows the list: a review or an edit made meanwhile shows at once
  const detailed = details.subject
    ? (all.find((doc) => doc.id === details.subject?.id) ?? details.subject)
    : null;
  usePageExport({
    formats: ['csv'],
    loading: false,
    onExport: () => downloadTableCsv(`documents${code ? `-${code}` : ''}`, DOCUMENT_CSV_COLUMNS, shown),
  });
  useQuickAddRequest(() => uploading.open(), canUpload);

  const handlers: DocumentHandlers = {
    onDetails: (doc) => details.open(doc),
    onDownload: (doc) => download.mutate(doc),
    onReview: (doc) => reviewing.open(doc),
    onEdit: (doc) => editing.open(doc),
    onDelete: (doc) => remove.mutate(doc.id),
  };

  return (
    <Flex vertical gap={token.marginLG}>
      <DocumentsHeader code={code} canUpload={canUpload} onUpload={() => uploading.open()} />
      <DocumentFilters
        search={search}
        status={status}
        typeId={typeId}
        types={types.data ?? []}
        onSearch={setSearch}
        onStatus={setStatus}
        onType={setTypeId}
      />
      <LoadError what={t('documents')} error={documents.error} />
      <ListLimitNotice url={DOCUMENTS_URL} shown={all.length} />
      <DocumentsTable
        documents={shown}
        loading={documents.isLoading}
        filtered={shown.length < all.length}
        handlers={handlers}
      />
      <DocumentDialogs
        canUpload={canUpload}
        types={types.data ?? []}
        typesLoading={types.isLoading}
        categories={categories.data ?? []}
        uploading={uploading}
        editing={editing}
        reviewing={reviewing}
        details={details}
        detailed={detailed}
        role={actor.role}
      />
    </Flex>
  );
}
