import { describe, it } from 'vitest';
import { anEvent, recordedBeforeIds } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { contributionsModel } from './index';

const spec = projectionSpec(contributionsModel);
const payment = (paymentId: number, amount: number, paymentDate: string) =>
  anEvent('PaymentRecorded', { paymentId, amount, paymentDate, notes: paymentId === 2 ? 'x' : null });

describe('contributions read model', () => {
  it('sums payments exactly, leaving reversed ones out, and keeps the last payment date of those that count', async () => {
    await spec
      .given([
        anEvent('ContributionOpened', { id: 1, participantId: 9, month: '2026-11', expectedAmount: 100000 }),
        payment(1, 33333, '2026-11-05'),
        payment(2, 10, '2026-11-19'),
        anEvent('PaymentReversed', { paymentId: 2, amount: 10, reason: 'typo' }),
      ])
      .then({
        contributions: [
          {
            id: 1,
            participant_id: 9,
            month: '2026-11',
            expected_amount: '1000.00',
            paid_amount: '333.33',
            last_payment_date: '2026-11-05',
          },
        ],
        payments: [
          {
            id: 1,
            contribution_id: 1,
            amount: '333.33',
            notes: null,
            reversed: false,
            reversal_reason: null,
          },
          { id: 2, contribution_id: 1, amount: '0.10', notes: 'x', reversed: true, reversal_reason: 'typo' },
        ],
      });
  });

  it('takes the contribution of an older payment without contributionId from its stream', async () => {
    await spec
      .given([
        anEvent('ContributionOpened', { id: 4 }),
        recordedBeforeIds(anEvent('PaymentRecorded', { contributionId: 4, amount: 5000 })),
      ])
      .then({
        contributions: [{ id: 4, paid_amount: '50.00' }],
        payments: [{ id: 1, contribution_id: 4 }],
      });
  });
});
