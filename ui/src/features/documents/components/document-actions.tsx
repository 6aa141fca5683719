import {
  AuditOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { IconAction } from '@/components/icon-action';
import type { DocumentRow } from '../api/get-documents';
import { type DocumentAction, rowActions, statusColor } from './document-format';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this document?';

/** What the page does for each row action; the table itself sends nothing. */
export interface DocumentHandlers {
  readonly onDetails: (doc: DocumentRow) => void;
  readonly onDownload: (doc: DocumentRow) => void;
  readonly onReview: (doc: DocumentRow) => void;
  readonly onEdit: (doc: DocumentRow) => void;
  readonly onDelete: (doc: DocumentRow) => void;
}

/** The status badge: Pending gold, Under Review blue, Approved green, Rejected red. */
export function StatusTag({ status }: { readonly status: string }) {
  return <Tag color={statusColor(status)}>{status}</Tag>;
}

/** The badge and, once reviewed, who reviewed it (the notes are in Details). */
export function StatusCell({ doc }: { readonly doc: DocumentRow }) {
  return (
    <Flex vertical gap={2} align="start">
      <StatusTag status={doc.status} />
      {doc.reviewedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          by {doc.reviewedBy}
        </Typography.Text>
      )}
    </Flex>
  );
}

function DeleteAction({ doc, onDelete }: { readonly doc: DocumentRow; readonly onDelete: () => void }) {
  return (
    <Popconfirm
      title={DELETE_CONFIRMATION}
      description={doc.title}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onDelete}
    >
      <Tooltip title="Delete">
        <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${doc.title}`} />
      </Tooltip>
    </Popconfirm>
  );
}

type IconActionKind = Exclude<DocumentAction, 'delete'>;

const ICON_ACTIONS: Readonly<
  Record<
    IconActionKind,
    {
      readonly title: string;
      readonly label: (title: string) => string;
      readonly icon: ReactNode;
      readonly handler: keyof DocumentHandlers;
    }
  >
> = {
  details: {
    title: 'Details',
    label: (title) => `Details of ${title}`,
    icon: <ProfileOutlined aria-hidden />,
    handler: 'onDetails',
  },
  download: {
    title: 'Download',
    label: (title) => `Download ${title}`,
    icon: <DownloadOutlined aria-hidden />,
    handler: 'onDownload',
  },
  review: {
    title: 'Review',
    label: (title) => `Review ${title}`,
    icon: <AuditOutlined aria-hidden />,
    handler: 'onReview',
  },
  edit: {
    title: 'Edit',
    label: (title) => `Edit ${title}`,
    icon: <EditOutlined aria-hidden />,
    handler: 'onEdit',
  },
};

/** A row's actions, each named after the document: 'Download Annual report', 'Edit Annual report', … */
export function DocumentActions({
  doc,
  handlers,
}: {
  readonly doc: DocumentRow;
  readonly handlers: DocumentHandlers;
}) {
  return (
    <Flex gap="small">
      {rowActions(doc).map((action) => {
        if (action === 'delete')
          return <DeleteAction key={action} doc={doc} onDelete={() => handlers.onDelete(doc)} />;
        const { title, label, icon, handler } = ICON_ACTIONS[action];
        return (
          <IconAction
            key={action}
            title={title}
            label={label(doc.title)}
            icon={icon}
            onClick={() => handlers[handler](doc)}
          />
        );
      })}
    </Flex>
  );
}
