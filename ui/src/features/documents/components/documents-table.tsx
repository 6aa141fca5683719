import { type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { t, tKey } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { DocumentRow } from '../api/get-documents';
import { DocumentActions, type DocumentHandlers, StatusCell } from './document-actions';
import { formatFileSize } from './document-format';

export const NO_DOCUMENTS_TEXT = tKey('No documents uploaded yet');
export const NO_MATCH_TEXT = tKey('No documents match the filters');

interface DocumentsTableProps {
  readonly documents: readonly DocumentRow[];
  readonly loading: boolean;
  /** Whether the filters hide rows: the empty table then says no document matches, not that none exist. */
  readonly filtered: boolean;
  readonly handlers: DocumentHandlers;
}

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/**
 * The documents (spec "Document Management"): title, description, file name, size, type, status, who
 * uploaded it and when, and the actions the server allows on each row.
 */
export function DocumentsTable({ documents, loading, filtered, handlers }: DocumentsTableProps) {
  const columns: TableColumnsType<DocumentRow> = [
    {
      title: t('Title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    {
      title: t('Description'),
      dataIndex: 'description',
      key: 'description',
      render: (description: string | null) => description || secondary(t('No description')),
    },
    { title: t('File Name'), dataIndex: 'fileName', key: 'fileName' },
    {
      title: t('Size'),
      dataIndex: 'fileSize',
      key: 'fileSize',
      align: 'right',
      render: (size: number) => formatFileSize(size),
    },
    {
      title: t('Type'),
      dataIndex: 'documentType',
      key: 'documentType',
      render: (type: string | null) => type ?? '-',
    },
    {
      title: t('Status'),
      dataIndex: 'status',
      key: 'status',
      render: (_: unknown, doc: DocumentRow) => <StatusCell doc={doc} />,
    },
    { title: t('Uploaded By'), dataIndex: 'uploadedBy', key: 'uploadedBy' },
    {
      title: t('Upload Date'),
      dataIndex: 'uploadDate',
      key: 'uploadDate',
      render: (date: string) => formatDate(date),
    },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, doc: DocumentRow) => <DocumentActions doc={doc} handlers={handlers} />,
    },
  ];
  return (
    <DataTable<DocumentRow>
      rows={documents}
      columns={columns}
      loading={loading}
      loadingText={t('Loading documents...')}
      emptyText={t(filtered ? NO_MATCH_TEXT : NO_DOCUMENTS_TEXT)}
    />
  );
}
