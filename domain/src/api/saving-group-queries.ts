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
  loanFundSchema,
  loanRepaymentRowSchema,
  moduleStatsSchema,
  savingGroupRowSchema,
} from '../saving-groups/rows';
import { idParams, limitQuerySchema, projectQuerySchema, queryIdSchema } from '../shared/bounds';
import { csvResponse, queryContract } from './contract';

const tags = ['Saving Group Ministry'];

const scoped = { projectId: projectQuerySchema };
const inGroup = { ...scoped, groupId: queryIdSchema('groupId') };
const inFund = { ...inGroup, fundId: queryIdSchema('fundId') };

/** Reads of the Saving Group Ministry, every one scoped to the caller's region, cluster or project. */
export const savingGroupQueries = {
  listGroups: queryContract({
    url: '/api/saving-groups',
    summary: 'Saving groups in scope, newest first',
    tags,
    querystring: z.object({ ...scoped, limit: limitQuerySchema(1000) }),
    response: z.array(savingGroupRowSchema),
    errors: [403],
  }),
  groupStats: queryContract({
    url: '/api/saving-groups/stats',
    summary: 'Totals over the groups in scope',
    tags,
    querystring: z.object(scoped),
    response: groupStatsSchema,
    errors: [403],
  }),
  moduleStats: queryContract({
    url: '/api/saving-groups/module-stats',
    summary: "Figures of the Saving Group Ministry's module cards",
    tags,
    querystring: z.object(scoped),
    response: moduleStatsSchema,
    errors: [403],
  }),
  exportGroups: queryContract({
    url: '/api/saving-groups/export',
    summary: 'The groups in scope as CSV',
    tags,
    querystring: z.object(scoped),
    response: csvResponse('saving-groups-YYYY-MM-DD.csv'),
    errors: [403],
  }),
  loanFund: queryContract({
    url: '/api/saving-groups/:id/fund',
    summary: "A group's loan fund",
    tags,
    params: idParams('Group'),
    response: loanFundSchema,
    errors: [403, 404],
  }),
  listMembers: queryContract({
    url: '/api/group-members',
    summary: 'Members (current and former) of one group or of every group in scope',
    tags,
    querystring: z.object(inGroup),
    response: z.array(groupMemberRowSchema),
    errors: [403, 404],
  }),
  listSavings: queryContract({
    url: '/api/group-savings',
    summary: 'Savings, newest first',
    tags,
    querystring: z.object(inGroup),
    response: z.array(groupSavingRowSchema),
    errors: [403, 404],
  }),
  listLoans: queryContract({
    url: '/api/group-loans',
    summary: 'Loans with their repayment progress',
    tags,
    querystring: z.object(inGroup),
    response: z.array(groupLoanRowSchema),
    errors: [403, 404],
  }),
  listRepayments: queryContract({
    url: '/api/loan-repayments',
    summary: 'Repayments of one loan, one group, or every group in scope',
    tags,
    querystring: z.object({ ...inGroup, loanId: queryIdSchema('loanId') }),
    response: z.array(loanRepaymentRowSchema),
    errors: [403, 404],
  }),
  listEmergencyFunds: queryContract({
    url: '/api/emergency-funds',
    summary: 'Emergency funds with their balances',
    tags,
    querystring: z.object(inGroup),
    response: z.array(emergencyFundRowSchema),
    errors: [403, 404],
  }),
  listEmergencyContributions: queryContract({
    url: '/api/emergency-contributions',
    summary: 'Contributions to emergency funds',
    tags,
    querystring: z.object(inFund),
    response: z.array(emergencyContributionRowSchema),
    errors: [403, 404],
  }),
  listEmergencyDisbursements: queryContract({
    url: '/api/emergency-disbursements',
    summary: 'Emergency disbursement requests and their decisions',
    tags,
    querystring: z.object(inFund),
    response: z.array(emergencyDisbursementRowSchema),
    errors: [403, 404],
  }),
  facilitatorAnalytics: queryContract({
    url: '/api/analytics/church-facilitator',
    summary: "The church facilitator's dashboard figures",
    tags: ['Dashboards'],
    querystring: z.object(scoped),
    response: facilitatorAnalyticsSchema,
    errors: [403],
  }),
} as const;
