import { DollarOutlined, ExclamationCircleOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatCents } from '@/lib/money';

export interface CollectionSummary {
  readonly members: number;
  /** Cents. */
  readonly savings: number;
  readonly pendingPenalties: number;
  /** Cents: the group's fee (KES 500 until set). */
  readonly registrationFee: number;
}

/** Collections Management (spec §2): Total Members, Total Savings, Pending Penalties, Registration Fee. */
const COLLECTION_CARDS: readonly StatDef<CollectionSummary>[] = [
  ['Total Members', 'collections-members', TeamOutlined, (s) => String(s.members), 'Active members'],
  ['Total Savings (KES)', 'collections-savings', DollarOutlined, (s) => formatCents(s.savings)],
  [
    'Pending Penalties',
    'collections-penalties',
    ExclamationCircleOutlined,
    (s) => String(s.pendingPenalties),
    'Penalties not paid yet',
  ],
  ['Registration Fee', 'collections-fee', IdcardOutlined, (s) => formatCents(s.registrationFee)],
];

export function CollectionStats({
  summary,
  loading,
}: {
  readonly summary: CollectionSummary;
  readonly loading: boolean;
}) {
  return (
    <StatCards
      loading={loading}
      label="Collection statistics"
      cards={statCardsOf(COLLECTION_CARDS, summary)}
    />
  );
}
