import { DatabaseOutlined, DollarOutlined, ExclamationCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatRate, formatWireMoney } from '@/lib/money';
import type { DashboardStats as Stats } from '../api/get-dashboard-stats';

const CARDS: readonly StatDef<Stats | undefined>[] = [
  ['Total Participants', 'stat-total-participants', TeamOutlined, (s) => countText(s?.totalParticipants)],
  [
    'Monthly Contributions',
    'stat-monthly-contributions',
    DollarOutlined,
    (s) => formatWireMoney(s?.contributions.totalPaid),
  ],
  [
    'Outstanding Amount',
    'stat-outstanding',
    ExclamationCircleOutlined,
    (s) => formatWireMoney(s?.contributions.totalOutstanding),
  ],
  ['Total Assets', 'stat-total-assets', DatabaseOutlined, (s) => countText(s?.assets.total)],
];

/** The dashboard's four stat cards (spec §2 "Dashboard"), two with a line under the figure. */
export function DashboardStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  const notes: Readonly<Record<string, string>> = {
    'stat-monthly-contributions': `${formatRate(stats?.contributions.collectionRate)} collection rate`,
    'stat-total-assets': `${countText(stats?.assets.Good)} in good condition`,
  };
  const cards = statCardsOf(CARDS, stats).map((card) => ({ ...card, note: notes[card.testId] }));
  return <StatCards cards={cards} loading={loading} />;
}
