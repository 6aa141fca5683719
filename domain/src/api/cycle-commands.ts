import {
  confirmCycleCloseSchema,
  proposeCycleCloseSchema,
  rejectCycleCloseSchema,
} from '../saving-groups/cycle-schemas';
import { writeOffLoanSchema } from '../saving-groups/lending-schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Saving Group Cycles');

/** The close of a group's cycle: maker-checker, as emergency requests. */
export const cycleCommands = {
  proposeCycleClose: command(
    'POST /api/saving-groups/:id/cycle-close',
    201,
    "Propose closing the group's current cycle on closeDate: the share-out is computed from the books as the preview shows it; every loan still owed and every penalty unpaid must be carried by decision (ProposeCycleClose). Whoever may manage the group",
    { params: idParams('Group'), body: proposeCycleCloseSchema, errors: [403, 404, 409, 422] },
  ),
  confirmCycleClose: command(
    'POST /api/saving-groups/:id/cycle-close/confirm',
    200,
    'Confirm the proposed close: the cycle closes, its share-out leaves the loan fund and the next cycle opens the day after (ConfirmCycleClose). A project administrator or above, never the proposer',
    { params: idParams('Group'), body: confirmCycleCloseSchema, errors: [403, 404, 409, 422] },
  ),
  rejectCycleClose: command(
    'POST /api/saving-groups/:id/cycle-close/reject',
    200,
    'Reject the proposed close with a reason; the cycle stays open (RejectCycleClose). A project administrator or above, never the proposer',
    { params: idParams('Group'), body: rejectCycleCloseSchema, errors: [403, 404, 409, 422] },
  ),
  writeOffLoan: command(
    'POST /api/group-loans/:id/write-off',
    200,
    "Write off what is still owed on an active loan past its due date, with a reason: the loan is defaulted, leaves the loans outstanding and counts as a write-off in the group's health and share-out (WriteOffLoan + RecordLoanWriteOff, one append). A project administrator or above",
    { params: idParams('Loan'), body: writeOffLoanSchema, errors: [403, 404, 409, 422] },
  ),
} as const;
