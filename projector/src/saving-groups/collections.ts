import type { LoanRulesSet, RegistrationFeeSet } from '@pm/domain';
import type { Handlers } from '../read-model';
import { cents, update } from '../sql';

/**
 * What a group collects, as its settings (the registration fee, the loan rules): columns of its
 * saving_groups row. The fines and fees paid are entries of a meeting's ledger (ledger.ts).
 */
export const collectionHandlers: Handlers<RegistrationFeeSet | LoanRulesSet> = {
  RegistrationFeeSet: (tx, e) =>
    update(
      tx,
      'saving_groups',
      e.data.groupId,
      { registration_fee: cents(e.data.feeAmount), registration_fee_description: e.data.description },
      e.position,
    ),
  LoanRulesSet: (tx, e) =>
    update(
      tx,
      'saving_groups',
      e.data.groupId,
      {
        one_active_loan: e.data.oneActiveLoan,
        loan_ceiling_multiple: e.data.ceilingMultiple,
        late_fine_per_month: cents(e.data.lateFinePerMonth),
        loan_rules_version: e.data.version,
        set_off_at_share_out: e.data.setOffAtShareOut ?? false,
        leaving_payout: e.data.leavingPayout ?? 'atClose',
      },
      e.position,
    ),
};
