import { setLoanRulesSchema } from '../saving-groups/lending-schemas';
import {
  adjustSavingsSchema,
  createEmergencyFundSchema,
  createSavingGroupSchema,
  disbursementRequestSchema,
  emergencyContributionSchema,
  issueLoanSchema,
  memberSchema,
  recordRepaymentSchema,
  recordSavingSchema,
  rejectDisbursementSchema,
  setGroupStatusSchema,
} from '../saving-groups/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Saving Group Ministry');

/** Writes of the Saving Group Ministry (spec: API calls), plus approve/reject of emergency requests. */
export const savingGroupCommands = {
  registerGroup: command('POST /api/saving-groups', 201, 'Register a saving group (RegisterGroup)', {
    body: createSavingGroupSchema,
    errors: [403, 422],
  }),
  setGroupStatus: command(
    'PATCH /api/saving-groups/:id',
    200,
    'Activate, deactivate or suspend a group (SetGroupStatus)',
    { params: idParams('Group'), body: setGroupStatusSchema, errors: [403, 404, 409, 422] },
  ),
  setLoanRules: command(
    'PUT /api/saving-groups/:id/loan-rules',
    200,
    "Set the group's loan rules, the whole set; an unchanged set appends nothing (SetLoanRules)",
    { params: idParams('Group'), body: setLoanRulesSchema, errors: [403, 404, 422] },
  ),
  enrolMember: command('POST /api/group-members', 201, 'Enrol a member in a group (EnrolMember)', {
    body: memberSchema,
    errors: [403, 404, 409, 422],
  }),
  removeMember: command(
    'DELETE /api/group-members/:id',
    200,
    'Remove a member; their history stays (RemoveMember)',
    { params: idParams('Member'), errors: [403, 404, 409, 422] },
  ),
  recordSaving: command('POST /api/group-savings', 201, "Record a member's saving (RecordSaving)", {
    body: recordSavingSchema,
    errors: [403, 404, 409, 422],
  }),
  adjustSavings: command(
    'POST /api/group-savings/adjustments',
    201,
    "Correct a closed cycle's entry: adjust a member's savings in the open cycle, with a reason (AdjustSavings)",
    { body: adjustSavingsSchema, errors: [403, 404, 409, 422] },
  ),
  issueLoan: command(
    'POST /api/group-loans',
    201,
    "Issue a loan from the group's fund (IssueLoan + DisburseLoan, one append)",
    { body: issueLoanSchema, errors: [403, 404, 409, 422] },
  ),
  recordRepayment: command(
    'POST /api/loan-repayments',
    201,
    "Record a loan repayment; credits the group's fund (RecordRepayment)",
    { body: recordRepaymentSchema, errors: [403, 404, 409, 422] },
  ),
  createEmergencyFund: command(
    'POST /api/emergency-funds',
    201,
    'Create an emergency fund for a group (CreateEmergencyFund)',
    { body: createEmergencyFundSchema, errors: [403, 404, 409, 422] },
  ),
  recordEmergencyContribution: command(
    'POST /api/emergency-contributions',
    201,
    'Record a contribution to an emergency fund (RecordEmergencyContribution)',
    { body: emergencyContributionSchema, errors: [403, 404, 409, 422] },
  ),
  submitDisbursement: command(
    'POST /api/emergency-disbursements',
    201,
    'Request an emergency disbursement; always pending (SubmitDisbursement)',
    { body: disbursementRequestSchema, errors: [403, 404, 409, 422] },
  ),
  approveDisbursement: command(
    'POST /api/emergency-disbursements/:id/approve',
    200,
    "Approve a pending request; never one's own (ApproveDisbursement)",
    { params: idParams('Disbursement'), errors: [403, 404, 409, 422] },
  ),
  rejectDisbursement: command(
    'POST /api/emergency-disbursements/:id/reject',
    200,
    'Reject a pending request with a reason (RejectDisbursement)',
    { params: idParams('Disbursement'), body: rejectDisbursementSchema, errors: [403, 404, 409, 422] },
  ),
} as const;
