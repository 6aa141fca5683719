import { InfoCircleOutlined } from '@ant-design/icons';
import styled from '@emotion/styled';
import { Card, Statistic, Tooltip, Typography, theme } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '@/i18n';

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
export const countText = (value: number | undefined): string => (value ?? 0).toLocaleString(currentLocale());

// As many cards in a row as fit at 180px or more each: one per line on a phone, two on a small tablet,
// all in one line on a laptop.
const Grid = styled.section<{ readonly gap: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ gap }) => gap}px;
`;

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
  const { token } = theme.useToken();
  const body = (
    <Card
      loading={loading}
      hoverable={card.to !== undefined}
      data-testid={card.to ? undefined : card.testId}
      style={{ height: '100%' }}
      // the figure's size follows the card's width (cqi), so 'KES 12,345,678.99' stays on one line
      styles={{ body: { containerType: 'inline-size', padding: token.paddingMD } }}
    >
      <Statistic
        title={<Title card={card} />}
        value={card.value}
        prefix={card.icon}
        styles={{
          content: {
            whiteSpace: 'nowrap',
            // a long figure (a sentence in Kiswahili) gets a smaller size instead of leaving its card
            fontSize: `clamp(${token.fontSize}px, ${figureScale(card.value)}cqi, ${token.fontSizeHeading3}px)`,
          },
        }}
        formatter={() => <span data-testid={`${card.testId}-value`}>{card.value}</span>}
      />
      {card.note && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {card.note}
        </Typography.Text>
      )}
    </Card>
  );
  return card.to ? (
    <Link to={card.to} data-testid={card.testId}>
      {body}
    </Link>
  ) : (
    body
  );
}

/** A row of statistic cards (every page's figures); `label` names the row for screen readers. */
export function StatCards({
  cards,
  loading,
  label = t('Statistics'),
}: {
  readonly cards: readonly StatCard[];
  readonly loading: boolean;
  readonly label?: string;
}) {
  const { token } = theme.useToken();
  return (
    <Grid aria-label={label} gap={token.margin}>
      {cards.map((card) => (
        <StatCardView key={card.testId} card={card} loading={loading} />
      ))}
    </Grid>
  );
}
