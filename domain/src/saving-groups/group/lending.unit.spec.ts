import { describe, expect, it } from 'vitest';
import { fold } from '../../shared/decider';
import { RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { groupDecider, type LoanDisbursed, loanCeiling } from './index';
import {
  aDisbursement,
  creditReversed,
  disbursed,
  group,
  joined,
  repaid,
  rules,
  rulesSet,
  saved,
  savingReversed,
  setRules,
} from './lending.fixtures';

const { given } = specFor(groupDecider);

describe('loan rules: one active loan per member', () => {
  it('is on by default: a second loan to a member whose first is not repaid is refused', () => {
    given([...group, disbursed(55, 1, 10000)])
      .when(aDisbursement(56, 1, 10000))
      .thenThrows(
        RuleViolation,
        'Jane Wanjiru (member M1) already has an active loan; this group allows one at a time',
      );
    given([...group, disbursed(55, 1, 10000), repaid(1, 55, 12999)])
      .when(aDisbursement(56, 1, 10000))
      .thenThrows(RuleViolation, /already has an active loan/);
  });

  it('lets another member borrow meanwhile', () => {
    given([...group, disbursed(55, 1, 10000)])
      .when(aDisbursement(56, 2, 10000))
      .then([disbursed(56, 2, 10000)]);
  });

  it('frees the member once the loan is repaid, and binds them again when a repayment is reversed', () => {
    const repaidInFull = [...group, disbursed(55, 1, 10000), repaid(1, 55, 5000), repaid(2, 55, 8000)];
    given(repaidInFull)
      .when(aDisbursement(56, 1, 10000))
      .then([disbursed(56, 1, 10000)]);
    given([...repaidInFull, creditReversed(2, 55, 8000)])
      .when(aDisbursement(56, 1, 10000))
      .thenThrows(RuleViolation, /already has an active loan/);
  });

  it('takes a loan stored without its total as repaid once its principal is credited back', () => {
    const old: LoanDisbursed = {
      type: 'LoanDisbursed',
      data: { groupId: 7, loanId: 55, borrowerId: 1, amount: 10000, loanDate: '2026-11-24' },
    };
    given([...group, old, repaid(1, 55, 9999)])
      .when(aDisbursement(56, 1, 10000))
      .thenThrows(RuleViolation, /already has an active loan/);
    given([...group, old, repaid(1, 55, 10000)])
      .when(aDisbursement(56, 1, 10000))
      .then([disbursed(56, 1, 10000)]);
  });

  it('allows a second loan when the group turned the rule off', () => {
    given([...group, rulesSet(1, { oneActiveLoan: false }), disbursed(55, 1, 10000)])
      .when(aDisbursement(56, 1, 10000))
      .then([disbursed(56, 1, 10000)]);
  });
});

describe('loan rules: a ceiling as a multiple of savings', () => {
  const capped = [...group, rulesSet(1, { ceilingMultiple: 1.5 })];

  it('refuses a loan above the ceiling, naming it, and allows one at exactly the ceiling', () => {
    given(capped)
      .when(aDisbursement(55, 1, 150001))
      .thenThrows(RuleViolation, "The loan is above this member's ceiling of KES 1,500.00 (1.5 × savings)");
    given(capped)
      .when(aDisbursement(55, 1, 150000))
      .then([disbursed(55, 1, 150000)]);
  });

  it('counts only savings that were not reversed', () => {
    given([...capped, saved(3, 1, 100000), savingReversed(3, 1, 100000)])
      .when(aDisbursement(55, 1, 150001))
      .thenThrows(RuleViolation, "The loan is above this member's ceiling of KES 1,500.00 (1.5 × savings)");
  });

  it('refuses any loan to a member with no savings', () => {
    given([...capped, joined(3, 'Ruth Akinyi')])
      .when(aDisbursement(55, 3, 100))
      .thenThrows(RuleViolation, "The loan is above this member's ceiling of KES 0.00 (1.5 × savings)");
  });

  it('rounds the ceiling down to the cent', () => {
    expect(loanCeiling(333, 1.5)).toBe(499);
    expect(loanCeiling(99_999_999_99, 100)).toBe(9_999_999_999_00);
  });
});

describe('loan rules: setting them', () => {
  it('records the whole set as version 1 after the defaults (version 0)', () => {
    given(group)
      .when(setRules({ ceilingMultiple: 3, lateFinePerMonth: 50000 }))
      .then([rulesSet(1, { ceilingMultiple: 3, lateFinePerMonth: 50000 })]);
  });

  it('numbers each change from the previous version', () => {
    given([...group, rulesSet(1, { ceilingMultiple: 3 })])
      .when(setRules({ oneActiveLoan: false, ceilingMultiple: 3 }))
      .then([rulesSet(2, { oneActiveLoan: false, ceilingMultiple: 3 })]);
    const state = fold(groupDecider, [...group, rulesSet(1, { ceilingMultiple: 3 }), rulesSet(2)]);
    expect(state.status !== 'none' && state.loanRules).toEqual({ ...rules(), version: 2 });
  });

  it('appends nothing for an unchanged set, the defaults included', () => {
    given(group).when(setRules()).then([]);
    given([...group, rulesSet(1, { ceilingMultiple: 3 })])
      .when(setRules({ ceilingMultiple: 3 }))
      .then([]);
  });

  it('refuses a ceiling of 0 or less, above 100 or with more than two decimals, and a fine of 0 or less', () => {
    for (const ceilingMultiple of [0, -1])
      given(group)
        .when(setRules({ ceilingMultiple }))
        .thenThrows(RuleViolation, 'The loan ceiling must be a positive multiple of savings');
    given(group)
      .when(setRules({ ceilingMultiple: 100.01 }))
      .thenThrows(RuleViolation, 'The loan ceiling must be at most 100 times savings');
    given(group)
      .when(setRules({ ceilingMultiple: 1.005 }))
      .thenThrows(RuleViolation, 'The loan ceiling has at most two decimals');
    given(group)
      .when(setRules({ lateFinePerMonth: 0 }))
      .thenThrows(RuleViolation, 'The late fine must be a positive amount');
  });
});
