import { type Actor, hasCapability } from '@pm/domain/access/policy';
import type { Cents } from '@pm/domain/shared/money';
import { t, tKey } from '@/i18n';
import { formatWireMoney, wireToCents } from '@/lib/money';
import type { EmergencyContribution } from '../api/get-emergency-contributions';
import type { DisbursementStatus, EmergencyDisbursement } from '../api/get-emergency-disbursements';
import type { EmergencyFund } from '../api/get-emergency-funds';

/** spec: limits: five items in each recent list. */
export const RECENT_EMERGENCY = 5;

export const recentContributions = <C extends EmergencyContribution>(
  rows: readonly C[],
  count = RECENT_EMERGENCY,
): C[] =>
  [...rows]
    .sort((a, b) => b.contributionDate.localeCompare(a.contributionDate) || b.id - a.id)
    .slice(0, count);

/** Pending requests first (they wait for a decision), then the newest. */
export const recentRequests = <D extends EmergencyDisbursement>(
  rows: readonly D[],
  count = RECENT_EMERGENCY,
): D[] =>
  [...rows]
    .sort(
      (a, b) =>
        Number(b.status === 'pending') - Number(a.status === 'pending') ||
        (b.requestedAt ?? '').localeCompare(a.requestedAt ?? '') ||
        b.id - a.id,
    )
    .slice(0, count);

/** English; translate where shown: `t(DISBURSEMENT_STATUS_LABELS[status])`. */
export const DISBURSEMENT_STATUS_LABELS: Readonly<Record<DisbursementStatus, string>> = {
  pending: tKey('Pending'),
  approved: tKey('Approved'),
  rejected: tKey('Rejected'),
};

export const DISBURSEMENT_STATUS_COLORS: Readonly<Record<DisbursementStatus, string>> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/**
 * Maker-checker: a pending request is decided by a role with 'emergency.decide' (ProjectAdmin and above),
 * never by the user who submitted it. The server enforces the same; the buttons only follow it.
 */
export const canDecide = (
  actor: Actor,
  request: Pick<EmergencyDisbursement, 'status' | 'requestedBy'>,
): boolean =>
  request.status === 'pending' &&
  hasCapability(actor, 'emergency.decide') &&
  request.requestedBy?.userId !== actor.userId;

/** Whether a requested amount is above the fund's maximum per member (compared in cents). */
export const exceedsMaxPerMember = (
  amount: Cents,
  fund: Pick<EmergencyFund, 'maxDisbursementPerMember'>,
): boolean => amount > wireToCents(fund.maxDisbursementPerMember);

export const aboveMaxMessage = (fund: Pick<EmergencyFund, 'maxDisbursementPerMember'>): string =>
  t('Amount cannot exceed the maximum of {{amount}} per member', {
    amount: formatWireMoney(fund.maxDisbursementPerMember),
  });

/** The fund list's line: 'Contribution KES 200.00 · max KES 5,000.00 per member'. */
export const fundTermsText = (
  fund: Pick<EmergencyFund, 'contributionAmount' | 'maxDisbursementPerMember'>,
): string =>
  t('Contribution {{amount}} · max {{max}} per member', {
    amount: formatWireMoney(fund.contributionAmount),
    max: formatWireMoney(fund.maxDisbursementPerMember),
  });

export const fundTitle = (fund: Pick<EmergencyFund, 'id' | 'description'>): string =>
  fund.description?.trim() ? fund.description.trim() : t('Emergency fund {{id}}', { id: fund.id });
