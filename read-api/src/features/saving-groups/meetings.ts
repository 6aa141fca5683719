import { businessDate, canRead, NotFoundError } from '@pm/domain';
import { meetingQueries as q } from '@pm/domain/api/meeting-queries';
import type { GroupMeetingRow, MeetingMinutesRow } from '@pm/domain/saving-groups/meeting-rows';
import type { Database, GroupMeetings } from '@pm/infra/db/tables';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import { attachmentHeader } from '../../lib/attachment';
import { defineQuery } from '../../lib/define-query';
import { typedPage } from '../../lib/typed-paging';
import { groupSelection, ofGroups } from './scope';

const MEETING_MODELS = ['meetings', 'saving-groups', 'hierarchy'] as const;

const mt = expressionBuilder<Database & { mt: GroupMeetings }, 'mt'>();
const one = sql.lit(1).as('one');

/**
 * Whether the meeting `mt` (a group_meetings row) was held: its attendance was recorded, or money that
 * still stands was recorded with its id (a saving or repayment not reversed, a loan issued). A date that
 * has come is not enough: a meeting nobody recorded anything for may not have taken place. Minutes name a
 * group and a date, not a meeting, so they do not count (docs/domain/saving-group-ministry.md, "Meetings").
 */
export const meetingHeld: Expression<SqlBool> = mt.or([
  mt.ref('mt.attendance_recorded'),
  mt.exists(
    mt
      .selectFrom('group_savings as s')
      .select(one)
      .whereRef('s.meeting_id', '=', 'mt.id')
      .where('s.reversed_at', 'is', null),
  ),
  mt.exists(mt.selectFrom('group_loans as l').select(one).whereRef('l.meeting_id', '=', 'mt.id')),
  mt.exists(
    mt
      .selectFrom('loan_repayments as r')
      .select(one)
      .whereRef('r.meeting_id', '=', 'mt.id')
      .where('r.reversed_at', 'is', null),
  ),
]);

/**
 * GET /api/group-meetings: a meeting's money columns are the sums of what was recorded with its id
 * (savings, principal of loans issued, repayments). Its status: Upcoming while its date is after today
 * (EAT); from its day on Completed once it was held (`meetingHeld`), Not recorded until then.
 * GET /api/meeting-attendance: the meeting's list, for a reader who may read its group.
 */
