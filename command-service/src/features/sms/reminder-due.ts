// Reads the projector's `sms_receipt_settings` (read model `sms`), `participants` (read model
// `participants`), `contributions` (read model `contributions`), `group_loans`, `group_members`,
// `saving_groups` (read model `saving-groups`) and `group_meetings` (read model `meetings`) tables: where
// reminders are on, and the children, loans and meetings a reminder may be due for. A documented query
// module (system/src/table-ownership.unit.spec.ts). The tables only say where to look: the job confirms
// each switch, contribution and loan on its stream before anything is queued.
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';

type Pool = CommandDeps['pool'];

const anyOf = (ids: readonly number[]) => sql<number[]>`${ids}::int[]`;

/** A switch the read table shows on: a project's own (groupId null) or one of its groups'. */
export interface SwitchOn {
  readonly projectId: number;
  readonly groupId: number | null;
}

/** The reminder switches the read table shows on. */
export const remindersShownOn = async (pool: Pool): Promise<SwitchOn[]> =>
  (
    await rows(
      pool,
      db
        .selectFrom('sms_receipt_settings')
        .select(['project_id', 'group_id'])
        .where('reminders', '=', true)
        .orderBy('project_id')
        .orderBy('group_id'),
    )
  ).map((r) => ({ projectId: r.project_id, groupId: r.group_id === 0 ? null : r.group_id }));

/** A child of a project with reminders on whose month the read table shows owing something. */
export interface ChildCandidate {
  readonly participantId: number;
  /** The participant ID, KE0420-101. */
  readonly code: string;
  /** The guardian's number as the register has it (may be no phone number, or null when erased). */
  readonly phone: string | null;
  readonly contributionId: number;
}

/**
 * Active, not deleted (nor erased) children of these projects whose contribution for `month` owes something
 * (docs/domain/saving-group-ministry.md, "SMS reminders"; the rule is contributionReminderDue).
 */
export const childrenOwing = async (
  pool: Pool,
  projectIds: readonly number[],
  month: string,
): Promise<ChildCandidate[]> =>
  projectIds.length === 0
    ? []
    : rows(
        pool,
        db
          .selectFrom('participants as p')
          .innerJoin('contributions as c', 'c.participant_id', 'p.id')
          .select([
            'p.id as participantId',
            'p.participant_id as code',
            'p.contact_phone as phone',
            'c.id as contributionId',
          ])
          .where((eb) =>
            eb.and([
              eb('p.project_id', '=', eb.fn.any(anyOf(projectIds))),
              eb.ref('p.is_active'),
              eb.not(eb.ref('p.deleted')),
              eb.not(eb.ref('p.erased')),
              eb('c.month', '=', month),
              eb('c.expected_amount', '>', eb.ref('c.paid_amount')),
            ]),
          )
          .orderBy('p.id'),
      );

/** A loan of a group with reminders on that the read table shows active and due on the day. */
export interface LoanCandidate {
  readonly loanId: number;
  readonly groupId: number;
  readonly memberId: number;
  /** The borrower's number as the register has it (may be no phone number). */
  readonly phone: string | null;
  readonly groupName: string;
}

/** Active loans of these groups falling due on `dueDate` (the rule is loanReminderDue). */
export const loansFallingDue = async (
  pool: Pool,
  groupIds: readonly number[],
  dueDate: string,
): Promise<LoanCandidate[]> =>
  groupIds.length === 0
    ? []
    : rows(
        pool,
        db
          .selectFrom('group_loans as l')
          .innerJoin('saving_groups as g', 'g.id', 'l.group_id')
          .leftJoin('group_members as m', 'm.id', 'l.borrower_id')
          .select([
            'l.id as loanId',
            'l.group_id as groupId',
            'l.borrower_id as memberId',
            'm.member_phone as phone',
            'g.name as groupName',
          ])
          .where((eb) =>
            eb.and([
              eb('l.group_id', '=', eb.fn.any(anyOf(groupIds))),
              eb('l.status', '=', sql.lit('active')),
              eb('l.due_date', '=', sql<string>`${dueDate}::date`),
            ]),
          )
          .orderBy('l.id'),
      );

/** One member to remind of a meeting of a group with reminders on. */
export interface MeetingCandidate {
  readonly meetingId: number;
  readonly meetingDate: string;
  readonly groupId: number;
  readonly memberId: number;
  /** The member's number as the register has it (may be no phone number). */
  readonly phone: string;
  readonly groupName: string;
  readonly time: string | null;
  readonly location: string | null;
  readonly projectId: number;
  readonly clusterId: number;
  readonly regionId: number;
}

/**
 * The active members of these groups (an active group) with a meeting on `meetingDate`, one row per
 * meeting and member (the rule is meetingReminderDue). The meeting's place, or else the group's usual one.
 */
export const meetingMembers = async (
  pool: Pool,
  groupIds: readonly number[],
  meetingDate: string,
): Promise<MeetingCandidate[]> =>
  groupIds.length === 0
    ? []
    : rows(
        pool,
        db
          .selectFrom('group_meetings as mt')
          .innerJoin('saving_groups as g', 'g.id', 'mt.group_id')
          .innerJoin('group_members as m', 'm.group_id', 'mt.group_id')
          .select((eb) => [
            'mt.id as meetingId',
            sql<string>`${eb.ref('mt.meeting_date')}::text`.as('meetingDate'),
            'mt.group_id as groupId',
            'm.id as memberId',
            'm.member_phone as phone',
            'g.name as groupName',
            'g.meeting_time as time',
            eb.fn.coalesce('mt.location', 'g.meeting_location').as('location'),
            'mt.project_id as projectId',
            'mt.cluster_id as clusterId',
            'mt.region_id as regionId',
          ])
          .where((eb) =>
            eb.and([
              eb('mt.group_id', '=', eb.fn.any(anyOf(groupIds))),
              eb('mt.meeting_date', '=', sql<string>`${meetingDate}::date`),
              eb('g.status', '=', sql.lit('Active')),
              eb.ref('m.is_active'),
            ]),
          )
          .orderBy('mt.id')
          .orderBy('m.id'),
      );

/** The keys among `keys` that were queued or refused already (each is tried at most once ever). */
export const keysDone = async (pool: Pool, keys: readonly string[]): Promise<Set<string>> =>
  keys.length === 0
    ? new Set()
    : new Set(
        (
          await rows(
            pool,
            db
              .selectFrom('sms_reminders')
              .select('reminder_key')
              .where((eb) =>
                eb.and([
                  eb('reminder_key', '=', eb.fn.any(sql<string[]>`${keys}::text[]`)),
                  eb('state', '<>', sql.lit('queuing')),
                ]),
              ),
          )
        ).map((r) => r.reminder_key),
      );
