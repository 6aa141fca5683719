import { ArrowLeftOutlined, DollarOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, theme } from 'antd';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { HistoryButton } from '@/features/history/components/history-button';
import { useEmergencyFunds } from '@/features/saving-groups/api/get-emergency-funds';
import { useGroupLoans } from '@/features/saving-groups/api/get-group-loans';
import { useLoanRepayments } from '@/features/saving-groups/api/get-loan-repayments';
import { DisbursementTabs } from '@/features/saving-groups/components/disbursement-tabs';
import { DisbursementStats } from '@/features/saving-groups/components/figure-cards';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { IssueLoanDialog } from '@/features/saving-groups/components/issue-loan-dialog';
import {
  loanSubject,
  sortLoans,
  summarizeDisbursements,
} from '@/features/saving-groups/components/loan-format';
import { ministryNames } from '@/features/saving-groups/components/ministry-names';
import { RecordRepaymentDialog } from '@/features/saving-groups/components/record-repayment-dialog';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';

/**
 * /loan-disbursements (spec: screens "Loan Disbursements"): back, a group picker (kept in ?groupId=), and once a
 * group is chosen its five cards, the Overview, Loans and Emergency tabs, Issue Loan and Record Payment.
 */
export default function LoanDisbursementsPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
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
  const issueButton = (label: string) => (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => issuing.open()}>
      {label}
    </Button>
  );
  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        before={
          <Button
            type="link"
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={() => navigate('/saving-groups/loans')}
            style={{ paddingInline: 0 }}
          >
            {t('Back to Loans')}
          </Button>
        }
        title={t('Loan Disbursements')}
        subtitle={t("Issue loans, record repayments and follow a group's loan book")}
        actions={
          chosen &&
          canManage && (
            <>
              <Button icon={<DollarOutlined aria-hidden />} onClick={() => repaying.open()}>
                {t('Record Payment')}
              </Button>
              {issueButton(t('Issue Loan'))}
            </>
          )
        }
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
                {canManage && issueButton(t('Issue First Loan'))}
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
        <>
          <IssueLoanDialog
            key={`issue-${groupId}-${issuing.key}`}
            {...issuing.props}
            groups={group ? [group] : groups}
            groupsLoading={groupsLoading}
            defaultGroupId={groupId}
          />
          <RecordRepaymentDialog
            key={`repay-${groupId}-${repaying.key}`}
            {...repaying.props}
            loans={loanList}
            loansLoading={loans.isLoading}
            defaultLoanId={null}
          />
        </>
      )}
    </Flex>
  );
}
