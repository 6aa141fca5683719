import { inactivateParticipantSchema, parseOrThrow, participantSchema } from '@pm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../../context';
import { commandRoute } from '../../lib/command-route';
import { parseId } from '../../lib/request';
import * as service from './service';

const idParam = (request: FastifyRequest) => parseId((request.params as { id?: unknown }).id, 'Participant');

/** Participants (spec 1 "Participants"): add, edit, inactivate/reactivate, delete, erase personal data. */
export const participantRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post(
    '/api/participants',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.registerParticipant(deps, p, parseOrThrow(participantSchema, r.body), ex, now),
    ),
  );
  app.put(
    '/api/participants/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.updateParticipant(deps, p, idParam(r), parseOrThrow(participantSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/participants/:id/inactivate',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.changeParticipantStatus(
        deps,
        p,
        idParam(r),
        { type: 'InactivateParticipant', reason: parseOrThrow(inactivateParticipantSchema, r.body).reason },
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/participants/:id/reactivate',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.changeParticipantStatus(deps, p, idParam(r), { type: 'ReactivateParticipant' }, ex, now),
    ),
  );
  app.delete(
    '/api/participants/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.changeParticipantStatus(deps, p, idParam(r), { type: 'DeleteParticipant' }, ex, now),
    ),
  );
  app.post(
    '/api/participants/:id/erase',
    commandRoute(deps, 200, (p, r, ex, now) => service.erasePersonalData(deps, p, idParam(r), ex, now)),
  );
};
