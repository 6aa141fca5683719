import { defineReadModel } from '../read-model';
import { handlers, type SavingGroupEvent } from './handlers';
import { batchHandlers } from './ledger';
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
  handlers,
  batchHandlers,
});
