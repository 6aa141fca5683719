import { DatabaseOutlined, DollarOutlined, ExclamationCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatRate, formatWireMoney } from '@/lib/money';
import type { DashboardStats as Stats } from '../api/get-dashboard-stats';

const CARDS: readonly StatDef<Stats | undefined>[] = [
  [
    tKey('Total Participants'),
    'stat-total-participants',
    TeamOutlined,
    (s) => countText(s?.totalParticipants),
  ],
  [
    tKey('Monthly Contributions'),
    'stat-monthly-contributions',
    DollarOutlined,
    (s) => formatWireMoney(s?.contributions.totalPaid),
  ],
  [
    tKey('Outstanding Amount'),
    'stat-outstanding',
    ExclamationCircleOutlined,
    (s) => formatWireMoney(s?.contributions.totalOutstanding),
  ],
  [tKey('Total Assets'), 'stat-total-assets', DatabaseOutlined, (s) => countText(s?.assets.total)],
];

/** The dashboard's four stat cards (spec: screens "Dashboard"), two with a line under the figure. */
export function DashboardStats({
  stats,
  loading,
}: {
  readonly stats: Stats | undefined;
  readonly loading: boolean;
}) {
  const notes: Readonly<Record<string, string>> = {
    'stat-monthly-contributions': t('{{rate}} collection rate', {
      rate: formatRate(stats?.contributions.collectionRate),
    }),
    'stat-total-assets': t('{{n}} in good condition', { n: countText(stats?.assets.Good) }),
  };
  const cards = statCardsOf(CARDS, stats).map((card) => ({ ...card, note: notes[card.testId] }));
  return <StatCards cards={cards} loading={loading} />;
}
