import { Button, Card, Flex, Tabs, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { EmergencyFund } from '../api/get-emergency-funds';
import type { GroupLoan } from '../api/get-group-loans';
import { DisbursementOverview } from './disbursement-overview';
import { LoansTable } from './loans-table';

interface DisbursementTabsProps {
  readonly loans: readonly GroupLoan[];
  readonly loansLoading: boolean;
  readonly funds: readonly EmergencyFund[];
  readonly today: string;
  /** What the Loans tab shows without loans ('No Loans Issued' and, for a manager, Issue First Loan). */
  readonly noLoans: ReactNode;
  /** Each loan's actions (its history), composed by the page. */
  readonly loanActions: (loan: GroupLoan) => ReactNode;
  /** The Emergency Fund page of the group. */
  readonly emergencyPath: string;
}

/** Loan Disbursements' three tabs (spec §2): Overview, Loans, Emergency. */
export function DisbursementTabs({
  loans,
  loansLoading,
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
          label: 'Overview',
          children: <DisbursementOverview loans={loans} funds={funds} today={today} />,
        },
        {
          key: 'loans',
          label: 'Loans',
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
          key: 'emergency',
          label: 'Emergency',
          children: (
            <Card>
              <Flex vertical gap={token.marginSM} align="start">
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  Emergency disbursements are handled in the Emergency Fund module: contributions, requests
                  and their approval.
                </Typography.Paragraph>
                <Button onClick={() => navigate(emergencyPath)}>Go to Emergency Fund</Button>
              </Flex>
            </Card>
          ),
        },
      ]}
    />
  );
}
