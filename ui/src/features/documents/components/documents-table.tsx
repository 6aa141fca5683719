import { type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { DocumentRow } from '../api/get-documents';
import { DocumentActions, type DocumentHandlers, StatusCell } from './document-actions';
import { formatFileSize } from './document-format';

export const NO_DOCUMENTS_TEXT = 'No documents uploaded yet';
export const NO_MATCH_TEXT = 'No documents match the filters';

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
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      render: (description: string | null) => description || secondary('No description'),
    },
    { title: 'File Name', dataIndex: 'fileName', key: 'fileName' },
    {
      title: 'Size',
      dataIndex: 'fileSize',
      key: 'fileSize',
      align: 'right',
      render: (size: number) => formatFileSize(size),
    },
    {
      title: 'Type',
      dataIndex: 'documentType',
      key: 'documentType',
      render: (type: string | null) => type ?? '-',
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (_: unknown, doc: DocumentRow) => <StatusCell doc={doc} />,
    },
    { title: 'Uploaded By', dataIndex: 'uploadedBy', key: 'uploadedBy' },
    {
      title: 'Upload Date',
      dataIndex: 'uploadDate',
      key: 'uploadDate',
      render: (date: string) => formatDate(date),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, doc: DocumentRow) => <DocumentActions doc={doc} handlers={handlers} />,
    },
  ];
  return (
    <DataTable<DocumentRow>
      rows={documents}
      columns={columns}
      loading={loading}
      loadingText="Loading documents..."
      emptyText={filtered ? NO_MATCH_TEXT : NO_DOCUMENTS_TEXT}
    />
  );
}
