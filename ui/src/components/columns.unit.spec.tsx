import { describe, expect, it } from 'vitest';
import { actionColumns } from './columns';

interface Row {
  readonly id: number;
}

const cells = {
  view: (row: Row) => `view ${row.id}`,
  more: (row: Row) => `more ${row.id}`,
  all: (row: Row) => `all ${row.id}`,
};

const drawn = (phone: boolean, more: ((row: Row) => string) | null) =>
  actionColumns<Row>(phone, { ...cells, more }).map((column) => ({
    key: column.key,
    title: column.title,
    cell: column.render?.(undefined, { id: 7 }, 0),
  }));

describe('the action columns', () => {
  it('keep every action in one Actions column on a wide screen', () => {
    expect(drawn(false, cells.more)).toEqual([{ key: 'actions', title: 'Actions', cell: 'all 7' }]);
  });

  it('keep View in the row on a phone and the other actions in More actions', () => {
    expect(drawn(true, cells.more)).toEqual([
      { key: 'view', title: 'Actions', cell: 'view 7' },
      { key: 'actions', title: 'More actions', cell: 'more 7' },
    ]);
  });

  it('have no More actions on a phone when the role may take none', () => {
    expect(drawn(true, null)).toEqual([{ key: 'view', title: 'Actions', cell: 'view 7' }]);
  });
});
