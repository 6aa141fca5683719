import type { TableColumnsType } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, onOneLine, phoneColumns, RowDetails, withNowrapAmounts } from './data-table';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly monthly: number;
  readonly status: string;
  readonly guardian: { readonly name: string };
}

const sharon: Row = {
  id: 6,
  name: 'Sharon Imbayi',
  monthly: 1000,
  status: 'Outstanding',
  guardian: { name: 'Rose Imbayi' },
};

const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);

const columns: TableColumnsType<Row> = [
  {
    title: 'Participant',
    key: 'participant',
    render: (_: unknown, row: Row) => <strong>{row.name}</strong>,
    sorter: byName,
  },
  {
    title: 'Monthly Amount',
    key: 'monthly',
    dataIndex: 'monthly',
    align: 'right',
    render: (amount: number) => `KES ${amount.toFixed(2)}`,
    sorter: (a, b) => a.monthly - b.monthly,
  },
  { title: 'Guardian', key: 'guardian', dataIndex: ['guardian', 'name'] },
  { title: 'Status', key: 'status', dataIndex: 'status', sorter: byName },
  // a render answering a cell object (as a cell spanning others does)
  { title: 'Note', key: 'note', render: () => ({ children: 'spans two', props: { colSpan: 2 } }) },
];

const PHONE = { columns: ['participant', 'status'], name: (row: Row) => row.name };

const view = (expanded: readonly number[] = [], toggle = vi.fn()) =>
  phoneColumns(columns, PHONE, new Set(expanded), (row) => `details-${row.id}`, toggle);

/** What the column draws for Sharon's row, as HTML. */
const cellHtml = (column: TableColumnsType<Row>[number] | undefined): string =>
  renderToStaticMarkup(column?.render?.(undefined, sharon, 0) as ReactNode);

describe('a data table on a phone', () => {
  it('shows the key columns only, in their order and without sorting; the others are the details', () => {
    const { shown, details } = view();
    expect(shown.map((column) => column.key)).toEqual(['participant', 'status']);
    expect(shown.every((column) => !('sorter' in column))).toBe(true);
    expect(details.map((column) => column.key)).toEqual(['monthly', 'guardian', 'note']);
  });

  it("makes the first key column's cell a button naming the row, which shows and hides its details", () => {
    const toggle = vi.fn();
    const closed = cellHtml(view([], toggle).shown[0]);
    expect(closed).toContain('<strong>Sharon Imbayi</strong>');
    expect(closed).toMatch(/<button type="button" class="pm-row-toggle" aria-expanded="false"/);
    expect(closed).toContain('aria-label="Show details for Sharon Imbayi"');
    expect(closed).not.toContain('aria-controls');
    const open = cellHtml(view([6]).shown[0]);
    expect(open).toContain('aria-expanded="true" aria-controls="details-6"');

    const cell = view([], toggle).shown[0]?.render?.(undefined, sharon, 0);
    if (!isValidElement<{ onToggle: () => void }>(cell)) throw new Error('the cell is not an element');
    cell.props.onToggle();
    expect(toggle).toHaveBeenCalledWith(sharon);
    // the other key columns are drawn as they are
    expect(cellHtml(view().shown[1])).toBe('');
  });

  it("lists the other columns as label and value pairs, drawn by the columns' own renders", () => {
    const html = renderToStaticMarkup(
      <RowDetails columns={view().details} row={sharon} index={0} id="details-6" />,
    );
    expect(html).toBe(
      '<dl class="pm-row-details" id="details-6">' +
        '<dt>Monthly Amount</dt><dd>KES 1000.00</dd>' +
        '<dt>Guardian</dt><dd>Rose Imbayi</dd>' +
        '<dt>Note</dt><dd>spans two</dd>' +
        '</dl>',
    );
  });

  it('has no details control where every column is a key one', () => {
    const all = phoneColumns(
      columns,
      { ...PHONE, columns: columns.map((column) => String(column.key)) },
      new Set(),
      () => '',
      vi.fn(),
    );
    expect(all.details).toEqual([]);
    expect(cellHtml(all.shown[0])).toBe('<strong>Sharon Imbayi</strong>');
  });
});

describe('a data table on a wider screen', () => {
  it('shows every column, and no details control', () => {
    const html = renderToStaticMarkup(
      <DataTable
        rows={[sharon]}
        columns={columns.slice(0, 4)}
        loading={false}
        emptyText="None"
        phone={PHONE}
      />,
    );
    for (const title of ['Participant', 'Monthly Amount', 'Guardian', 'Status'])
      expect(html).toContain(title);
    expect(html).toContain('KES 1000.00');
    expect(html).not.toContain('Show details for');
  });

  it('keeps amounts (right-aligned) and the columns marked so on one line', () => {
    const marked = withNowrapAmounts(columns);
    expect(marked.map((column) => column.className)).toEqual([
      undefined,
      'pm-nowrap',
      undefined,
      undefined,
      undefined,
    ]);
    expect(onOneLine({ title: 'Due Date', key: 'due', className: 'due' }).className).toBe('due pm-nowrap');
  });
});
