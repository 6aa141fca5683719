import { CheckCircleOutlined, ClockCircleOutlined, SafetyOutlined, WalletOutlined } from '@ant-design/icons';
import { formatWireMoney } from '../../../lib/money';
import type { EmergencyFund } from '../api/get-emergency-funds';
import { StatCards } from './stat-cards';

/** The chosen fund's four totals. Available = contributions − approved − pending (a rejection releases its amount). */
export function FundTotals({ fund }: { readonly fund: EmergencyFund }) {
  return (
    <StatCards
      loading={false}
      label="Emergency fund totals"
      cards={[
        {
          title: 'Total Contributions',
          value: formatWireMoney(fund.totalContributions),
          icon: <WalletOutlined aria-hidden />,
          testId: 'fund-total-contributions',
        },
        {
          title: 'Approved',
          value: formatWireMoney(fund.approvedDisbursements),
          icon: <CheckCircleOutlined aria-hidden />,
          testId: 'fund-approved',
        },
        {
          title: 'Pending',
          value: formatWireMoney(fund.pendingDisbursements),
          icon: <ClockCircleOutlined aria-hidden />,
          testId: 'fund-pending',
        },
        {
          title: 'Available',
          value: formatWireMoney(fund.availableBalance),
          icon: <SafetyOutlined aria-hidden />,
          testId: 'fund-available',
          explanation:
            'Contributions minus approved and pending requests; a rejected request releases its amount',
        },
      ]}
    />
  );
}
