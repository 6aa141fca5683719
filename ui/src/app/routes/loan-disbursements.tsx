import { Empty, Flex, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { HistoryButton } from '@/features/history/components/history-button';
import { useEmergencyFunds } from '@/features/saving-groups/api/get-emergency-funds';
import { useGroupLoans } from '@/features/saving-groups/api/get-group-loans';
import { useLoanRepayments } from '@/features/saving-groups/api/get-loan-repayments';
import { DisbursementTabs } from '@/features/saving-groups/components/disbursement-tabs';
import { DisbursementStats } from '@/features/saving-groups/components/figure-cards';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import {
  loanSubject,
  sortLoans,
  summarizeDisbursements,
} from '@/features/saving-groups/components/loan-format';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { LoanDisbursementDialogs } from './loan-disbursements/loan-disbursement-dialogs';
import { IssueLoanButton, LoanDisbursementsHeader } from './loan-disbursements/loan-disbursements-header';

/**
 * /loan-disbursements (spec: screens "Loan Disbursements"): back, a group picker (kept in ?groupId=), and once a
 * group is chosen its five cards, the Overview, Loans and Emergency tabs, Issue Loan and Record Payment.
 */
export default function LoanDisbursementsPage() {
  const { token } = theme.useToken();
  const { actor, canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId');
  const chosen = groupId !== null;
  const loans = useGroupLoans(groupId ?? undefined, { enabled: chosen });
  const repayments = useLoanRepayments({ groupId: groupId ?? 0 }, { enabled: chosen });
  const funds = useEmergencyFunds(groupId ?? undefined);
  const issuing = useDisclosure();
  const repaying = useDisclosure();
  const today = todayIso();
  const loanList = sortLoans(loans.data ?? []);
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;
  return (
    <Flex vertical gap={token.marginLG}>
      <LoanDisbursementsHeader
        offersActions={chosen && canManage}
        onRepay={() => repaying.open()}
        onIssue={() => issuing.open()}
      />
      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />
      {!chosen ? (
        <Empty description={t('Choose a saving group to see its loans')} />
      ) : (
        <>
          <DisbursementStats
            summary={summarizeDisbursements(loanList, repayments.data ?? [], today)}
            loading={loans.isLoading || repayments.isLoading}
          />
          <LoadError what={t('loans')} error={loans.error ?? repayments.error} />
          <DisbursementTabs
            loans={loanList}
            loansLoading={loans.isLoading}
            groupId={groupId}
            repayments={repayments.data ?? []}
            repaymentsLoading={repayments.isLoading}
            actor={actor}
            funds={funds.data ?? []}
            today={today}
            noLoans={
              <Empty description={t('No Loans Issued')}>
                {canManage && (
                  <IssueLoanButton label={t('Issue First Loan')} onClick={() => issuing.open()} />
                )}
              </Empty>
            }
            loanActions={(loan) => (
              <HistoryButton
                stream={`loan-${loan.id}`}
                title={t('History of the loan of {{subject}}', { subject: loanSubject(loan) })}
                resolve={ministryNames({ groups, loans: loanList })}
              />
            )}
            emergencyPath={`/emergency-fund?groupId=${groupId}`}
          />
        </>
      )}
      {canManage && chosen && (
        <LoanDisbursementDialogs
          groupId={groupId}
          group={group}
          groups={groups}
          groupsLoading={groupsLoading}
          loans={loanList}
          loansLoading={loans.isLoading}
          issuing={issuing}
          repaying={repaying}
        />
      )}
    </Flex>
  );
}
