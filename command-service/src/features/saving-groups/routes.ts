import {
  createEmergencyFundSchema,
  createSavingGroupSchema,
  disbursementRequestSchema,
  emergencyContributionSchema,
  issueLoanSchema,
  memberSchema,
  parseOrThrow,
  recordRepaymentSchema,
  recordSavingSchema,
  rejectDisbursementSchema,
  setGroupStatusSchema,
} from '@pm/domain';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../../context';
import { commandRoute } from '../../lib/command-route';
import { idParam } from '../../lib/request';
import * as service from './service';

/** The Saving Group Ministry's writes (spec 2 §7), plus approve/reject of emergency requests. */
export const savingGroupRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post(
    '/api/saving-groups',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.registerGroup(deps, p, parseOrThrow(createSavingGroupSchema, r.body), ex, now),
    ),
  );
  app.patch(
    '/api/saving-groups/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.setGroupStatus(
        deps,
        p,
        idParam(r, 'Group'),
        parseOrThrow(setGroupStatusSchema, r.body).status,
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/group-members',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.enrolMember(deps, p, parseOrThrow(memberSchema, r.body), ex, now),
    ),
  );
  app.delete(
    '/api/group-members/:id',
    commandRoute(deps, 200, (p, r, ex, now) => service.removeMember(deps, p, idParam(r, 'Member'), ex, now)),
  );
  app.post(
    '/api/group-savings',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.recordSaving(deps, p, parseOrThrow(recordSavingSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/group-loans',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.issueLoan(deps, p, parseOrThrow(issueLoanSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/loan-repayments',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.recordRepayment(deps, p, parseOrThrow(recordRepaymentSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/emergency-funds',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.createEmergencyFund(deps, p, parseOrThrow(createEmergencyFundSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/emergency-contributions',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.recordEmergencyContribution(
        deps,
        p,
        parseOrThrow(emergencyContributionSchema, r.body),
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/emergency-disbursements',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.submitDisbursement(deps, p, parseOrThrow(disbursementRequestSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/emergency-disbursements/:id/approve',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.decideDisbursement(deps, p, idParam(r, 'Disbursement'), { approve: true }, ex, now),
    ),
  );
  app.post(
    '/api/emergency-disbursements/:id/reject',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.decideDisbursement(
        deps,
        p,
        idParam(r, 'Disbursement'),
        { approve: false, reason: parseOrThrow(rejectDisbursementSchema, r.body).reason },
        ex,
        now,
      ),
    ),
  );
};
