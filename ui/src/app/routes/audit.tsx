import { scopeOf } from '@pm/domain/access/policy';
import { Button, Card, Empty, Flex, Result, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { formatInstant, periodText } from '@/features/audit/components/audit-format';
import { LogChain } from '@/features/audit/components/log-chain';
import { PrintStyle } from '@/features/audit/components/print-view';
import { ReplayChecks } from '@/features/audit/components/replay-checks';
import { t } from '@/i18n';
import { dashboardPathOf, mayOpen } from '../navigation';
import { useSignedInUser } from '../use-signed-in-user';
import { AuditBooksCard } from './audit/audit-books-card';
import { AuditGroupSelect } from './audit/audit-group-select';
import { AuditHeader } from './audit/audit-header';
import { AuditLedgerCard } from './audit/audit-ledger-card';
import { useAuditBooks } from './audit/use-audit-books';

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
  const audit = useAuditBooks();
  const { params, update, scope, entries, groupName, title } = audit;
  const { groupId, from, to } = params;

  return (
    <Flex vertical gap={token.marginLG} data-audit-print>
      <PrintStyle />
      <AuditHeader
        chosen={groupId !== null}
        loading={entries.isLoading}
        entries={audit.rows.length}
        exporting={audit.exporting}
        onExport={audit.exportEntries}
        onPrint={audit.print}
      />
      {readsChecks && <ReplayChecks />}
      {readsChecks && <LogChain />}
      <AuditGroupSelect
        groups={scope.groups}
        loading={scope.loading}
        value={groupId}
        onChange={(id) => update({ groupId: id })}
      />
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
          <AuditBooksCard audit={audit} />
          <AuditLedgerCard audit={audit} groupId={groupId} />
        </>
      )}
    </Flex>
  );
}
