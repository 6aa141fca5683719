import { CheckCircleOutlined, ClockCircleOutlined, SafetyOutlined, WalletOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatWireMoney } from '@/lib/money';
import type { EmergencyFund } from '../api/get-emergency-funds';

const AVAILABLE = 'Contributions minus approved and pending requests; a rejected request releases its amount';

const CARDS: readonly StatDef<EmergencyFund>[] = [
  [
    'Total Contributions',
    'fund-total-contributions',
    WalletOutlined,
    (f) => formatWireMoney(f.totalContributions),
  ],
  ['Approved', 'fund-approved', CheckCircleOutlined, (f) => formatWireMoney(f.approvedDisbursements)],
  ['Pending', 'fund-pending', ClockCircleOutlined, (f) => formatWireMoney(f.pendingDisbursements)],
  ['Available', 'fund-available', SafetyOutlined, (f) => formatWireMoney(f.availableBalance), AVAILABLE],
];

/** The chosen fund's four totals. Available = contributions − approved − pending (a rejection releases its amount). */
export function FundTotals({ fund }: { readonly fund: EmergencyFund }) {
  return <StatCards loading={false} label="Emergency fund totals" cards={statCardsOf(CARDS, fund)} />;
}
