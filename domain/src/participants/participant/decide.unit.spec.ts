import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type ParticipantRegistered, participantDecider, type RegisterParticipant } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
};
const sealed = { keyId: 'k1', iv: 'aXY=', tag: 'dGFn', data: 'ZGF0YQ==' };
const facts = {
  participantId: 'KE0420-001',
  gender: 'Female' as const,
  gradeLevel: 'Grade 3',
  monthlyContribution: 50000,
  plannedExitDate: null,
};
const aRegistration = (projectActive = true): RegisterParticipant => ({
  type: 'RegisterParticipant',
  data: {
    id: 3,
    personal: sealed,
    project: { projectId: 1, clusterId: 1, regionId: 1, isActive: projectActive },
    ...facts,
  },
  metadata,
});
const registered: ParticipantRegistered = {
  type: 'ParticipantRegistered',
  data: {
    id: 3,
    personal: sealed,
    ...facts,
    projectId: 1,
    clusterId: 1,
    regionId: 1,
    registeredOn: '2026-11-25',
  },
};
const deleted = { type: 'ParticipantDeleted' as const, data: { id: 3, deletedAt: metadata.now } };
const erased = {
  type: 'ParticipantPersonalDataErased' as const,
  data: { id: 3, erasedAt: metadata.now, keyId: 'k1' },
};
const inactivated = {
  type: 'ParticipantInactivated' as const,
  data: { id: 3, reason: 'Moved away', inactivatedAt: metadata.now },
};
const { given } = specFor(participantDecider);

describe('participant decider', () => {
  it('registers a participant in an active project, once', () => {
    given([]).when(aRegistration()).then([registered]);
    given([registered]).when(aRegistration()).thenThrows(ConflictError);
  });

  it('refuses a participant in an inactive project', () => {
    given([]).when(aRegistration(false)).thenThrows(RuleViolation);
  });

  it('inactivates with a reason and reactivates', () => {
    given([registered])
      .when({ type: 'InactivateParticipant', data: { reason: 'Moved away' }, metadata })
      .then([inactivated]);
    given([registered, inactivated])
      .when({ type: 'ReactivateParticipant', data: {}, metadata })
      .then([{ type: 'ParticipantReactivated', data: { id: 3, reactivatedAt: metadata.now } }]);
  });

  it('deletes with the reason given, after which the participant is not found for edits', () => {
    given([registered])
      .when({ type: 'DeleteParticipant', data: { reason: 'Moved to Mombasa' }, metadata })
      .then([{ type: 'ParticipantDeleted', data: { ...deleted.data, reason: 'Moved to Mombasa' } }]);
    given([registered, deleted])
      .when({ type: 'DeleteParticipant', data: { reason: 'Twice' }, metadata })
      .thenThrows(NotFoundError);
  });

  it('erases personal data once, even after deletion, and then refuses edits', () => {
    given([registered, deleted]).when({ type: 'ErasePersonalData', data: {}, metadata }).then([erased]);
    given([registered, erased]).when({ type: 'ErasePersonalData', data: {}, metadata }).then([]);
    given([registered, erased])
      .when({ type: 'UpdateParticipant', data: { personal: sealed, ...facts }, metadata })
      .thenThrows(RuleViolation);
  });

  it('records an update with the participant it is about', () => {
    given([registered])
      .when({
        type: 'UpdateParticipant',
        data: { personal: sealed, ...facts, gradeLevel: 'Grade 4' },
        metadata,
      })
      .then([
        { type: 'ParticipantUpdated', data: { id: 3, personal: sealed, ...facts, gradeLevel: 'Grade 4' } },
      ]);
  });
});
