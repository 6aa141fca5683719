import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { meetingsModel } from './index';

const spec = projectionSpec(meetingsModel);

describe('meetings read model', () => {
  it('schedules meetings placed like their group', async () => {
    await spec
      .given([
        anEvent('MeetingScheduled', { meetingId: 1 }),
        anEvent('MeetingScheduled', { meetingId: 2, meetingDate: '2026-11-23', nextMeetingDate: null }),
      ])
      .then({
        group_meetings: [
          {
            id: 1,
            group_id: 1,
            meeting_date: '2026-11-16',
            next_meeting_date: '2026-11-23',
            attendees_count: 0,
            attendance_recorded: false,
          },
          {
            id: 2,
            group_id: 1,
            meeting_date: '2026-11-23',
            next_meeting_date: null,
            attendees_count: 0,
            attendance_recorded: false,
          },
        ],
        meeting_attendance: [],
      });
  });

  it('keeps the latest attendance list only, and counts who was present', async () => {
    await spec
      .given([
        anEvent('MeetingScheduled', { meetingId: 1 }),
        anEvent('AttendanceRecorded', {}),
        anEvent('AttendanceRecorded', {
          attendance: [
            { memberId: 2, isPresent: true, arrivalTime: null, notes: null },
            { memberId: 3, isPresent: true, arrivalTime: '14:20', notes: 'Came late' },
          ],
          presentCount: 2,
          replacesEarlier: true,
        }),
      ])
      .then({
        group_meetings: [{ id: 1, attendees_count: 2, attendance_recorded: true }],
        meeting_attendance: [
          { meeting_id: 1, member_id: 2, is_present: true, arrival_time: null, notes: null },
          { meeting_id: 1, member_id: 3, is_present: true, arrival_time: '14:20', notes: 'Came late' },
        ],
      });
  });

  it('keeps written minutes and uploaded files with their hash', async () => {
    await spec
      .given([
        anEvent('MinutesRecorded', {}),
        anEvent('MinutesRecorded', {
          minutesId: 2,
          agenda: null,
          discussions: null,
          decisions: null,
          attendees: [],
          nextMeetingDate: null,
          description: 'Signed copy',
          file: {
            fileId: 9,
            originalName: 'minutes.pdf',
            fileSize: 1234,
            mimeType: 'application/pdf',
            sha256: 'ab'.repeat(32),
          },
        }),
      ])
      .then({
        meeting_minutes: [
          { id: 1, attendees: [1, 2], agenda: 'Savings and the emergency fund', file_id: null, sha256: null },
          { id: 2, attendees: [], agenda: null, file_id: 9, sha256: 'ab'.repeat(32) },
        ],
      });
  });
});
