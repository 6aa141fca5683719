import { imposePenaltySchema } from '@pm/domain/saving-groups/collection-schemas';
import { describe, expect, it } from 'vitest';
import { toLateFinePenaltyBody } from './late-fines';

describe('confirming a late fine', () => {
  it('is a penalty of the borrower at the listed amount, naming the loan and month, that the API accepts', () => {
    const body = toLateFinePenaltyBody(7, {
      loanId: 12,
      borrowerId: 30,
      borrowerName: 'Jane Wanjiru',
      memberNumber: '001',
      month: 2,
      overdueAfter: '2026-10-15',
      amount: 200,
      reason: 'Late fine: loan 12, month 2',
    });
    expect(body).toMatchObject({
      groupId: 7,
      memberId: 30,
      penaltyType: 'Other',
      amount: 200,
      description: 'Late fine: loan 12, month 2',
      lateFine: { loanId: 12, month: 2 },
    });
    expect(imposePenaltySchema.parse(body)).toMatchObject({
      amount: 20000,
      lateFine: { loanId: 12, month: 2 },
    });
  });
});
