import type { ContributionEvent } from '../contributions/contribution';
import { businessDate } from '../shared/dates';
import type { Cents } from '../shared/money';
import type { BooksQuery } from './group-books';
import { inLogOrder } from './log-order';

/**
 * A project's children's contributions as they stood: per contribution (one child, one month), what was
 * expected, paid and outstanding, replayed from the contribution streams. A contribution is expected from
 * the first day of its month; a payment counts from its payment date; a reversal from the day it was
 * recorded. `knownAt` counts only what was recorded by then, as for a group's books.
 */

export interface StoredContributionEvent {
  readonly event: ContributionEvent;
  readonly position: bigint;
  readonly recordedAt: string;
}

export interface ContributionStanding {
  readonly contributionId: number;
  readonly participantId: number;
  readonly month: string;
  readonly expected: Cents;
  readonly paid: Cents;
  readonly outstanding: Cents;
}

const dateOf = ({ event, recordedAt }: StoredContributionEvent): string => {
  switch (event.type) {
    case 'ContributionOpened':
      return `${event.data.month}-01`;
    case 'PaymentRecorded':
      return event.data.paymentDate;
    case 'PaymentReversed':
      return businessDate(recordedAt);
  }
};

export const contributionBooks = (
  events: readonly StoredContributionEvent[],
  query: BooksQuery = {},
): ContributionStanding[] => {
  const sorted = inLogOrder(events);
  const rows = new Map<number, { participantId: number; month: string; expected: Cents; paid: Cents }>();
  const payments = new Map<number, Cents>();
  for (const stored of sorted) {
    if (query.knownAt !== undefined && stored.recordedAt > query.knownAt) continue;
    if (query.asOf !== undefined && dateOf(stored) > query.asOf) continue;
    const { event } = stored;
    switch (event.type) {
      case 'ContributionOpened':
        rows.set(event.data.id, {
          participantId: event.data.participantId,
          month: event.data.month,
          expected: event.data.expectedAmount,
          paid: 0,
        });
        break;
      case 'PaymentRecorded': {
        const row = rows.get(event.data.contributionId);
        if (!row) break; // paid before its month opened as of that day: counted once it opens
        row.paid += event.data.amount;
        payments.set(event.data.paymentId, event.data.amount);
        break;
      }
      case 'PaymentReversed': {
        const row = rows.get(event.data.contributionId);
        const amount = payments.get(event.data.paymentId);
        if (!row || amount === undefined) break;
        row.paid -= amount;
        payments.delete(event.data.paymentId);
        break;
      }
    }
  }
  return [...rows]
    .map(([contributionId, r]) => ({ contributionId, ...r, outstanding: Math.max(r.expected - r.paid, 0) }))
    .sort((a, b) => a.participantId - b.participantId || a.month.localeCompare(b.month));
};
