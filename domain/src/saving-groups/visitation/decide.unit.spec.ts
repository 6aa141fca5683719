import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type RecordVisitation, type VisitationRecorded, visitationDecider, visitationStream } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' },
};
const place = { projectId: 1, clusterId: 2, regionId: 3 };
const visit = {
  visitDate: '2026-11-24',
  visitorName: 'Peter Otieno',
  visitorRole: 'Project facilitator',
  purpose: 'Quarterly check of the books',
  findings: 'Records are up to date',
  recommendations: 'Open a bank account',
  followUpDate: '2027-02-24',
};
const aVisit = (overrides: Partial<RecordVisitation['data']> = {}): RecordVisitation => ({
  type: 'RecordVisitation',
  data: {
    visitationId: 2,
    group: { groupId: 7, status: 'Active', registrationDate: '2026-01-05', ...place },
    ...visit,
    ...overrides,
  },
  metadata,
});
const recorded: VisitationRecorded = {
  type: 'VisitationRecorded',
  data: { visitationId: 2, groupId: 7, ...place, ...visit, visitedBy: { userId: 5, username: 'project' } },
};

const { given } = specFor(visitationDecider);

describe('visitation decider', () => {
  it('names its stream visitation-{id}', () => {
    expect(visitationStream(2)).toBe('visitation-2');
  });

  it('records a visit that took place, once, placed like its group', () => {
    given([]).when(aVisit()).then([recorded]);
    given([recorded]).when(aVisit()).thenThrows(ConflictError, 'This visit already exists');
  });

  it('refuses dates that do not fit', () => {
    given([])
      .when(aVisit({ visitDate: '2026-11-26', followUpDate: null }))
      .thenThrows(
        RuleViolation,
        'A visit is recorded once it has taken place: the visit date cannot be in the future',
      );
    given([])
      .when(aVisit({ visitDate: '2025-12-31', followUpDate: null }))
      .thenThrows(RuleViolation, 'The visit date cannot be before the group was registered on 2026-01-05');
    given([])
      .when(aVisit({ followUpDate: '2026-11-24' }))
      .thenThrows(RuleViolation, 'The follow-up date must be after the visit date (2026-11-24)');
  });
});
