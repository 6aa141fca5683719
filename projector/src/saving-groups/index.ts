import { defineReadModel } from '../read-model';
import { handlers, type SavingGroupEvent } from './handlers';
import { batchHandlers, ledgerHandlers } from './ledger';
import { schema, tables } from './schema';

/**
 * The Saving Group Ministry: groups with their fund totals, members, savings, loans, repayments and
 * emergency funds with their contributions and maker-checker requests. Amounts are numeric(12,2),
 * computed from integer cents in SQL.
 */
export const savingGroupsModel = defineReadModel<SavingGroupEvent>({
  name: 'saving-groups',
  tables,
  schema,
  // the handlers find rows by primary key only: the lists' indexes of the long tables come after a rebuild
  deferredIndexes: [
    'group_savings_group',
    'group_savings_newest',
    'group_savings_meeting',
    'member_penalties_group',
    'member_penalties_newest',
    'member_penalties_late_fine',
    'group_loans_group',
    'group_loans_active',
    'group_loans_newest',
    'group_loans_meeting',
    'loan_repayments_loan',
    'loan_repayments_newest',
    'loan_repayments_meeting',
  ],
  handlers: { ...handlers, ...ledgerHandlers },
  batchHandlers,
});
