import { DatabaseOutlined, DollarOutlined, PercentageOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReportStats as Stats } from '@pm/domain/reports/rows';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatRate, formatWireMoney } from '@/lib/money';

/** The Reports screen's cards: Total Participants, Monthly Collections, Total Assets, Collection Rate. */
const reportCards: readonly StatDef<Stats | undefined>[] = [
  [
    tKey('Total Participants'),
    'reports-participants',
    TeamOutlined,
    (s) => countText(s?.totalParticipants),
    tKey('Active children on the register'),
  ],
  [
    tKey('Monthly Collections'),
    'reports-collections',
    DollarOutlined,
    (s) => formatWireMoney(s?.monthlyCollections ?? 0),
    tKey('Payments received this month (EAT), reversals excluded'),
  ],
  [tKey('Total Assets'), 'reports-assets', DatabaseOutlined, (s) => countText(s?.totalAssets)],
  [
    tKey('Collection Rate'),
    'reports-rate',
    PercentageOutlined,
    (s) => formatRate(s?.collectionRate ?? 0),
    tKey('Amount paid over amount expected, every month up to this one'),
  ],
];

export function ReportStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  return <StatCards label={t('Report figures')} cards={statCardsOf(reportCards, stats)} loading={loading} />;
}
