import { businessDate, canRead, NotFoundError } from '@pm/domain';
import { meetingQueries as q } from '@pm/domain/api/meeting-queries';
import type {
  AttendanceRow,
  GroupMeetingRow,
  MeetingMinutesRow,
} from '@pm/domain/saving-groups/meeting-rows';
import { attachmentHeader } from '../../lib/attachment';
import { selectRows } from '../../lib/db';
import { defineQuery, selectPage } from '../../lib/define-query';
import { groupCondition } from './scope';

const MEETING_MODELS = ['meetings', 'saving-groups', 'hierarchy'] as const;

/**
 * Whether the meeting `mt` (a group_meetings row) was held: its attendance was recorded, or money that
 * still stands was recorded with its id (a saving or repayment not reversed, a loan issued). A date that
 * has come is not enough: a meeting nobody recorded anything for may not have taken place. Minutes name a
 * group and a date, not a meeting, so they do not count (docs/domain/saving-group-ministry.md, "Meetings").
 */
export const meetingHeldSql = (mt: string): string => `(${mt}.attendance_recorded
  OR EXISTS (SELECT 1 FROM group_savings s WHERE s.meeting_id = ${mt}.id AND s.reversed_at IS NULL)
  OR EXISTS (SELECT 1 FROM group_loans l WHERE l.meeting_id = ${mt}.id)
  OR EXISTS (SELECT 1 FROM loan_repayments r WHERE r.meeting_id = ${mt}.id AND r.reversed_at IS NULL))`;

/**
 * GET /api/group-meetings: a meeting's money columns are the sums of what was recorded with its id
 * (savings, principal of loans issued, repayments). Its status: Upcoming while its date is after today
 * (EAT); from its day on Completed once it was held (`meetingHeldSql`), Not recorded until then.
 * GET /api/meeting-attendance: the meeting's list, for a reader who may read its group.
 */
export const meetingQueryRoutes = [
  defineQuery(q.listMeetings, MEETING_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'mt.group_id');
    params.push(businessDate(new Date().toISOString()));
    return selectPage<GroupMeetingRow>(
      ctx,
      `SELECT mt.id, mt.group_id AS "groupId", g.name AS "groupName", mt.meeting_date AS "meetingDate", mt.agenda,
              mt.location, mt.next_meeting_date AS "nextMeetingDate", mt.conducted_by AS "conductedBy",
              NULL::text AS minutes, mt.attendees_count AS "attendeesCount",
              (SELECT count(*)::int FROM group_members gm WHERE gm.group_id = mt.group_id AND gm.is_active) AS "memberCount",
              coalesce((SELECT array_agg(a.member_id ORDER BY a.member_id) FROM meeting_attendance a
                         WHERE a.meeting_id = mt.id AND a.is_present), '{}') AS attendees,
              mt.attendance_recorded AS "attendanceRecorded",
              (SELECT coalesce(sum(s.amount), 0) FROM group_savings s
                WHERE s.meeting_id = mt.id AND s.reversed_at IS NULL) AS "totalSavingsCollected",
              (SELECT coalesce(sum(s.amount), 0) FROM group_savings s
                WHERE s.meeting_id = mt.id AND s.reversed_at IS NULL) AS "totalSavings",
              (SELECT coalesce(sum(l.amount), 0) FROM group_loans l WHERE l.meeting_id = mt.id) AS "totalLoansIssued",
              (SELECT coalesce(sum(r.amount), 0) FROM loan_repayments r
                WHERE r.meeting_id = mt.id AND r.reversed_at IS NULL) AS "totalRepayments",
              CASE WHEN mt.meeting_date > $${params.length}::date THEN 'Upcoming'
                   WHEN ${meetingHeldSql('mt')} THEN 'Completed'
                   ELSE 'Not recorded' END AS status,
              mt.created_at AS "createdAt"
         FROM group_meetings mt JOIN saving_groups g ON g.id = mt.group_id
        WHERE ${condition}`,
      'mt.meeting_date DESC, mt.id DESC',
      params,
    );
  }),

  defineQuery(q.listAttendance, MEETING_MODELS, async ({ pool, actor }, { query }) => {
    const place = (
      await pool.query<{ regionId: number; clusterId: number; projectId: number }>(
        'SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM group_meetings WHERE id = $1',
        [query.meetingId],
      )
    ).rows[0];
    if (!place || !canRead(actor, place)) throw new NotFoundError('Meeting not found');
    return selectRows<AttendanceRow>(
      pool,
      `SELECT a.meeting_id AS "meetingId", a.member_id AS "memberId", m.member_name AS "memberName",
              m.member_number AS "memberNumber", a.is_present AS "isPresent", a.arrival_time AS "arrivalTime", a.notes
         FROM meeting_attendance a JOIN group_members m ON m.id = a.member_id
        WHERE a.meeting_id = $1 ORDER BY m.member_number`,
      [query.meetingId],
    );
  }),

  defineQuery(q.listMinutes, MEETING_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'mm.group_id');
    return selectRows<MeetingMinutesRow>(
      pool,
      `SELECT mm.id, mm.group_id AS "groupId", g.name AS "groupName", mm.meeting_date AS "meetingDate", mm.agenda,
              mm.discussions, mm.decisions, mm.attendees, jsonb_array_length(mm.attendees) AS "attendeesCount",
              mm.next_meeting_date AS "nextMeetingDate", mm.description, mm.file_id IS NOT NULL AS "hasFile",
              mm.original_name AS "originalName", mm.file_size AS "fileSize", mm.mime_type AS "mimeType",
              mm.uploaded_by AS "uploadedBy", mm.created_at AS "createdAt"
         FROM meeting_minutes mm JOIN saving_groups g ON g.id = mm.group_id
        WHERE ${condition}
        ORDER BY mm.meeting_date DESC, mm.id DESC`,
      params,
    );
  }),

  // the file's bytes are checked against the hash its event recorded before they are sent
  defineQuery(q.downloadMinutes, MEETING_MODELS, async ({ pool, actor, reply }, { params }) => {
    const minutes = (
      await pool.query<{
        regionId: number;
        clusterId: number;
        projectId: number;
        fileId: number | null;
        sha256: string | null;
      }>(
        `SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId", file_id AS "fileId", sha256
           FROM meeting_minutes WHERE id = $1`,
        [params.id],
      )
    ).rows[0];
    if (!minutes || !canRead(actor, minutes)) throw new NotFoundError('Meeting minutes not found');
    if (minutes.fileId === null) throw new NotFoundError('These minutes have no file');
    const file = (
      await pool.query<{ name: string; contentType: string; content: Buffer; sha256: string }>(
        `SELECT original_name AS name, content_type AS "contentType", content, sha256 FROM stored_files WHERE id = $1`,
        [minutes.fileId],
      )
    ).rows[0];
    if (!file || file.sha256 !== minutes.sha256)
      throw new NotFoundError('The file of these minutes is missing');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.name))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }),
];
