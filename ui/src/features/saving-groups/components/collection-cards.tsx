import { DollarOutlined, ExclamationCircleOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatCents } from '@/lib/money';
import type { FigureProps } from './figure-cards';

export interface CollectionSummary {
  readonly members: number;
  /** Cents. */
  readonly savings: number;
  readonly pendingPenalties: number;
  /** Cents: the group's fee (KES 500 until set). */
  readonly registrationFee: number;
}

/** Collections Management (spec: screens): Total Members, Total Savings, Pending Penalties, Registration Fee. */
const COLLECTION_CARDS: readonly StatDef<CollectionSummary>[] = [
  [
    tKey('Total Members'),
    'collections-members',
    TeamOutlined,
    (s) => String(s.members),
    tKey('Active members'),
  ],
  [tKey('Total Savings (KES)'), 'collections-savings', DollarOutlined, (s) => formatCents(s.savings)],
  [
    tKey('Pending Penalties'),
    'collections-penalties',
    ExclamationCircleOutlined,
    (s) => String(s.pendingPenalties),
    tKey('Penalties not paid yet'),
  ],
  [tKey('Registration Fee'), 'collections-fee', IdcardOutlined, (s) => formatCents(s.registrationFee)],
];

export const CollectionStats = ({ summary, loading }: FigureProps<CollectionSummary>) => (
  <StatCards
    loading={loading}
    label={t('Collection statistics')}
    cards={statCardsOf(COLLECTION_CARDS, summary)}
  />
);
