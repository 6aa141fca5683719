import { z } from 'zod';
import {
  emergencyContributionRowSchema,
  emergencyDisbursementRowSchema,
  emergencyFundRowSchema,
  facilitatorAnalyticsSchema,
  groupLoanRowSchema,
  groupMemberRowSchema,
  groupSavingRowSchema,
  groupStatsSchema,
  lateFineRowSchema,
  loanFundSchema,
  loanRepaymentRowSchema,
  moduleStatsSchema,
  savingGroupRowSchema,
} from '../saving-groups/rows';
import { idParams, projectQuerySchema, queryIdSchema } from '../shared/bounds';
import { contractsOf, csvResponse } from './contract';

const { query } = contractsOf('Saving Group Ministry');

const scoped = { projectId: projectQuerySchema };
const inGroup = { ...scoped, groupId: queryIdSchema('groupId') };
const inFund = { ...inGroup, fundId: queryIdSchema('fundId') };

/** Reads of the Saving Group Ministry, every one scoped to the caller's region, cluster or project. */
export const savingGroupQueries = {
  listGroups: query('/api/saving-groups', 'Saving groups in scope, newest first', {
    querystring: z.object(scoped),
    response: z.array(savingGroupRowSchema),
    errors: [403],
  }),
  groupStats: query('/api/saving-groups/stats', 'Totals over the groups in scope', {
    querystring: z.object(scoped),
    response: groupStatsSchema,
    errors: [403],
  }),
  moduleStats: query(
    '/api/saving-groups/module-stats',
    "Figures of the Saving Group Ministry's module cards",
    { querystring: z.object(scoped), response: moduleStatsSchema, errors: [403] },
  ),
  exportGroups: query('/api/saving-groups/export', 'The groups in scope as CSV', {
    querystring: z.object(scoped),
    response: csvResponse('saving-groups-YYYY-MM-DD.csv'),
    errors: [403],
  }),
  loanFund: query('/api/saving-groups/:id/fund', "A group's loan fund", {
    params: idParams('Group'),
    response: loanFundSchema,
    errors: [403, 404],
  }),
  lateFines: query(
    '/api/saving-groups/:id/late-fines',
    "Overdue months of the group's active loans with no late fine yet (empty while the group has none)",
    { params: idParams('Group'), response: z.array(lateFineRowSchema), errors: [403, 404] },
  ),
  listMembers: query(
    '/api/group-members',
    'Members (current and former) of one group or of every group in scope',
    { querystring: z.object(inGroup), response: z.array(groupMemberRowSchema), errors: [403, 404] },
  ),
  listSavings: query('/api/group-savings', 'Savings, newest first', {
    querystring: z.object(inGroup),
    response: z.array(groupSavingRowSchema),
    errors: [403, 404],
  }),
  listLoans: query('/api/group-loans', 'Loans with their repayment progress', {
    querystring: z.object(inGroup),
    response: z.array(groupLoanRowSchema),
    errors: [403, 404],
  }),
  listRepayments: query(
    '/api/loan-repayments',
    'Repayments of one loan, one group, or every group in scope',
    {
      querystring: z.object({ ...inGroup, loanId: queryIdSchema('loanId') }),
      response: z.array(loanRepaymentRowSchema),
      errors: [403, 404],
    },
  ),
  listEmergencyFunds: query('/api/emergency-funds', 'Emergency funds with their balances', {
    querystring: z.object(inGroup),
    response: z.array(emergencyFundRowSchema),
    errors: [403, 404],
  }),
  listEmergencyContributions: query('/api/emergency-contributions', 'Contributions to emergency funds', {
    querystring: z.object(inFund),
    response: z.array(emergencyContributionRowSchema),
    errors: [403, 404],
  }),
  listEmergencyDisbursements: query(
    '/api/emergency-disbursements',
    'Emergency disbursement requests and their decisions',
    { querystring: z.object(inFund), response: z.array(emergencyDisbursementRowSchema), errors: [403, 404] },
  ),
  facilitatorAnalytics: contractsOf('Dashboards').query(
    '/api/analytics/church-facilitator',
    "The church facilitator's dashboard figures",
    { querystring: z.object(scoped), response: facilitatorAnalyticsSchema, errors: [403] },
  ),
} as const;
