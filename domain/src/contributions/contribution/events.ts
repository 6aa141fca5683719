import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';

export interface Recorder {
  readonly userId: number | null;
  readonly username: string;
}

/** One participant's contribution for one month: expectedAmount is its monthly contribution then. */
export type ContributionOpened = DomainEvent<
  'ContributionOpened',
  {
    id: number;
    participantId: number;
    projectId: number;
    clusterId: number;
    regionId: number;
    /** 'YYYY-MM' */
    month: string;
    expectedAmount: Cents;
  }
>;
/**
 * Where a payment's money came from: typed in by staff (no source: every payment before mobile money),
 * received by mobile money (its receipt), or the child's credit (docs/domain/mobile-money.md).
 */
export type PaymentSource = { kind: 'mobile'; receipt: string } | { kind: 'credit' };

export interface PaymentDetails {
  paymentId: number;
  amount: Cents;
  paymentDate: string;
  notes: string | null;
  recordedBy: Recorder;
  source?: PaymentSource;
}
export type PaymentRecorded = DomainEvent<'PaymentRecorded', { contributionId: number } & PaymentDetails>;
/** A mistaken payment is corrected by a reversal, never by an edit. */
export type PaymentReversed = DomainEvent<
  'PaymentReversed',
  { contributionId: number; paymentId: number; amount: Cents; reason: string; reversedBy: Recorder }
>;
export type ContributionEvent = ContributionOpened | PaymentRecorded | PaymentReversed;
