import { DatabaseOutlined, DollarOutlined, PercentageOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReportStats as Stats } from '@pm/domain/reports/rows';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatRate, formatWireMoney } from '@/lib/money';

/** The Reports screen's cards: Total Participants, Monthly Collections, Total Assets, Collection Rate. */
const REPORT_CARDS: readonly StatDef<Stats | undefined>[] = [
  [
    'Total Participants',
    'reports-participants',
    TeamOutlined,
    (s) => countText(s?.totalParticipants),
    'Active children on the register',
  ],
  [
    'Monthly Collections',
    'reports-collections',
    DollarOutlined,
    (s) => formatWireMoney(s?.monthlyCollections ?? 0),
    'Payments received this month (EAT), reversals excluded',
  ],
  ['Total Assets', 'reports-assets', DatabaseOutlined, (s) => countText(s?.totalAssets)],
  [
    'Collection Rate',
    'reports-rate',
    PercentageOutlined,
    (s) => formatRate(s?.collectionRate ?? 0),
    'Amount paid over amount expected, every month up to this one',
  ],
];

export function ReportStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  return <StatCards label="Report figures" cards={statCardsOf(REPORT_CARDS, stats)} loading={loading} />;
}
