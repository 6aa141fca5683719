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
import { contractsOf, csvResponse, type QueryContract } from './contract';

const { query } = contractsOf('Saving Group Ministry');

const scoped = { projectId: projectQuerySchema };
const inGroup = { ...scoped, groupId: queryIdSchema('groupId') };
const inFund = { ...inGroup, fundId: queryIdSchema('fundId') };

/** A read of every group in the caller's scope (`?projectId=` narrows it). */
const inScope = <const R extends QueryContract['response']>(
  url: `/api/${string}`,
  summary: string,
  response: R,
) => query(url, summary, { querystring: z.object(scoped), response, errors: [403] });

/** The rows of one group or fund (`?groupId=`, `?fundId=`), or of every group in scope. */
const listOf = <const F extends z.ZodRawShape, const R extends z.ZodType>(
  url: `/api/${string}`,
  summary: string,
  filter: F,
  row: R,
) => query(url, summary, { querystring: z.object(filter), response: z.array(row), errors: [403, 404] });

/** Reads of the Saving Group Ministry, every one scoped to the caller's region, cluster or project. */
export const savingGroupQueries = {
  listGroups: inScope(
    '/api/saving-groups',
    'Saving groups in scope, newest first',
    z.array(savingGroupRowSchema),
  ),
  groupStats: inScope('/api/saving-groups/stats', 'Totals over the groups in scope', groupStatsSchema),
  moduleStats: inScope(
    '/api/saving-groups/module-stats',
    "Figures of the Saving Group Ministry's module cards",
    moduleStatsSchema,
  ),
  exportGroups: inScope(
    '/api/saving-groups/export',
    'The groups in scope as CSV',
    csvResponse('saving-groups-YYYY-MM-DD.csv'),
  ),
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
  listMembers: listOf(
    '/api/group-members',
    'Members (current and former) of one group or of every group in scope',
    inGroup,
    groupMemberRowSchema,
  ),
  listSavings: listOf('/api/group-savings', 'Savings, newest first', inGroup, groupSavingRowSchema),
  listLoans: listOf('/api/group-loans', 'Loans with their repayment progress', inGroup, groupLoanRowSchema),
  listRepayments: listOf(
    '/api/loan-repayments',
    'Repayments of one loan, one group, or every group in scope',
    { ...inGroup, loanId: queryIdSchema('loanId') },
    loanRepaymentRowSchema,
  ),
  listEmergencyFunds: listOf(
    '/api/emergency-funds',
    'Emergency funds with their balances',
    inGroup,
    emergencyFundRowSchema,
  ),
  listEmergencyContributions: listOf(
    '/api/emergency-contributions',
    'Contributions to emergency funds',
    inFund,
    emergencyContributionRowSchema,
  ),
  listEmergencyDisbursements: listOf(
    '/api/emergency-disbursements',
    'Emergency disbursement requests and their decisions',
    inFund,
    emergencyDisbursementRowSchema,
  ),
  facilitatorAnalytics: contractsOf('Dashboards').query(
    '/api/analytics/church-facilitator',
    "The church facilitator's dashboard figures",
    { querystring: z.object(scoped), response: facilitatorAnalyticsSchema, errors: [403] },
  ),
} as const;
