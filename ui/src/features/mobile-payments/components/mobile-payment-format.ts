import { t, tKey } from '@/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';
import type {
  MobilePayment,
  MobilePaymentStatus,
  StatusCount,
  StatusFilter,
} from '../api/get-mobile-payments';

/** One colour per status, told apart by text as well (the tag always carries the word). */
const STATUS_COLORS: Readonly<Record<MobilePaymentStatus, string>> = {
  unmatched: 'orange',
  matched: 'green',
  assigned: 'blue',
  refund: 'purple',
};

const STATUS_LABELS: Readonly<Record<MobilePaymentStatus, string>> = {
  unmatched: tKey('Unmatched'),
  matched: tKey('Matched'),
  assigned: tKey('Assigned'),
  refund: tKey('Marked for refund'),
};

const FILTER_LABELS: Readonly<Record<StatusFilter, string>> = {
  unmatched: tKey('Unmatched'),
  matched: tKey('Matched'),
  assigned: tKey('Assigned'),
  refund: tKey('Refund'),
  all: tKey('All'),
};

export const statusColor = (status: MobilePaymentStatus): string => STATUS_COLORS[status] ?? 'default';

/** The status as a row shows it (an unknown one as the server wrote it). */
export const statusLabel = (status: MobilePaymentStatus): string => {
  const label = STATUS_LABELS[status];
  return label ? t(label) : status;
};

/** The name of a status filter (a tab). */
export const filterLabel = (filter: StatusFilter): string => t(FILTER_LABELS[filter]);

/** '3', '1,204', or '200+' when the server stopped counting. */
export const countText = (count: StatusCount): string =>
  `${formatNumber(count.total)}${count.atLeast ? '+' : ''}`;

/** Why a payment did not match on arrival (kept once staff decided on it); null for one that matched. */
export const unmatchedReasonText = (payment: Pick<MobilePayment, 'unmatchedReason'>): string | null => {
  switch (payment.unmatchedReason) {
    case 'unknown-reference':
      return t('No child has this participant ID');
    case 'deleted-child':
      return t('The child was deleted from the register');
    default:
      return null;
  }
};

/** 'KE0420-101 · Amani Otieno': the child a payment paid, when the reader may read that child. */
export const childText = (
  payment: Pick<MobilePayment, 'participantId' | 'participantCode' | 'participantName'>,
): string | null => {
  if (payment.participantId === null) return null;
  return [payment.participantCode, payment.participantName].filter(Boolean).join(' · ') || null;
};

/** 'peter, Mar 02, 2026 10:15:00': who decided on a payment, and when; null while nobody has. */
export const decidedText = (payment: Pick<MobilePayment, 'decidedBy' | 'decidedAt'>): string | null => {
  if (payment.decidedBy === null && payment.decidedAt === null) return null;
  return t('{{user}}, {{date}}', {
    user: payment.decidedBy ?? t('Unknown user'),
    date: formatDateTime(payment.decidedAt),
  });
};

/** The project a payment is listed for; one whose reference named no project is the national staff's. */
export const projectText = (payment: Pick<MobilePayment, 'projectCode'>): string =>
  payment.projectCode ?? t('No project (national staff)');

/** How a row is named to a screen reader and in its actions: 'KES 500.00, receipt QAB12CD34E'. */
export const paymentName = (payment: Pick<MobilePayment, 'receipt'>, amount: string): string =>
  t('{{amount}}, receipt {{receipt}}', { amount, receipt: payment.receipt });
