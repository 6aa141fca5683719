import type { TableColumnsType } from 'antd';
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
