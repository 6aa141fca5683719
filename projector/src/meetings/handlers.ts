import type {
  AttendanceRecorded,
  MeetingScheduled,
  MeetingEvent as MeetingStreamEvent,
  MinutesEvent,
  MinutesRecorded,
  VisitationEvent,
  VisitationRecorded,
} from '@pm/domain';
import type { MeetingAttendance } from '@pm/infra/db/tables';
import { compiledOnce, db, execute, param } from '@pm/infra/db/typed';
import { type InferResult, type Selectable, sql } from 'kysely';
import type pg from 'pg';
import {
  type BatchHandlers,
  eventsOfType,
  fromBatch,
  type Handlers,
  type Projected,
  type ProjectedOneOf,
} from '../read-model';
import { insert, insertMany, placeColumns } from '../sql';

export type MeetingEvent = MeetingStreamEvent | MinutesEvent | VisitationEvent;

const meetingRow = ({ data: d, occurredAt, position }: Projected<MeetingScheduled>) => ({
  id: d.meetingId,
  group_id: d.groupId,
  ...placeColumns(d),
  meeting_date: d.meetingDate,
  agenda: d.agenda,
  location: d.location,
  next_meeting_date: d.nextMeetingDate,
  conducted_by: d.conductedBy,
  scheduled_by: d.scheduledBy.username,
  created_at: occurredAt,
  last_position: position,
});

/**
 * A meeting's register claimed (`$1` meetings, `$2` present counts, `$3` positions): set where the meeting
 * has not yet seen the position, with whether it had a register already (then its list is replaced).
 * These statements run for every batch: compiled once, and prepared by the handler's transaction.
 */
const claimRegisters = db
  .updateTable('group_meetings as g')
  .from([
    sql<{
      id: number;
      present: number;
      position: string;
    }>`unnest(${param<number[]>(1)}::int[], ${param<number[]>(2)}::int[], ${param<string[]>(3)}::bigint[])`.as<'u'>(
      sql`u(id, present, position)`,
    ),
    'group_meetings as old',
  ])
  .set((eb) => ({
    attendees_count: eb.ref('u.present'),
    attendance_recorded: sql.lit(true),
    last_position: eb.ref('u.position'),
  }))
  .whereRef('g.id', '=', 'u.id')
  .whereRef('old.id', '=', 'g.id')
  .whereRef('g.last_position', '<', 'u.position')
  .returning(['g.id', 'old.attendance_recorded as recorded']);
const CLAIM_REGISTERS = compiledOnce(claimRegisters);
type Claimed = InferResult<typeof claimRegisters>[number];

/** The registers' lines (`$1`, a JSON array of meeting_attendance rows). */
const ADD_LINES = compiledOnce(
  db
    .insertInto('meeting_attendance')
    .columns(['meeting_id', 'member_id', 'is_present', 'arrival_time', 'notes'])
    .expression((q) =>
      q
        .selectFrom(
          sql<Selectable<MeetingAttendance>>`jsonb_to_recordset(${param<string>(1)}::jsonb)`.as<'a'>(
            sql`a(meeting_id integer, member_id integer, is_present boolean, arrival_time text, notes text)`,
          ),
        )
        .select(['a.meeting_id', 'a.member_id', 'a.is_present', 'a.arrival_time', 'a.notes']),
    ),
);

/**
 * Registers replace one another: of a meeting's registers in a run, the last is the one that stands,
 * and only when it is past the meeting's last_position (then every earlier one of the run was too).
 */
const recordAttendance = async (tx: pg.PoolClient, events: readonly Projected<AttendanceRecorded>[]) => {
  if (events.length === 0) return;
  const last = new Map(events.map((e) => [e.data.meetingId, e]));
  const claimed = await tx.query<Claimed>(CLAIM_REGISTERS, [
    [...last.keys()],
    [...last.values()].map((e) => e.data.presentCount),
    [...last.values()].map((e) => e.position.toString()),
  ]);
  const ids = claimed.rows.map((r) => r.id);
  if (ids.length === 0) return;
  // only a corrected register has an earlier list to replace
  const corrected = claimed.rows.filter((r) => r.recorded).map((r) => r.id);
  if (corrected.length > 0)
    await execute(
      tx,
      db
        .deleteFrom('meeting_attendance')
        .where((eb) => eb('meeting_id', '=', eb.fn.any(sql<number[]>`${corrected}::int[]`))),
    );
  await tx.query(ADD_LINES, [
    JSON.stringify(
      ids.flatMap((id) =>
        last.get(id)!.data.attendance.map((a) => ({
          meeting_id: id,
          member_id: a.memberId,
          is_present: a.isPresent,
          arrival_time: a.arrivalTime,
          notes: a.notes,
        })),
      ),
    ),
  ]);
};

/**
 * A year of meetings (scheduled, then their registers), set-based: the meetings first, then registers;
 * and a lone one as a run of one (its single handler).
 */
const meetingsRun = async (tx: pg.PoolClient, run: readonly Projected<MeetingEvent>[]) => {
  const events = run as readonly ProjectedOneOf<MeetingEvent>[];
  await insertMany(tx, 'group_meetings', eventsOfType(events, 'MeetingScheduled').map(meetingRow));
  await recordAttendance(tx, eventsOfType(events, 'AttendanceRecorded'));
};

export const batchHandlers: BatchHandlers<MeetingEvent> = {
  MeetingScheduled: meetingsRun,
  AttendanceRecorded: meetingsRun,
};

/**
 * What every record kept of a group (a visit, a meeting's minutes) has: the group, where it is, and when
 * the record was made.
 */
const keptOfGroup = ({ data: d, occurredAt }: Projected<VisitationRecorded | MinutesRecorded>) => ({
  group_id: d.groupId,
  ...placeColumns(d),
  created_at: occurredAt,
});

export const handlers: Handlers<MeetingEvent> = {
  MeetingScheduled: fromBatch(meetingsRun),
  VisitationRecorded: (tx, e) => {
    const d = e.data;
    return insert(tx, 'group_visitations', {
      id: d.visitationId,
      ...keptOfGroup(e),
      visit_date: d.visitDate,
      visitor_name: d.visitorName,
      visitor_role: d.visitorRole,
      purpose: d.purpose,
      findings: d.findings,
      recommendations: d.recommendations,
      follow_up_date: d.followUpDate,
      visited_by: d.visitedBy.username,
    });
  },
  MinutesRecorded: (tx, e) => {
    const d = e.data;
    return insert(tx, 'meeting_minutes', {
      id: d.minutesId,
      ...keptOfGroup(e),
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
    });
  },
  AttendanceRecorded: fromBatch(meetingsRun),
};
