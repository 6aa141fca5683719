import type { Command } from '../../shared/decider';
import type { ContributionOpened, PaymentDetails, Recorder } from './events';

export type OpenContribution = Command<'OpenContribution', ContributionOpened['data']>;
export type RecordPayment = Command<'RecordPayment', PaymentDetails>;
export type ReversePayment = Command<
  'ReversePayment',
  { paymentId: number; reason: string; reversedBy: Recorder }
>;
export type ContributionCommand = OpenContribution | RecordPayment | ReversePayment;
