import { DownOutlined } from '@ant-design/icons';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { Fragment, isValidElement, type ReactNode, useId, useState } from 'react';
import { t } from '@/i18n';
import { useMediaQuery } from '@/lib/use-media-query';

/** A phone: narrower than a tablet (the width at which the one-pass meeting turns to cards, too). */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether the screen is a phone's, from the first render on. */
export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);

type Column<Row> = TableColumnsType<Row>[number];

/** What a list shows on a phone: its key columns, and the name that labels each row's details control. */
export interface PhoneView<Row> {
  /**
   * The keys of the columns shown on a phone (the name, the main amount, the status, the action); the
   * first of them names the row and is its details control. Every other column is listed in the row's
   * details, one tap away.
   */
  readonly columns: readonly string[];
  /** The row's name in its control's label: 'Show details for <name>'. */
  readonly name: (row: Row) => string;
}

interface DataTableProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: TableColumnsType<Row>;
  readonly loading: boolean;
  /** 'Loading participants...' (spec: screens), shown while the rows load. */
  readonly loadingText?: string;
  readonly emptyText: ReactNode;
  readonly size?: TableProps<Row>['size'];
  /** 20 rows a page by default; false shows every row (the short lists). */
  readonly pagination?: false;
  /** The key columns a phone shows (without it a phone shows every column, scrolling inside the card). */
  readonly phone?: PhoneView<Row>;
}

/** The column with its values kept on one line (a date) when the table wraps its texts to fit. */
export const onOneLine = <Row,>(column: Column<Row>): Column<Row> => ({
  ...column,
  className: [column.className, 'pm-nowrap'].filter(Boolean).join(' '),
});

/** Amounts (the right-aligned columns) stay on one line when the table wraps its texts. */
export const withNowrapAmounts = <Row,>(columns: TableColumnsType<Row>): TableColumnsType<Row> =>
  columns.map((column) => (column.align === 'right' ? onOneLine(column) : column));

const keyOf = <Row,>(column: Column<Row>): string => String(column.key ?? '');

const titleOf = <Row,>(column: Column<Row>): ReactNode =>
  typeof column.title === 'function' ? column.title({}) : column.title;

/** The value a column shows for a row: what its `render` draws (as in the table), or the raw field. */
export const cellOf = <Row,>(column: Column<Row>, row: Row, index: number): ReactNode => {
  const dataIndex: unknown = 'dataIndex' in column ? column.dataIndex : undefined;
  const path: readonly unknown[] =
    dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = path.length ? row : undefined;
  for (const step of path) value = (value as Record<string, unknown> | null | undefined)?.[String(step)];
  const drawn: unknown = column.render ? column.render(value, row, index) : value;
  // a render may answer { children, props } (a cell spanning others): its children are the value
  if (drawn && typeof drawn === 'object' && !isValidElement(drawn) && 'children' in drawn)
    return (drawn as { children: ReactNode }).children;
  return drawn as ReactNode;
};

/** The columns a phone leaves out of the row, as label and value pairs. */
export function RowDetails<Row>({
  columns,
  row,
  index,
  id,
}: {
  readonly columns: TableColumnsType<Row>;
  readonly row: Row;
  readonly index: number;
  readonly id?: string;
}) {
  return (
    <dl className="pm-row-details" id={id}>
      {columns.map((column) => (
        <Fragment key={keyOf(column)}>
          <dt>{titleOf(column)}</dt>
          <dd>{cellOf(column, row, index) ?? '-'}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * The first key column's cell on a phone: what it shows, with a button over the whole cell (at least 44
 * px each way) that shows or hides the row's details; a chevron beside the content says it opens.
 */
function RowToggle({
  name,
  expanded,
  controls,
  onToggle,
  children,
}: {
  readonly name: string;
  readonly expanded: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}) {
  return (
    <div className="pm-row-head">
      <div className="pm-row-head-content">{children}</div>
      <DownOutlined
        aria-hidden
        className={expanded ? 'pm-row-chevron pm-row-chevron-open' : 'pm-row-chevron'}
      />
      <button
        type="button"
        className="pm-row-toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-label={t('Show details for {{name}}', { name })}
        onClick={onToggle}
      />
    </div>
  );
}

/**
 * A phone's view of the columns: the key ones (in the columns' order, not sortable), the first of them the
 * row's details control, and the others, which the details list.
 */
export const phoneColumns = <Row extends { readonly id: number }>(
  columns: TableColumnsType<Row>,
  phone: PhoneView<Row>,
  expanded: ReadonlySet<number>,
  detailsId: (row: Row) => string,
  toggle: (row: Row) => void,
): { shown: TableColumnsType<Row>; details: TableColumnsType<Row> } => {
  const keys = new Set(phone.columns);
  // no sorting on a phone: a header with its sort arrows is wider than the four key columns can spare
  const shown = columns
    .filter((column) => keys.has(keyOf(column)))
    .map(({ sorter: _sorter, ...column }) => column);
  const details = columns.filter((column) => !keys.has(keyOf(column)));
  if (details.length === 0) return { shown, details };
  return {
    shown: shown.map((column, position) =>
      position === 0
        ? {
            ...column,
            className: [column.className, 'pm-row-head-cell'].filter(Boolean).join(' '),
            render: (_: unknown, row: Row, index: number) => (
              <RowToggle
                name={phone.name(row)}
                expanded={expanded.has(row.id)}
                controls={detailsId(row)}
                onToggle={() => toggle(row)}
              >
                {cellOf(column, row, index)}
              </RowToggle>
            ),
          }
        : column,
    ),
    details,
  };
};

/**
 * The list tables: 20 rows a page. Columns take the width their content needs and wrap their text when
 * the card is narrower (amounts and dates stay on one line); only a table still too wide after that
 * scrolls sideways, inside its card, never widening the page (no column is fixed).
 *
 * On a phone a table given `phone` shows only its key columns; the first of them is a button that shows
 * the row's other columns below it as label and value pairs, drawn by the columns' own renders.
 */
export function DataTable<Row extends { readonly id: number }>({
  rows,
  columns,
  loading,
  loadingText,
  emptyText,
  size,
  pagination,
  phone,
}: DataTableProps<Row>) {
  const onPhone = usePhone();
  const tableId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const detailsId = (row: Row) => `${tableId}-details-${row.id}`;
  const toggle = (row: Row) =>
    setExpanded((before) => {
      const after = new Set(before);
      if (!after.delete(row.id)) after.add(row.id);
      return after;
    });
  const all = withNowrapAmounts(columns);
  const view = onPhone && phone ? phoneColumns(all, phone, expanded, detailsId, toggle) : null;
  return (
    <Table<Row>
      rowKey="id"
      className={view ? 'pm-table-phone' : undefined}
      size={view ? 'small' : size}
      columns={view ? view.shown : all}
      dataSource={[...rows]}
      loading={loadingText ? { spinning: loading, description: loadingText } : loading}
      pagination={pagination ?? { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: true }}
      locale={{ emptyText: loading && loadingText ? loadingText : emptyText }}
      expandable={
        view && view.details.length > 0
          ? {
              showExpandColumn: false,
              expandedRowKeys: [...expanded],
              expandedRowRender: (row, index) => (
                <RowDetails columns={view.details} row={row} index={index} id={detailsId(row)} />
              ),
            }
          : undefined
      }
    />
  );
}