export const meetingQueryRoutes = [
  defineQuery(q.listMeetings, MEETING_MODELS, async (ctx, { query }) => {
    const groups = await groupSelection(ctx.pool, ctx.actor, query);
    const today = businessDate(new Date().toISOString());
    const list = db
      .selectFrom('group_meetings as mt')
      .innerJoin('saving_groups as g', 'g.id', 'mt.group_id')
      .select((eb) => {
        const total = (amount: Expression<number>) => eb.fn.coalesce(eb.fn.sum<number>(amount), sql.lit(0));
        const savings = () =>
          eb
            .selectFrom('group_savings as s')
            .select((sb) => total(sb.ref('s.amount')).as('total'))
            .whereRef('s.meeting_id', '=', 'mt.id')
            .where('s.reversed_at', 'is', null)
            .$asScalar();
        return [
          'mt.id',
          'mt.group_id as groupId',
          'g.name as groupName',
          'mt.meeting_date as meetingDate',
          'mt.agenda',
          'mt.location',
          'mt.next_meeting_date as nextMeetingDate',
          'mt.conducted_by as conductedBy',
          sql<string | null>`NULL::text`.as('minutes'),
          'mt.attendees_count as attendeesCount',
          eb
            .selectFrom('group_members as gm')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('gm.group_id', '=', 'mt.group_id')
            .where((gb) => gb.ref('gm.is_active'))
            .$asScalar()
            .as('memberCount'),
          eb.fn
            .coalesce(
              eb
                .selectFrom('meeting_attendance as a')
                .select((ab) =>
                  sql<number[]>`array_agg(${ab.ref('a.member_id')} ORDER BY ${ab.ref('a.member_id')})`.as(
                    'ids',
                  ),
                )
                .whereRef('a.meeting_id', '=', 'mt.id')
                .where((ab) => ab.ref('a.is_present'))
                .$asScalar(),
              sql<number[]>`'{}'`,
            )
            .as('attendees'),
          'mt.attendance_recorded as attendanceRecorded',
          savings().as('totalSavingsCollected'),
          savings().as('totalSavings'),
          eb
            .selectFrom('group_loans as l')
            .select((lb) => total(lb.ref('l.amount')).as('total'))
            .whereRef('l.meeting_id', '=', 'mt.id')
            .$asScalar()
            .as('totalLoansIssued'),
          eb
            .selectFrom('loan_repayments as r')
            .select((rb) => total(rb.ref('r.amount')).as('total'))
            .whereRef('r.meeting_id', '=', 'mt.id')
            .where('r.reversed_at', 'is', null)
            .$asScalar()
            .as('totalRepayments'),
          eb
            .case()
            .when('mt.meeting_date', '>', sql<string>`${today}::date`)
            .then(sql.lit('Upcoming'))
            .when(meetingHeld)
            .then(sql.lit('Completed'))
            .else(sql.lit('Not recorded'))
            .end()
            .$castTo<GroupMeetingRow['status']>()
            .as('status'),
          'mt.created_at as createdAt',
        ];
      })
      .where((eb) => ofGroups(eb, groups, 'mt.group_id'));
    return typedPage(ctx, list.orderBy('mt.meeting_date', 'desc').orderBy('mt.id', 'desc'));
  }),

  defineQuery(q.listAttendance, MEETING_MODELS, async ({ pool, actor }, { query }) => {
    const place = await firstRow(
      pool,
      db
        .selectFrom('group_meetings')
        .select(['region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId'])
        .where('id', '=', query.meetingId),
    );
    if (!place || !canRead(actor, place)) throw new NotFoundError('Meeting not found');
    return rows(
      pool,
      db
        .selectFrom('meeting_attendance as a')
        .innerJoin('group_members as m', 'm.id', 'a.member_id')
        .select([
          'a.meeting_id as meetingId',
          'a.member_id as memberId',
          'm.member_name as memberName',
          'm.member_number as memberNumber',
          'a.is_present as isPresent',
          'a.arrival_time as arrivalTime',
          'a.notes',
        ])
        .where('a.meeting_id', '=', query.meetingId)
        .orderBy('m.member_number'),
    );
  }),

  defineQuery(q.listMinutes, MEETING_MODELS, async ({ pool, actor }, { query }) => {
    const groups = await groupSelection(pool, actor, query);
    return rows(
      pool,
      db
        .selectFrom('meeting_minutes as mm')
        .innerJoin('saving_groups as g', 'g.id', 'mm.group_id')
        .select((eb) => [
          'mm.id',
          'mm.group_id as groupId',
          'g.name as groupName',
          'mm.meeting_date as meetingDate',
          'mm.agenda',
          'mm.discussions',
          'mm.decisions',
          'mm.attendees',
          eb.fn<number>('jsonb_array_length', ['mm.attendees']).as('attendeesCount'),
          'mm.next_meeting_date as nextMeetingDate',
          'mm.description',
          eb('mm.file_id', 'is not', null).as('hasFile'),
          'mm.original_name as originalName',
          'mm.file_size as fileSize',
          'mm.mime_type as mimeType',
          'mm.uploaded_by as uploadedBy',
          'mm.created_at as createdAt',
        ])
        .$narrowType<Pick<MeetingMinutesRow, 'attendees' | 'hasFile'>>()
        .where((eb) => ofGroups(eb, groups, 'mm.group_id'))
        .orderBy('mm.meeting_date', 'desc')
        .orderBy('mm.id', 'desc'),
    );
  }),

  // the file's bytes are checked against the hash its event recorded before they are sent
  defineQuery(q.downloadMinutes, MEETING_MODELS, async ({ pool, actor, reply }, { params }) => {
    const minutes = await firstRow(
      pool,
      db
        .selectFrom('meeting_minutes')
        .select([
          'region_id as regionId',
          'cluster_id as clusterId',
          'project_id as projectId',
          'file_id as fileId',
          'sha256',
        ])
        .where('id', '=', params.id),
    );
    if (!minutes || !canRead(actor, minutes)) throw new NotFoundError('Meeting minutes not found');
    if (minutes.fileId === null) throw new NotFoundError('These minutes have no file');
    const file = await firstRow(
      pool,
      db
        .selectFrom('stored_files')
        .select(['original_name as name', 'content_type as contentType', 'content', 'sha256'])
        .where('id', '=', minutes.fileId),
    );
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
