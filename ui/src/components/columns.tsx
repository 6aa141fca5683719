import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { ActiveTag } from './active-tag';

type Column<Row> = TableColumnsType<Row>[number];

/** The Status column of the admin tables: Active or Inactive. */
export const activeColumn = <Row extends { readonly isActive: boolean }>(): Column<Row> => ({
  title: t('Status'),
  dataIndex: 'isActive',
  key: 'status',
  render: (isActive: boolean) => <ActiveTag isActive={isActive} />,
});

/** A date column ('Jan 05, 2026'); '-' where there is none. */
export const dateColumn = <Row,>(title: string, field: keyof Row & string): Column<Row> => ({
  title,
  dataIndex: field,
  key: field,
  render: (value: string | null) => formatDate(value),
});

/** An amount column in KES, right-aligned. */
export const moneyColumn = <Row,>(title: string, field: keyof Row & string): Column<Row> => ({
  title,
  dataIndex: field,
  key: field,
  align: 'right',
  render: (amount: number) => formatWireMoney(amount),
});

/** What a row's action cells show: View alone, the others alone (a phone), and all of them. */
export interface ActionCells<Row> {
  readonly view: (row: Row) => ReactNode;
  /** The actions besides View, laid out for the row's details; null when the role has none. */
  readonly more: ((row: Row) => ReactNode) | null;
  readonly all: (row: Row) => ReactNode;
}

/**
 * The action columns of a list: one Actions column; on a phone View stays in the row (Actions) and the
 * others go to the row's details (More actions).
 */
export const actionColumns = <Row,>(phone: boolean, cells: ActionCells<Row>): TableColumnsType<Row> => {
  const { more } = cells;
  if (!phone)
    return [{ title: t('Actions'), key: 'actions', render: (_: unknown, row: Row) => cells.all(row) }];
  return [
    { title: t('Actions'), key: 'view', render: (_: unknown, row: Row) => cells.view(row) },
    ...(more
      ? [{ title: t('More actions'), key: 'actions', render: (_: unknown, row: Row) => more(row) }]
      : []),
  ];
};
