import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { getQueryOptions } from '@/lib/query';
import { useDisclosure } from '@/lib/use-disclosure';
import type { HierarchyLevel, LevelRow } from '../api/levels';
import { LevelDialog } from './level-dialog';
import { LevelTable } from './level-table';

interface HierarchyLevelSectionProps<Row extends LevelRow> {
  readonly level: HierarchyLevel<Row>;
  /** 'hierarchy.manage': Add, Edit and the status switch. */
  readonly canManage: boolean;
  /** What a new row may go under (a new cluster's active regions). */
  readonly parents?: readonly { readonly id: number; readonly name: string }[];
  readonly history: (row: Row) => ReactNode;
}

/** One level of the hierarchy on the Administration page: its card, table, Add button and dialog. */
export function HierarchyLevelSection<Row extends LevelRow>({
  level,
  canManage,
  parents = [],
  history,
}: HierarchyLevelSectionProps<Row>) {
  const rows = useQuery(getQueryOptions<Row[]>(level.url));
  const dialog = useDisclosure<Row>();
  const headingId = `${level.key}s-heading`;
  return (
    <Card
      title={<span id={headingId}>{t(level.texts.plural)}</span>}
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.open()}>
            {t(level.texts.add)}
          </Button>
        )
      }
    >
      <section aria-labelledby={headingId}>
        <LoadError what={t(level.texts.what)} error={rows.error} />
        <LevelTable
          level={level}
          rows={rows.data ?? []}
          loading={rows.isLoading}
          canManage={canManage}
          onEdit={dialog.open}
          history={history}
        />
      </section>
      {canManage && (
        <LevelDialog
          key={dialog.key}
          level={level}
          {...dialog.props}
          row={dialog.subject}
          parents={parents}
        />
      )}
    </Card>
  );
}
