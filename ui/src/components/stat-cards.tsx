import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '@/i18n';
import { formatGrouped } from '@/lib/grouped-number';
import { LoadingSkeleton } from './loading-skeleton';

export interface StatCard {
  readonly title: string;
  /** The figure, already formatted ('KES 12,345,678.99', '1,204'). */
  readonly value: string;
  readonly icon?: ReactNode;
  /** The card's data-testid; `${testId}-value` marks the figure for the browser tests. */
  readonly testId: string;
  /** How the figure is computed, behind an info icon. */
  readonly explanation?: string;
  /** A secondary line under the figure. */
  readonly note?: ReactNode;
  /** The whole card links there (the overview's module cards). */
  readonly to?: string;
}

/**
 * A card as one line of data: its title, its testId, its icon, the figure drawn from what the page
 * summarised, and how that figure is computed (behind an info icon). The title and the explanation are
 * English marked with `tKey('…')` (the tables are constants at module level); statCardsOf translates them.
 */
export type StatDef<Source> = readonly [
  title: string,
  testId: string,
  icon: ComponentType<{ 'aria-hidden'?: boolean }>,
  value: (source: Source) => string,
  explanation?: string,
];

/** The cards of `defs`, their titles and explanations in the current language. */
export const statCardsOf = <Source,>(defs: readonly StatDef<Source>[], source: Source): StatCard[] =>
  defs.map(([title, testId, Icon, value, explanation]) => ({
    title: t(title),
    testId,
    icon: <Icon aria-hidden />,
    value: value(source),
    explanation: explanation === undefined ? undefined : t(explanation),
  }));

/** The figure's size in container widths: 9 % of the card, less for a figure too long to fit at that. */
const figureScale = (value: unknown): number =>
  typeof value === 'string' || typeof value === 'number'
    ? Math.min(9, 165 / Math.max(1, String(value).length))
    : 9;

/** 1,204: counts as Kenya writes them. */
export const countText = (value: number | undefined): string => formatGrouped(value ?? 0, currentLocale());

function Title({ card }: { readonly card: StatCard }) {
  if (!card.explanation) return card.title;
  return (
    <span>
      {card.title}{' '}
      <Tooltip title={card.explanation} trigger={['hover', 'focus']}>
        {/* focusable so keyboard users reach the explanation; screen readers read it below */}
        <InfoCircleOutlined tabIndex={0} aria-label={t('How {{title}} is computed', { title: card.title })} />
      </Tooltip>
      <span className="visually-hidden">: {card.explanation}</span>
    </span>
  );
}

function StatCardView({ card, loading }: { readonly card: StatCard; readonly loading: boolean }) {
  const body = loading ? (
    <LoadingSkeleton label={t('Loading {{what}}', { what: card.title })} lines={2} />
  ) : (
    <>
      <div className="pm-stat-title">
        <Title card={card} />
      </div>
      {/* the figure's size follows the card's width (cqi), so 'KES 12,345,678.99' stays on one line; a
          long figure (a sentence in Kiswahili) gets a smaller size instead of leaving its card */}
      <div className="pm-stat-value" style={{ fontSize: `clamp(14px, ${figureScale(card.value)}cqi, 24px)` }}>
        {card.icon}
        <span data-testid={`${card.testId}-value`}>{card.value}</span>
      </div>
      {card.note && <span className="pm-stat-note">{card.note}</span>}
    </>
  );
  return card.to ? (
    <Link to={card.to} data-testid={card.testId} className="pm-stat">
      {body}
    </Link>
  ) : (
    <div data-testid={card.testId} className="pm-stat">
      {body}
    </div>
  );
}

/**
 * A row of statistic cards (every page's figures), as many in a row as fit at 180px or more each: two
 * to a row on a phone (a long figure wraps in its card), all in one line on a laptop. `label` names the row for
 * screen readers. Our own markup (styles.css, "Light components"), in the look of antd's Statistic cards.
 */
export function StatCards({
  cards,
  loading,
  label = t('Statistics'),
}: {
  readonly cards: readonly StatCard[];
  readonly loading: boolean;
  readonly label?: string;
}) {
  return (
    <section className="pm-stats" aria-label={label}>
      {cards.map((card) => (
        <StatCardView key={card.testId} card={card} loading={loading} />
      ))}
    </section>
  );
}
