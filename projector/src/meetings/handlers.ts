import type { MeetingEvent as MeetingStreamEvent, MinutesEvent, VisitationEvent } from '@pm/domain';
import type { Handlers } from '../read-model';
import { insert } from '../sql';

export type MeetingEvent = MeetingStreamEvent | MinutesEvent | VisitationEvent;

export const handlers: Handlers<MeetingEvent> = {
  MeetingScheduled: (tx, e) => {
    const d = e.data;
    return insert(tx, 'group_meetings', {
      id: d.meetingId,
      group_id: d.groupId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      meeting_date: d.meetingDate,
      agenda: d.agenda,
      location: d.location,
      next_meeting_date: d.nextMeetingDate,
      conducted_by: d.conductedBy,
      scheduled_by: d.scheduledBy.username,
      created_at: e.occurredAt,
      last_position: e.position,
    });
  },
  VisitationRecorded: (tx, e) => {
    const d = e.data;
    return insert(tx, 'group_visitations', {
      id: d.visitationId,
      group_id: d.groupId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      visit_date: d.visitDate,
      visitor_name: d.visitorName,
      visitor_role: d.visitorRole,
      purpose: d.purpose,
      findings: d.findings,
      recommendations: d.recommendations,
      follow_up_date: d.followUpDate,
      visited_by: d.visitedBy.username,
      created_at: e.occurredAt,
    });
  },
  MinutesRecorded: (tx, e) => {
    const d = e.data;
    return insert(tx, 'meeting_minutes', {
      id: d.minutesId,
      group_id: d.groupId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      meeting_date: d.meetingDate,
      agenda: d.agenda,
      discussions: d.discussions,
      decisions: d.decisions,
      attendees: JSON.stringify(d.attendees),
      next_meeting_date: d.nextMeetingDate,
      description: d.description,
      file_id: d.file?.fileId ?? null,
      original_name: d.file?.originalName ?? null,
      file_size: d.file?.fileSize ?? null,
      mime_type: d.file?.mimeType ?? null,
      sha256: d.file?.sha256 ?? null,
      uploaded_by: d.recordedBy.username,
      created_at: e.occurredAt,
    });
  },
  // the list replaces the meeting's earlier one; applied once per position, so a replay changes nothing
  AttendanceRecorded: async (tx, e) => {
    const d = e.data;
    const claimed = await tx.query(
      `UPDATE group_meetings SET attendees_count = $2, attendance_recorded = true, last_position = $3
        WHERE id = $1 AND last_position < $3`,
      [d.meetingId, d.presentCount, e.position],
    );
    if (claimed.rowCount === 0) return;
    await tx.query('DELETE FROM meeting_attendance WHERE meeting_id = $1', [d.meetingId]);
    await tx.query(
      `INSERT INTO meeting_attendance (meeting_id, member_id, is_present, arrival_time, notes)
       SELECT $1, a.member_id, a.is_present, a.arrival_time, a.notes
         FROM jsonb_to_recordset($2::jsonb) AS a(member_id integer, is_present boolean, arrival_time text, notes text)`,
      [
        d.meetingId,
        JSON.stringify(
          d.attendance.map((a) => ({
            member_id: a.memberId,
            is_present: a.isPresent,
            arrival_time: a.arrivalTime,
            notes: a.notes,
          })),
        ),
      ],
    );
  },
};
