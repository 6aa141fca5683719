import type { Command } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { ContributionOpened, Recorder } from './events';

export type OpenContribution = Command<'OpenContribution', ContributionOpened['data']>;
export type RecordPayment = Command<
  'RecordPayment',
  { paymentId: number; amount: Cents; paymentDate: string; notes: string | null; recordedBy: Recorder }
>;
export type ReversePayment = Command<
  'ReversePayment',
  { paymentId: number; reason: string; reversedBy: Recorder }
>;
export type ContributionCommand = OpenContribution | RecordPayment | ReversePayment;
