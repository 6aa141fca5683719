import { describe, expect, it } from 'vitest';
import { loanRulesItems } from './loan-rules-dialog';

const shown = (rules: Parameters<typeof loanRulesItems>[0]) =>
  Object.fromEntries(loanRulesItems(rules).map((item) => [item.label, item.children]));

describe('the loan rules in words', () => {
  it('names the defaults', () => {
    expect(
      shown({
        oneActiveLoan: true,
        ceilingMultiple: null,
        lateFinePerMonth: null,
        setOffAtShareOut: false,
        leavingPayout: 'atClose',
        version: 0,
      }),
    ).toEqual({
      'One active loan per member': 'Yes',
      'Loan ceiling': 'None',
      'Late fine per overdue month': 'None',
      'Set debts off against the share-out': 'No',
      'A member leaving mid-cycle': 'Is paid at the share-out, with everyone',
      Version: '0',
    });
  });

  it('names a ceiling as a multiple of savings and the fine in KES', () => {
    expect(
      shown({
        oneActiveLoan: false,
        ceilingMultiple: 2.5,
        lateFinePerMonth: 200,
        setOffAtShareOut: true,
        leavingPayout: 'share',
        version: 3,
      }),
    ).toEqual({
      'One active loan per member': 'No',
      'Loan ceiling': "2.5 × the member's savings",
      'Late fine per overdue month': 'KES 200.00',
      'Set debts off against the share-out': 'Yes',
      'A member leaving mid-cycle':
        "Is paid their share of the group's worth now (savings and profit to date)",
      Version: '3',
    });
  });
});
