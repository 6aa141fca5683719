import { participantCommands as c } from '@pm/domain/api/participants';
import { type CommandRoute, defineCommand, defineRoute } from '../../lib/define-command';
import {
  changeParticipantStatus,
  erasePersonalData,
  registerParticipant,
  updateParticipant,
} from './service';
import { uploadParticipants } from './upload';

/** Participants (spec 1 "Participants"): add, edit, inactivate/reactivate, delete, erase personal data, upload. */
export const participantRoutes: readonly CommandRoute[] = [
  defineCommand(c.registerParticipant, (ctx, { body }) => registerParticipant(ctx, body)),
  defineCommand(c.updateParticipant, (ctx, { params, body }) => updateParticipant(ctx, params.id, body)),
  defineCommand(c.inactivateParticipant, (ctx, { params, body }) =>
    changeParticipantStatus(ctx, params.id, { type: 'InactivateParticipant', data: { reason: body.reason } }),
  ),
  defineCommand(c.reactivateParticipant, (ctx, { params }) =>
    changeParticipantStatus(ctx, params.id, { type: 'ReactivateParticipant', data: {} }),
  ),
  defineCommand(c.deleteParticipant, (ctx, { params, body }) =>
    changeParticipantStatus(ctx, params.id, { type: 'DeleteParticipant', data: { reason: body.reason } }),
  ),
  defineCommand(c.erasePersonalData, (ctx, { params }) => erasePersonalData(ctx, params.id)),
  defineRoute(c.bulkUpload, (route) => uploadParticipants(route)),
];
