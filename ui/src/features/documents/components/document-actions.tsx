import {
  AuditOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useReducer } from 'react';
import { NO_OVERLAYS, nextOverlays, tooltipOpen } from '@/components/delete-overlays';
import { IconAction } from '@/components/icon-action';
import { t, tKey } from '@/i18n';
import type { DocumentRow } from '../api/get-documents';
import { type DocumentAction, rowActions, statusColor, statusText } from './document-format';

export const DELETE_CONFIRMATION = tKey('Are you sure you want to delete this document?');

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
  return <Tag color={statusColor(status)}>{statusText(status)}</Tag>;
}

/** The badge and, once reviewed, who reviewed it (the notes are in Details). */
export function StatusCell({ doc }: { readonly doc: DocumentRow }) {
  return (
    <Flex vertical gap={2} align="start">
      <StatusTag status={doc.status} />
      {doc.reviewedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('by {{name}}', { name: doc.reviewedBy })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Delete, after confirming: as the asset register's, the confirmation opens towards the page and the
 * tooltip is hidden while it is open (it lay over the confirmation's Delete button; delete-overlays.ts).
 */
function DeleteAction({ doc, onDelete }: { readonly doc: DocumentRow; readonly onDelete: () => void }) {
  const [overlays, dispatch] = useReducer(nextOverlays, NO_OVERLAYS);
  return (
    <Popconfirm
      open={overlays.confirming}
      onOpenChange={(open) => dispatch({ kind: 'confirm', open })}
      placement="topRight"
      autoAdjustOverflow
      title={t(DELETE_CONFIRMATION)}
      description={doc.title}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      onConfirm={onDelete}
    >
      <Tooltip
        title={t('Delete')}
        open={tooltipOpen(overlays)}
        onOpenChange={(open) => dispatch({ kind: 'hover', open })}
      >
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('Delete {{title}}', { title: doc.title })}
          aria-expanded={overlays.confirming}
        />
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
    title: tKey('Details'),
    label: (title) => t('Details of {{title}}', { title }),
    icon: <ProfileOutlined aria-hidden />,
    handler: 'onDetails',
  },
  download: {
    title: tKey('Download'),
    label: (title) => t('Download {{title}}', { title }),
    icon: <DownloadOutlined aria-hidden />,
    handler: 'onDownload',
  },
  review: {
    title: tKey('Review'),
    label: (title) => t('Review {{title}}', { title }),
    icon: <AuditOutlined aria-hidden />,
    handler: 'onReview',
  },
  edit: {
    title: tKey('Edit'),
    label: (title) => t('Edit {{title}}', { title }),
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
            title={t(title)}
            label={label(doc.title)}
            icon={icon}
            onClick={() => handlers[handler](doc)}
          />
        );
      })}
    </Flex>
  );
}
