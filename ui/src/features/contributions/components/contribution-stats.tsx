import { DollarOutlined, ExclamationCircleOutlined, PercentageOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatCents, formatRate } from '@/lib/money';
import type { MonthSummary } from './contribution-format';

const cardsOf: readonly StatDef<MonthSummary>[] = [
  [tKey('This Month Collected'), 'contributions-collected', DollarOutlined, (s) => formatCents(s.collected)],
  [
    tKey('Outstanding Amount'),
    'contributions-outstanding',
    ExclamationCircleOutlined,
    (s) => formatCents(s.outstanding),
  ],
  [tKey('Collection Rate'), 'contributions-rate', PercentageOutlined, (s) => formatRate(s.rate)],
];

/** The three cards above the contributions table (spec: screens "Contributions"), for the month shown. */
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
  const cards = statCardsOf(cardsOf, summary).map((card) => ({
    ...card,
    title: t('{{title}} ({{month}})', { title: card.title, month: monthText }),
  }));
  return <StatCards loading={loading} label={t('Contribution statistics')} cards={cards} />;
}
