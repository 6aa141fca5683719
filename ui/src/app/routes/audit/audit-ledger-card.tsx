import { Card, Flex, Typography, theme } from 'antd';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { groupEntriesUrl } from '@/features/audit/api/get-group-ledger';
import { memberOptions, periodText } from '@/features/audit/components/audit-format';
import { LedgerFilters } from '@/features/audit/components/ledger-filters';
import { LedgerTable } from '@/features/audit/components/ledger-table';
import { currentLocale, t } from '@/i18n';
import { formatGrouped } from '@/lib/grouped-number';
import { SectionTitle } from './section-title';
import type { AuditBooks } from './use-audit-books';

/** The group's ledger (a member's statement when a member is chosen) over the period asked. */
export function AuditLedgerCard({
  audit,
  groupId,
}: {
  readonly audit: AuditBooks;
  readonly groupId: number;
}) {
  const { token } = theme.useToken();
  const { params, update, entries, rows, books, title, printing } = audit;
  const { from, to, memberId } = params;
  return (
    <Card title={<SectionTitle>{title}</SectionTitle>} data-testid="audit-ledger">
      <Flex vertical gap={token.margin}>
        <div data-print-hide>
          <LedgerFilters
            from={from}
            to={to}
            memberId={memberId}
            members={memberOptions(books, rows)}
            onChange={update}
          />
        </div>
        <Typography.Text type="secondary">
          {periodText(from, to)} ·{' '}
          {t('{{entries}} entries, in the order they were recorded', {
            entries: formatGrouped(rows.length, currentLocale()),
          })}
        </Typography.Text>
        <LoadError what={t('entries')} error={entries.error} />
        <ListLimitNotice url={groupEntriesUrl(groupId)} shown={rows.length} />
        <LedgerTable entries={rows} loading={entries.isLoading} title={title} printing={printing} />
      </Flex>
    </Card>
  );
}
