import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { scopeOf } from '@pm/domain/access/policy';
import { Button, Card, Empty, Flex, Result, Select, Typography, theme } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { groupEntriesUrl, useGroupEntries, useGroupLedger } from '@/features/audit/api/get-group-ledger';
import {
  type AuditParams,
  auditParamsOf,
  entriesFileName,
  entriesWorkbook,
  firstBusinessDate,
  formatInstant,
  ledgerTitle,
  memberNameOf,
  memberOptions,
  periodText,
  sliderStart,
  withAuditParams,
} from '@/features/audit/components/audit-format';
import { BooksControls } from '@/features/audit/components/books-controls';
import { BooksTables, BooksTotals } from '@/features/audit/components/books-view';
import { LedgerFilters } from '@/features/audit/components/ledger-filters';
import { LedgerTable } from '@/features/audit/components/ledger-table';
import { LogChain } from '@/features/audit/components/log-chain';
import { PrintStyle, usePrintView } from '@/features/audit/components/print-view';
import { ReplayChecks } from '@/features/audit/components/replay-checks';
import { currentLocale, t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { formatGrouped } from '@/lib/grouped-number';
import { saveWorkbook } from '@/lib/workbook-download';
import { dashboardPathOf, mayOpen } from '../navigation';
import { useScopedGroups } from '../saving-groups-scope';
import { usePageExport } from '../shell/page-export';
import { useSignedInUser } from '../use-signed-in-user';

/** The audit view in the address (?groupId=&asOf=&knownAt=&memberId=&from=&to=), and how to change it. */
const useAuditParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => auditParamsOf(search), [search]);
  const update = useCallback(
    (patch: Partial<AuditParams>) =>
      setSearch((current) => withAuditParams(current, patch), { replace: true }),
    [setSearch],
  );
  return [params, update] as const;
};

/** A card's title as a heading (level 3, under the page's), so the sections can be reached by heading. */
function SectionTitle({ children }: { readonly children: string }) {
  return (
    <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit' }}>
      {children}
    </Typography.Title>
  );
}

/**
 * /audit: a group's books as they stood on a day (and as they were known at a moment), replayed
 * from its events, and its ledger (a member's statement when a member is chosen), exported to Excel or
 * printed as PDF. ProjectAdmin and above, each in its own scope.
 */
/**
 * /audit: a group's books and ledger for the audit readers. Opened by its address by anyone else (a
 * facilitator), it says so and leads home, rather than failing to load the books.
 */
export default function AuditPage() {
  const { actor, user } = useSignedInUser();
  const shellUser = { ...actor, role: user.role };
  if (!mayOpen(shellUser, '/audit'))
    return (
      <Result
        status="403"
        title={t('Audit')}
        subTitle={t('The audit is for auditors and administrators: your role does not open it.')}
        extra={
          <Link to={dashboardPathOf(shellUser)}>
            <Button type="primary">{t('Go to your dashboard')}</Button>
          </Link>
        }
      />
    );
  return <AuditBooks />;
}

function AuditBooks() {
  const { token } = theme.useToken();
  const { actor } = useSignedInUser();
  // the daily check covers every group and project: shown to the readers of the whole programme
  const readsChecks = scopeOf(actor).kind === 'all';
  const [params, update] = useAuditParams();
  const { groupId, asOf, knownAt, memberId, from, to } = params;
  const scope = useScopedGroups();
  const group = scope.groups.find((g) => g.id === groupId) ?? null;
  const ledger = useGroupLedger(groupId, { asOf, knownAt });
  const entries = useGroupEntries(groupId, { from, to, memberId });
  const { printing, print } = usePrintView();
  const today = todayIso();
  const rows = entries.data ?? [];
  const books = ledger.data?.members ?? [];
  const groupName =
    group?.name ?? ledger.data?.groupName ?? (groupId ? t('Group {{id}}', { id: groupId }) : '');
  const memberName = memberNameOf(memberId, books, rows);
  const title = ledgerTitle(memberName);
  const onAsOf = useCallback((value: string | null) => update({ asOf: value }), [update]);
  const onKnownAt = useCallback((value: string | null) => update({ knownAt: value }), [update]);

  const exportEntries = () =>
    saveWorkbook(
      entriesFileName({ groupName, memberName }, today),
      entriesWorkbook(rows, { groupName, memberName, from, to, exportedAt: new Date().toISOString() }),
    );
  usePageExport(
    groupId === null ? null : { formats: ['xlsx'], loading: entries.isLoading, onExport: exportEntries },
  );

  return (
    <Flex vertical gap={token.marginLG} data-audit-print>
      <PrintStyle />
      <PageHeader
        title={t('Audit')}
        subtitle={t("A group's books as they stood on a day, and every entry behind them")}
        actions={
          groupId !== null && (
            <span data-print-hide style={{ display: 'contents' }}>
              <Button
                icon={<FileExcelOutlined aria-hidden />}
                onClick={exportEntries}
                disabled={entries.isLoading || rows.length === 0}
              >
                {t('Export Excel')}
              </Button>
              <Button icon={<PrinterOutlined aria-hidden />} onClick={print} disabled={entries.isLoading}>
                {t('Print / PDF')}
              </Button>
            </span>
          )
        }
      />
      {readsChecks && <ReplayChecks />}
      {readsChecks && <LogChain />}
      <Flex align="center" gap={token.marginSM} wrap data-print-hide>
        <Typography.Text strong>{t('Group')}</Typography.Text>
        <Select<number>
          aria-label={t('Group')}
          data-testid="audit-group"
          placeholder={t('Choose a group')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={scope.loading}
          value={groupId ?? undefined}
          onChange={(id) => update({ groupId: id })}
          options={scope.groups.map((g) => ({
            value: g.id,
            label: g.groupCode ? `${g.name} (${g.groupCode})` : g.name,
          }))}
          style={{ minWidth: 280 }}
        />
      </Flex>
      <LoadError what={t('groups')} error={scope.error} />
      {groupId === null ? (
        <Card>
          <Empty description={t('Choose a group to audit')} />
        </Card>
      ) : (
        <>
          <Typography.Paragraph data-print-only style={{ margin: 0 }}>
            {groupName} · {title} · {periodText(from, to)} ·{' '}
            {t('printed {{instant}}', { instant: formatInstant(new Date().toISOString()) })}
          </Typography.Paragraph>
          <Card
            title={<SectionTitle>{t('Books of {{group}}', { group: groupName })}</SectionTitle>}
            data-testid="audit-books"
          >
            <Flex vertical gap={token.margin}>
              <BooksControls
                start={sliderStart(group?.registrationDate ?? firstBusinessDate(rows), today)}
                today={today}
                asOf={asOf}
                knownAt={knownAt}
                onAsOf={onAsOf}
                onKnownAt={onKnownAt}
              />
              <LoadError what={t('books')} error={ledger.error} />
              <BooksTotals ledger={ledger.data} loading={ledger.isLoading} />
              <BooksTables ledger={ledger.data} loading={ledger.isLoading} memberId={memberId} />
            </Flex>
          </Card>
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
        </>
      )}
    </Flex>
  );
}
