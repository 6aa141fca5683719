import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, RuleViolation, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type MinutesRecorded,
  minutesDecider,
  minutesStream,
  type RecordMinutes,
  type StoredFileRef,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
const place = { projectId: 1, clusterId: 2, regionId: 3 };
const content = {
  meetingDate: '2026-11-23',
  agenda: 'Savings and the emergency fund',
  discussions: 'Members discussed raising the weekly saving',
  decisions: 'The weekly saving stays at KES 200',
  attendees: [1, 2],
  nextMeetingDate: '2026-11-30',
  description: null,
  file: null,
};
const pdf: StoredFileRef = {
  fileId: 5,
  originalName: 'Minutes 23 Nov.pdf',
  fileSize: 20_000,
  mimeType: 'application/pdf',
  sha256: 'ab'.repeat(32),
};
const aRecording = (overrides: Partial<RecordMinutes['data']> = {}): RecordMinutes => ({
  type: 'RecordMinutes',
  data: {
    minutesId: 3,
    group: { groupId: 7, status: 'Active', registrationDate: '2026-01-05', ...place },
    roster: { 1: { active: true }, 2: { active: false } },
    ...content,
    ...overrides,
  },
  metadata,
});
const recorded = (overrides: Partial<MinutesRecorded['data']> = {}): MinutesRecorded => ({
  type: 'MinutesRecorded',
  data: {
    minutesId: 3,
    groupId: 7,
    ...place,
    ...content,
    recordedBy: { userId: 8, username: 'facilitator' },
    ...overrides,
  },
});

const { given } = specFor(minutesDecider);

describe('minutes decider', () => {
  it('names its stream minutes-{id}', () => {
    expect(minutesStream(3)).toBe('minutes-3');
  });

  it('records the minutes of a meeting that took place, once', () => {
    given([]).when(aRecording()).then([recorded()]);
    given([recorded()]).when(aRecording()).thenThrows(ConflictError, 'These minutes already exist');
  });

  it('records an uploaded PDF without the written fields', () => {
    const upload = { agenda: null, discussions: null, decisions: null, attendees: [], nextMeetingDate: null };
    given([])
      .when(aRecording({ ...upload, description: 'Signed minutes', file: pdf }))
      .then([recorded({ ...upload, description: 'Signed minutes', file: pdf })]);
  });

  it('refuses dates that do not fit the group or the meeting', () => {
    given([])
      .when(aRecording({ meetingDate: '2025-12-01', nextMeetingDate: null }))
      .thenThrows(RuleViolation, 'The meeting date cannot be before the group was registered on 2026-01-05');
    given([])
      .when(aRecording({ meetingDate: '2026-11-26', nextMeetingDate: null }))
      .thenThrows(RuleViolation, 'Minutes can only be recorded for a meeting that has taken place');
    given([])
      .when(aRecording({ nextMeetingDate: '2026-11-20' }))
      .thenThrows(RuleViolation, 'The next meeting date must be after the meeting date (2026-11-23)');
  });

  it('refuses attendees who are not of the group or listed twice', () => {
    given([])
      .when(aRecording({ attendees: [1, 9] }))
      .thenThrows(RuleViolation, 'Member 9 is not a member of this group');
    given([])
      .when(aRecording({ attendees: [1, 1] }))
      .thenThrows(ValidationError, 'An attendee is listed twice');
  });

  it('wants written minutes or a file, and a file of at most 1 MB', () => {
    given([])
      .when(aRecording({ agenda: null }))
      .thenThrows(ValidationError, 'Minutes need their agenda, discussions and decisions, or a PDF file');
    given([])
      .when(aRecording({ file: { ...pdf, fileSize: 1024 * 1024 + 1 } }))
      .thenThrows(ValidationError, 'The file must be at most 1 MB');
  });
});
