import { collectionCommands as col } from '@pm/domain/api/collections';
import { cycleCommands as cy } from '@pm/domain/api/cycle-commands';
import { meetingCommands as m } from '@pm/domain/api/meetings';
import { reversalCommands as r } from '@pm/domain/api/reversals';
import { savingGroupCommands as c } from '@pm/domain/api/saving-groups';
import { visitationCommands as v } from '@pm/domain/api/visitations';
import { type CommandRoute, defineCommand, defineRoute } from '../../lib/define-command';
import * as collections from './collections';
import * as cycles from './cycles';
import * as emergency from './emergency-fund';
import * as group from './group';
import * as loan from './loan';
import * as meeting from './meeting';
import * as minutes from './minutes';
import * as reversals from './reversals';
import * as visitation from './visitation';

/** The Saving Group Ministry's command routes: each contract bound to its handler. */
export const savingGroupRoutes: readonly CommandRoute[] = [
  defineCommand(c.registerGroup, (ctx, { body }) => group.registerGroup(ctx, body)),
  defineCommand(c.setGroupStatus, (ctx, { params, body }) =>
    group.setGroupStatus(ctx, params.id, body.status),
  ),
  defineCommand(c.setLoanRules, (ctx, { params, body }) => group.setLoanRules(ctx, params.id, body)),
  defineCommand(cy.proposeCycleClose, (ctx, { params, body }) =>
    cycles.proposeCycleClose(ctx, params.id, body),
  ),
  defineCommand(cy.confirmCycleClose, (ctx, { params, body }) =>
    cycles.decideCycleClose(ctx, params.id, { type: 'ConfirmCycleClose', data: body }),
  ),
  defineCommand(cy.rejectCycleClose, (ctx, { params, body }) =>
    cycles.decideCycleClose(ctx, params.id, { type: 'RejectCycleClose', data: body }),
  ),
  defineCommand(c.enrolMember, (ctx, { body }) => group.enrolMember(ctx, body)),
  defineCommand(c.removeMember, (ctx, { params }) => group.removeMember(ctx, params.id)),
  defineCommand(c.recordSaving, (ctx, { body }) => group.recordSaving(ctx, body)),
  defineCommand(c.adjustSavings, (ctx, { body }) => group.adjustSavings(ctx, body)),
  defineCommand(c.issueLoan, (ctx, { body }) => loan.issueLoan(ctx, body)),
  defineCommand(c.recordRepayment, (ctx, { body }) => loan.recordRepayment(ctx, body)),
  defineCommand(cy.writeOffLoan, (ctx, { params, body }) => loan.writeOffLoan(ctx, params.id, body)),
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
  defineCommand(m.scheduleMeeting, (ctx, { body }) => meeting.scheduleMeeting(ctx, body)),
  defineCommand(m.recordAttendance, (ctx, { body }) => meeting.recordAttendance(ctx, body)),
  defineCommand(m.recordMinutes, (ctx, { body }) => minutes.recordMinutes(ctx, body)),
  defineRoute(m.uploadMinutes, (route) => minutes.uploadMinutes(route)),
  defineCommand(col.imposePenalty, (ctx, { body }) => collections.imposePenalty(ctx, body)),
  defineCommand(col.payPenalty, (ctx, { params, body }) => collections.payPenalty(ctx, params.id, body)),
  defineCommand(col.setRegistrationFee, (ctx, { params, body }) =>
    collections.setRegistrationFee(ctx, params.groupId, body),
  ),
  defineCommand(col.recordFeePayment, (ctx, { body }) => collections.recordFeePayment(ctx, body)),
  defineCommand(v.recordVisitation, (ctx, { body }) => visitation.recordVisitation(ctx, body)),
  defineCommand(r.reverseSaving, (ctx, { params, body }) =>
    reversals.reverseSaving(ctx, params.id, body.reason),
  ),
  defineCommand(r.reverseRepayment, (ctx, { params, body }) =>
    reversals.reverseRepayment(ctx, params.id, body.reason),
  ),
  defineCommand(r.reversePenalty, (ctx, { params, body }) =>
    reversals.reversePenalty(ctx, params.id, body.reason),
  ),
  defineCommand(r.reverseFeePayment, (ctx, { params, body }) =>
    reversals.reverseFeePayment(ctx, params.id, body.reason),
  ),
  defineCommand(r.reverseEmergencyContribution, (ctx, { params, body }) =>
    reversals.reverseEmergencyContribution(ctx, params.id, body.reason),
  ),
];
