import { EditOutlined } from '@ant-design/icons';
import { Space, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { activeColumn, dateColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { StatusSwitch } from '@/components/status-switch';
import { t } from '@/i18n';
import type { HierarchyLevel, LevelRow } from '../api/levels';
import { useUpdateLevel } from '../api/write-level';

function LevelStatus<Row extends LevelRow>({
  level,
  row,
}: {
  readonly level: HierarchyLevel<Row>;
  readonly row: Row;
}) {
  const update = useUpdateLevel(level);
  return (
    <StatusSwitch
      isActive={row.isActive}
      subject={row.name}
      pending={update.isPending}
      onChange={(isActive) => update.mutate({ id: row.id, isActive })}
      confirmDescription={t(level.deactivateNote)}
    />
  );
}

interface LevelTableProps<Row extends LevelRow> {
  readonly level: HierarchyLevel<Row>;
  readonly rows: readonly Row[];
  readonly loading: boolean;
  readonly canManage: boolean;
  readonly onEdit: (row: Row) => void;
  /** The row's History button, composed by the page. */
  readonly history: (row: Row) => ReactNode;
}

/** The regions or the clusters: name, parent, description, count, status, created, and the actions. */
export function LevelTable<Row extends LevelRow>({
  level,
  rows,
  loading,
  canManage,
  onEdit,
  history,
}: LevelTableProps<Row>) {
  const { parent } = level;
  const columns: TableColumnsType<Row> = [
    {
      title: t('Name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    ...(parent
      ? [
          {
            title: t(parent.label),
            key: 'parent',
            render: (_: unknown, row: Row) => parent.nameOf(row) ?? '-',
          },
        ]
      : []),
    {
      title: t('Description'),
      dataIndex: 'description',
      key: 'description',
      width: 240,
      ellipsis: true,
      render: (value: string | null) => value || '-',
    },
    {
      title: t(level.count.title),
      key: 'count',
      align: 'right',
      render: (_: unknown, row) => level.count.of(row),
    },
    activeColumn<Row>(),
    dateColumn<Row>(t('Created'), 'createdAt'),
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <Space>
          {canManage && (
            <IconAction
              title={t('Edit')}
              label={t('Edit {{name}}', { name: row.name })}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(row)}
            />
          )}
          {history(row)}
          {canManage && <LevelStatus level={level} row={row} />}
        </Space>
      ),
    },
  ];
  return <DataTable<Row> rows={rows} columns={columns} loading={loading} emptyText={t(level.texts.empty)} />;
}
