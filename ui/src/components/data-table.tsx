import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';

interface DataTableProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: TableColumnsType<Row>;
  readonly loading: boolean;
  /** 'Loading participants...' (spec §2), shown while the rows load. */
  readonly loadingText?: string;
  readonly emptyText: ReactNode;
  readonly size?: TableProps<Row>['size'];
  /** 20 rows a page by default; false shows every row (the short lists). */
  readonly pagination?: false;
}

/**
 * The list tables: 20 rows a page, and columns that do not fit scroll sideways inside the table rather than
 * widening the page or hiding under another column (no column is fixed).
 */
export function DataTable<Row extends { readonly id: number }>({
  rows,
  columns,
  loading,
  loadingText,
  emptyText,
  size,
  pagination,
}: DataTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      size={size}
      columns={columns}
      dataSource={[...rows]}
      loading={loadingText ? { spinning: loading, description: loadingText } : loading}
      pagination={pagination ?? { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading && loadingText ? loadingText : emptyText }}
    />
  );
}
