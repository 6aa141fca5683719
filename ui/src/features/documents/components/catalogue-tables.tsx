import { EditOutlined } from '@ant-design/icons';
import { Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { activeColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { StatusSwitch } from '@/components/status-switch';
import { t, tKey } from '@/i18n';
import type { DocumentCategory, DocumentType } from '../api/get-documents';
import { CATEGORY_DEACTIVATE_NOTE, formatTags, maxSizeText, TYPE_DEACTIVATE_NOTE } from './catalogue-format';

/** What a catalogue table does with a row: open its dialog, or switch it on or off. */
export interface CatalogueHandlers<Row> {
  readonly onEdit: (row: Row) => void;
  readonly onSetActive: (row: Row, isActive: boolean) => void;
  /** The row whose status change is on its way, if any. */
  readonly pendingId: number | null;
}

interface CatalogueTableProps<Row> extends CatalogueHandlers<Row> {
  readonly rows: readonly Row[];
  readonly loading: boolean;
}

export const NO_CATEGORIES_TEXT = tKey('No document categories yet.');
export const NO_TYPES_TEXT = tKey('No document types yet.');

const nameColumn = <Row extends { readonly name: string }>(): TableColumnsType<Row>[number] => ({
  title: t('Name'),
  dataIndex: 'name',
  key: 'name',
  render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
});

/** The Actions cell: Rename or Edit, then the (de)activate switch, each named after the row. */
function RowActions<Row extends { readonly id: number; readonly name: string; readonly isActive: boolean }>({
  row,
  verb,
  note,
  handlers,
}: {
  readonly row: Row;
  readonly verb: 'Rename' | 'Edit';
  readonly note: string;
  readonly handlers: CatalogueHandlers<Row>;
}) {
  return (
    <Space>
      <IconAction
        title={verb === 'Rename' ? t('Rename') : t('Edit')}
        label={
          verb === 'Rename'
            ? t('Rename {{name}}', { name: row.name })
            : t('Edit {{name}}', { name: row.name })
        }
        icon={<EditOutlined aria-hidden />}
        onClick={() => handlers.onEdit(row)}
      />
      <StatusSwitch
        isActive={row.isActive}
        subject={row.name}
        pending={handlers.pendingId === row.id}
        onChange={(isActive) => handlers.onSetActive(row, isActive)}
        confirmDescription={t(note)}
      />
    </Space>
  );
}

/** Categories: name, description, status, and Rename and (de)activate. */
export function CategoriesTable({ rows, loading, ...handlers }: CatalogueTableProps<DocumentCategory>) {
  const columns: TableColumnsType<DocumentCategory> = [
    nameColumn<DocumentCategory>(),
    {
      title: t('Description'),
      dataIndex: 'description',
      key: 'description',
      width: 320,
      ellipsis: true,
      render: (value: string | null) => value || '-',
    },
    activeColumn<DocumentCategory>(),
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <RowActions row={row} verb="Rename" note={CATEGORY_DEACTIVATE_NOTE} handlers={handlers} />
      ),
    },
  ];
  return (
    <DataTable<DocumentCategory>
      rows={rows}
      columns={columns}
      loading={loading}
      pagination={false}
      emptyText={t(NO_CATEGORIES_TEXT)}
    />
  );
}

/** Types: name, category, readable maximum size, formats as tags, status, and Edit and (de)activate. */
export function TypesTable({ rows, loading, ...handlers }: CatalogueTableProps<DocumentType>) {
  const columns: TableColumnsType<DocumentType> = [
    nameColumn<DocumentType>(),
    {
      title: t('Category'),
      dataIndex: 'categoryName',
      key: 'category',
      render: (value: string | null) => value || '-',
    },
    {
      title: t('Max File Size'),
      dataIndex: 'maxFileSize',
      key: 'maxFileSize',
      align: 'right',
      render: (bytes: number) => maxSizeText(bytes),
    },
    {
      title: t('Allowed Formats'),
      dataIndex: 'allowedFormats',
      key: 'allowedFormats',
      render: (formats: readonly string[]) => (
        <Flex wrap gap={4}>
          {formatTags(formats).map((format) => (
            <Tag key={format} style={{ marginInlineEnd: 0 }}>
              {format}
            </Tag>
          ))}
        </Flex>
      ),
    },
    activeColumn<DocumentType>(),
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <RowActions row={row} verb="Edit" note={TYPE_DEACTIVATE_NOTE} handlers={handlers} />
      ),
    },
  ];
  return (
    <DataTable<DocumentType>
      rows={rows}
      columns={columns}
      loading={loading}
      pagination={false}
      emptyText={t(NO_TYPES_TEXT)}
    />
  );
}
