import { DollarOutlined, ExclamationCircleOutlined, PercentageOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatCents, formatRate } from '@/lib/money';
import type { MonthSummary } from './contribution-format';

const CARDS: readonly StatDef<MonthSummary>[] = [
  ['This Month Collected', 'contributions-collected', DollarOutlined, (s) => formatCents(s.collected)],
  [
    'Outstanding Amount',
    'contributions-outstanding',
    ExclamationCircleOutlined,
    (s) => formatCents(s.outstanding),
  ],
  ['Collection Rate', 'contributions-rate', PercentageOutlined, (s) => formatRate(s.rate)],
];

/** The three cards above the contributions table (spec §2 "Contributions"), for the month shown. */
export function ContributionStats({
  summary,
  monthText,
  loading,
}: {
  readonly summary: MonthSummary;
  /** The month the figures are for, e.g. 'January 2026'. */
  readonly monthText: string;
  readonly loading: boolean;
}) {
  const cards = statCardsOf(CARDS, summary).map((card) => ({
    ...card,
    title: `${card.title} (${monthText})`,
  }));
  return <StatCards loading={loading} label="Contribution statistics" cards={cards} />;
}
