import type { Role } from '@pm/domain';
import { Descriptions, Drawer, Flex, Table, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { formatDate, formatDateTime } from '@/lib/format';
import { type DocumentAccess, type DocumentRow, useDocumentAccessLog } from '../api/get-documents';
import { StatusTag } from './document-actions';
import { formatFileSize, statusText } from './document-format';

/** Who reads a document's access log: ProjectAdmin and above (the server refuses a facilitator). */
export const readsAccessLog = (role: Role | null): boolean => role !== null && role !== 'ChurchFacilitator';

/** The review as the uploader reads it: who decided, when, and why. */
export const reviewSummary = (
  doc: Pick<DocumentRow, 'status' | 'reviewedBy' | 'reviewDate' | 'reviewNotes'>,
): string => {
  if (!doc.reviewedBy) return t('Not reviewed yet');
  const status = statusText(doc.status);
  return doc.reviewDate
    ? t('{{status}} by {{name}} on {{date}}', {
        status,
        name: doc.reviewedBy,
        date: formatDate(doc.reviewDate),
      })
    : t('{{status}} by {{name}}', { status, name: doc.reviewedBy });
};

function AccessLog({ doc }: { readonly doc: DocumentRow }) {
  const { token } = theme.useToken();
  const log = useDocumentAccessLog(doc.id, true);
  return (
    <section aria-labelledby="document-access-log">
      <Typography.Title level={3} id="document-access-log" style={{ fontSize: token.fontSizeHeading4 }}>
        {t('Access Log')}
      </Typography.Title>
      <LoadError what={t('access log')} error={log.error} />
      <Table<DocumentAccess>
        rowKey="id"
        size="small"
        loading={log.isLoading}
        dataSource={log.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('Nobody has downloaded this document yet') }}
        columns={[
          { title: t('Downloaded By'), dataIndex: 'accessedBy', key: 'by' },
          {
            title: t('Date'),
            dataIndex: 'accessDate',
            key: 'date',
            render: (date: string) => formatDateTime(date),
          },
          {
            title: t('IP Address'),
            dataIndex: 'ipAddress',
            key: 'ip',
            render: (ip: string | null) => ip ?? '-',
          },
        ]}
      />
    </section>
  );
}

interface DocumentDetailsDrawerProps {
  readonly open: boolean;
  readonly doc: DocumentRow | null;
  readonly role: Role | null;
  readonly onClose: () => void;
}

/** Details of a document: every field, its review (notes included), and for managers who downloaded it. */
export function DocumentDetailsDrawer({ open, doc, role, onClose }: DocumentDetailsDrawerProps) {
  const { token } = theme.useToken();
  return (
    <Drawer open={open} onClose={onClose} title={doc?.title ?? t('Document')} size="large" destroyOnHidden>
      {open && doc && (
        <Flex vertical gap={token.marginLG}>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'status', label: t('Status'), children: <StatusTag status={doc.status} /> },
              { key: 'description', label: t('Description'), children: doc.description || '-' },
              { key: 'file', label: t('File Name'), children: doc.fileName },
              { key: 'size', label: t('Size'), children: formatFileSize(doc.fileSize) },
              { key: 'type', label: t('Document Type'), children: doc.documentType ?? '-' },
              { key: 'category', label: t('Category'), children: doc.documentCategory ?? '-' },
              { key: 'by', label: t('Uploaded By'), children: `${doc.uploadedBy} (${doc.uploaderRole})` },
              { key: 'date', label: t('Upload Date'), children: formatDate(doc.uploadDate) },
              { key: 'review', label: t('Review'), children: reviewSummary(doc) },
              {
                key: 'notes',
                label: t('Review Notes'),
                children: doc.reviewNotes ? (
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                    {doc.reviewNotes}
                  </Typography.Paragraph>
                ) : (
                  '-'
                ),
              },
            ]}
          />
          {readsAccessLog(role) && <AccessLog doc={doc} />}
        </Flex>
      )}
    </Drawer>
  );
}
