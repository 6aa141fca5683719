import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useGroupEntries, useGroupLedger } from '@/features/audit/api/get-group-ledger';
import {
  type AuditParams,
  auditParamsOf,
  entriesFileName,
  entriesWorkbook,
  ledgerTitle,
  memberNameOf,
  withAuditParams,
} from '@/features/audit/components/audit-format';
import { usePrintView } from '@/features/audit/components/print-view';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useWorkbookExport } from '@/lib/workbook-download';
import { useScopedGroups } from '../../saving-groups-scope';
import { usePageExport } from '../../shell/page-export';

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

/**
 * What the audit reads for the group in the address: its books on the day asked, its ledger (a member's
 * statement when a member is chosen), their names and titles, and the Excel export of the entries shown
 * (also offered by the shell's export).
 */
export const useAuditBooks = () => {
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

  const workbook = useWorkbookExport();
  const exportEntries = () =>
    workbook.save(
      entriesFileName({ groupName, memberName }, today),
      entriesWorkbook(rows, { groupName, memberName, from, to, exportedAt: new Date().toISOString() }),
    );
  usePageExport(
    groupId === null
      ? null
      : { formats: ['xlsx'], loading: entries.isLoading || workbook.saving, onExport: exportEntries },
  );
  return {
    params,
    update,
    scope,
    group,
    ledger,
    entries,
    rows,
    books,
    groupName,
    title,
    today,
    printing,
    print,
    onAsOf,
    onKnownAt,
    exportEntries,
    exporting: workbook.saving,
  };
};

export type AuditBooks = ReturnType<typeof useAuditBooks>;
