import type { Actor } from '@pm/domain/access/policy';
import { Button, Card, Flex, Tabs, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { t } from '@/i18n';
import type { EmergencyFund } from '../api/get-emergency-funds';
import type { GroupLoan } from '../api/get-group-loans';
import type { LoanRepayment } from '../api/get-loan-repayments';
import { DisbursementOverview } from './disbursement-overview';
import { LoansTable } from './loans-table';
import { RepaymentsTable } from './repayments-table';

interface DisbursementTabsProps {
  readonly loans: readonly GroupLoan[];
  readonly loansLoading: boolean;
  /** The group's repayments, for the Repayments tab (Reverse where the user may). */
  readonly groupId: number;
  readonly repayments: readonly LoanRepayment[];
  readonly repaymentsLoading: boolean;
  readonly actor: Actor;
  readonly funds: readonly EmergencyFund[];
  readonly today: string;
  /** What the Loans tab shows without loans ('No Loans Issued' and, for a manager, Issue First Loan). */
  readonly noLoans: ReactNode;
  /** Each loan's actions (its history), composed by the page. */
  readonly loanActions: (loan: GroupLoan) => ReactNode;
  /** The Emergency Fund page of the group. */
  readonly emergencyPath: string;
}

/** Loan Disbursements' tabs (spec: screens): Overview, Loans, Repayments (not in the spec), Emergency. */
export function DisbursementTabs({
  loans,
  loansLoading,
  groupId,
  repayments,
  repaymentsLoading,
  actor,
  funds,
  today,
  noLoans,
  loanActions,
  emergencyPath,
}: DisbursementTabsProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Tabs
      defaultActiveKey="overview"
      items={[
        {
          key: 'overview',
          label: t('Overview'),
          children: <DisbursementOverview loans={loans} funds={funds} today={today} />,
        },
        {
          key: 'loans',
          label: t('Loans'),
          children: (
            <LoansTable
              loans={loans}
              loading={loansLoading}
              today={today}
              emptyText={noLoans}
              actions={loanActions}
            />
          ),
        },
        {
          key: 'repayments',
          label: t('Repayments'),
          children: (
            <RepaymentsTable
              groupId={groupId}
              repayments={repayments}
              loading={repaymentsLoading}
              actor={actor}
            />
          ),
        },
        {
          key: 'emergency',
          label: t('Emergency'),
          children: (
            <Card>
              <Flex vertical gap={token.marginSM} align="start">
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {t(
                    'Emergency disbursements are handled in the Emergency Fund module: contributions, requests and their approval.',
                  )}
                </Typography.Paragraph>
                <Button onClick={() => navigate(emergencyPath)}>{t('Go to Emergency Fund')}</Button>
              </Flex>
            </Card>
          ),
        },
      ]}
    />
  );
}
