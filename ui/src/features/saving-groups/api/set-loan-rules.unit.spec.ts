import { setLoanRulesSchema } from '@pm/domain/saving-groups/lending-schemas';
import { describe, expect, it } from 'vitest';
import { toLoanRulesBody } from './set-loan-rules';

describe('the loan rules body', () => {
  it('sends the whole set, the late fine back in KES', () => {
    const input = setLoanRulesSchema.parse({
      oneActiveLoan: true,
      ceilingMultiple: 2.5,
      lateFinePerMonth: 150.5,
    });
    expect(toLoanRulesBody(input)).toEqual({
      oneActiveLoan: true,
      ceilingMultiple: 2.5,
      lateFinePerMonth: 150.5,
    });
  });

  it('sends an empty ceiling or fine as null: that rule is off', () => {
    const input = setLoanRulesSchema.parse({
      oneActiveLoan: false,
      ceilingMultiple: null,
      lateFinePerMonth: '',
    });
    expect(toLoanRulesBody(input)).toEqual({
      oneActiveLoan: false,
      ceilingMultiple: null,
      lateFinePerMonth: null,
    });
  });
});
