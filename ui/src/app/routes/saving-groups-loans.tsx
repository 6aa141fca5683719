import { Flex, Select, theme } from 'antd';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { HistoryButton } from '@/features/history/components/history-button';
import { type GroupLoan, useGroupLoans } from '@/features/saving-groups/api/get-group-loans';
import { LoanStats } from '@/features/saving-groups/components/figure-cards';
import { GroupFilters } from '@/features/saving-groups/components/group-filters';
import {
  filterLoans,
  LOAN_FILTER_LABELS,
  LOAN_FILTERS,
  type LoanFilter,
  loanSubject,
  sortLoans,
  summarizeLoans,
} from '@/features/saving-groups/components/loan-format';
import { LoansTable } from '@/features/saving-groups/components/loans-table';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { WriteOffLoan } from '@/features/saving-groups/components/write-off-loan-dialog';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useDisclosure } from '@/lib/use-disclosure';
import { useGroupListFilter, useMinistryPage } from '../saving-groups-scope';
import { LoanDialogs } from './saving-groups-loans/loan-dialogs';
import { LoansHeader } from './saving-groups-loans/loans-header';

/**
 * /saving-groups/loans (spec: screens "Loans Management"): search, group and status filters, the four cards of
 * the loans shown, rows with their repayment progress, a working Issue Loan and, per active loan, Record
 * Payment, Write off (past due, ProjectAdmin or above) and its history.
 */
export default function LoansManagementPage() {
  const { token } = theme.useToken();
  const { actor, canManage, groups, loading: groupsLoading, inScope } = useMinistryPage();
  const filter = useGroupListFilter();
  const { search, groupId } = filter;
  const loans = useGroupLoans();
  const [status, setStatus] = useState<LoanFilter>('all');
  const issuing = useDisclosure();
  const repaying = useDisclosure<GroupLoan>();
  const today = todayIso();
  const all = useMemo(() => inScope(loans.data ?? []), [inScope, loans.data]);
  const shown = useMemo(
    () => sortLoans(filterLoans(all, { search, groupId, status }, today)),
    [all, search, groupId, status, today],
  );
  const names = ministryNames({ groups, loans: all });

  return (
    <Flex vertical gap={token.marginLG}>
      <LoansHeader canManage={canManage} onIssue={() => issuing.open()} />
      <LoanStats summary={summarizeLoans(shown)} loading={loans.isLoading} />
      <GroupFilters
        label={t('Filter loans')}
        searchLabel={t('Search loans')}
        placeholder={t('Search by borrower or purpose')}
        {...filter}
        groups={groups}
        groupsLoading={groupsLoading}
      >
        <Select<LoanFilter>
          aria-label={t('Status')}
          value={status}
          onChange={setStatus}
          options={LOAN_FILTERS.map((value) => ({ value, label: t(LOAN_FILTER_LABELS[value]) }))}
          style={{ minWidth: 160 }}
        />
      </GroupFilters>
      <LoadError what={t('loans')} error={loans.error} />
      <LoansTable
        loans={shown}
        loading={loans.isLoading}
        today={today}
        showGroup
        onRepay={canManage ? repaying.open : undefined}
        actions={(loan) => (
          <>
            <WriteOffLoan loan={loan} actor={actor} today={today} />
            <HistoryButton
              stream={`loan-${loan.id}`}
              title={t('History of the loan of {{subject}}', { subject: loanSubject(loan) })}
              resolve={names}
            />
          </>
        )}
      />
      {canManage && (
        <LoanDialogs
          groups={groups}
          groupsLoading={groupsLoading}
          groupId={groupId}
          loans={all}
          loansLoading={loans.isLoading}
          issuing={issuing}
          repaying={repaying}
        />
      )}
    </Flex>
  );
}
