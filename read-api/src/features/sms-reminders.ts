import { smsQueries as q } from '@pm/domain/api/sms-queries';
import type { ReminderPurpose } from '@pm/domain/sms/reminders/reminder-of';
import type { ReminderStatus, SmsReminderRow } from '@pm/domain/sms/rows';
import { db } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import { defineQuery } from '../lib/define-query';
import { typedPage } from '../lib/typed-paging';
import { withinScope } from '../lib/typed-scope';
import { smsScope } from './sms';

const places = { region: 'r.region_id', cluster: 'r.cluster_id', project: 'r.project_id' } as const;

/** Where a reminder's SMS is: refused (none was queued), or its one number's delivery state. */
const statusOf = (smsId: number | null, recipientStatus: string | null): ReminderStatus => {
  if (smsId === null) return 'refused';
  if (recipientStatus === 'Delivered') return 'delivered';
  if (recipientStatus === 'Failed') return 'failed';
  if (recipientStatus === 'Sent') return 'sent';
  return 'queued';
};

/**
 * GET /api/sms/reminders: the reminders in the caller's scope, newest first, one page: what each is
 * about, whom it was for (the child's participant ID, the member's number and name as the register has
 * them now) and where its SMS is, from its number's row (the delivery reports).
 */
export const smsReminderRoutes = [
  defineQuery(
    q.smsReminders,
    ['sms', 'hierarchy', 'participants', 'saving-groups'],
    async (ctx, { query }): Promise<SmsReminderRow[]> => {
      const scope = await smsScope(ctx.pool, ctx.actor, query);
      const page = await typedPage(
        ctx,
        db
          .selectFrom('sms_reminder_list as r')
          .innerJoin('projects as pr', 'pr.id', 'r.project_id')
          .leftJoin('participants as p', 'p.id', 'r.participant_id')
          .leftJoin('saving_groups as g', 'g.id', 'r.group_id')
          .leftJoin('group_members as m', 'm.id', 'r.member_id')
          .leftJoin('sms_recipients as rc', (join) =>
            join.onRef('rc.sms_id', '=', 'r.sms_id').on('rc.recipient_index', '=', sql.lit(0)),
          )
          .leftJoin('sms_messages as s', 's.id', 'r.sms_id')
          .select((eb) => [
            'r.reminder_key as key',
            'r.purpose',
            'r.due',
            'r.project_id as projectId',
            'pr.code as projectCode',
            'r.participant_id as participantId',
            'p.participant_id as participantCode',
            'r.group_id as groupId',
            'g.name as groupName',
            'r.member_id as memberId',
            'm.member_number as memberNumber',
            'm.member_name as memberName',
            'r.sms_id as smsId',
            'rc.status as recipientStatus',
            eb.fn.coalesce('r.reason', 'rc.failure_reason', 's.failure_reason').as('reason'),
            'r.created_at as createdAt',
          ])
          .where((eb) => withinScope(eb, scope, places))
          .orderBy('r.created_at', 'desc')
          .orderBy('r.reminder_key', 'desc'),
      );
      return page.map(({ recipientStatus, ...row }) => ({
        ...row,
        purpose: row.purpose as ReminderPurpose,
        status: statusOf(row.smsId, recipientStatus),
      }));
    },
  ),
];
