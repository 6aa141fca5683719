import { CheckCircleOutlined, ClockCircleOutlined, SafetyOutlined, WalletOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { EmergencyFund } from '../api/get-emergency-funds';

const CARDS: readonly StatDef<EmergencyFund>[] = [
  [
    tKey('Total Contributions'),
    'fund-total-contributions',
    WalletOutlined,
    (f) => formatWireMoney(f.totalContributions),
  ],
  [tKey('Approved'), 'fund-approved', CheckCircleOutlined, (f) => formatWireMoney(f.approvedDisbursements)],
  [tKey('Pending'), 'fund-pending', ClockCircleOutlined, (f) => formatWireMoney(f.pendingDisbursements)],
  [
    tKey('Available'),
    'fund-available',
    SafetyOutlined,
    (f) => formatWireMoney(f.availableBalance),
    tKey('Contributions minus approved and pending requests; a rejected request releases its amount'),
  ],
];

/** The chosen fund's four totals. Available = contributions − approved − pending (a rejection releases its amount). */
export function FundTotals({ fund }: { readonly fund: EmergencyFund }) {
  return <StatCards loading={false} label={t('Emergency fund totals')} cards={statCardsOf(CARDS, fund)} />;
}
