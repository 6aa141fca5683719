import { savingGroupCommands as c } from '@pm/domain/api/saving-groups';
import { type CommandRoute, defineCommand } from '../../lib/define-command';
import * as emergency from './emergency-fund';
import * as group from './group';
import * as loan from './loan';

/** The Saving Group Ministry's command routes: each contract bound to its handler. */
export const savingGroupRoutes: readonly CommandRoute[] = [
  defineCommand(c.registerGroup, (ctx, { body }) => group.registerGroup(ctx, body)),
  defineCommand(c.setGroupStatus, (ctx, { params, body }) =>
    group.setGroupStatus(ctx, params.id, body.status),
  ),
  defineCommand(c.enrolMember, (ctx, { body }) => group.enrolMember(ctx, body)),
  defineCommand(c.removeMember, (ctx, { params }) => group.removeMember(ctx, params.id)),
  defineCommand(c.recordSaving, (ctx, { body }) => group.recordSaving(ctx, body)),
  defineCommand(c.issueLoan, (ctx, { body }) => loan.issueLoan(ctx, body)),
  defineCommand(c.recordRepayment, (ctx, { body }) => loan.recordRepayment(ctx, body)),
  defineCommand(c.createEmergencyFund, (ctx, { body }) => emergency.createEmergencyFund(ctx, body)),
  defineCommand(c.recordEmergencyContribution, (ctx, { body }) =>
    emergency.recordEmergencyContribution(ctx, body),
  ),
  defineCommand(c.submitDisbursement, (ctx, { body }) => emergency.submitDisbursement(ctx, body)),
  defineCommand(c.approveDisbursement, (ctx, { params }) =>
    emergency.decideDisbursement(ctx, params.id, { approve: true }),
  ),
  defineCommand(c.rejectDisbursement, (ctx, { params, body }) =>
    emergency.decideDisbursement(ctx, params.id, { approve: false, reason: body.reason }),
  ),
];
