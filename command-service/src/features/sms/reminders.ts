import {
  ConflictError,
  normaliseKenyanPhone,
  RuleViolation,
  reminderDaysAt,
  smsDecider,
  smsReceiptsDecider,
  smsReceiptsStream,
  smsStream,
  ValidationError,
  withinReminderHours,
} from '@pm/domain';
import { sealRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { nextId } from '@pm/infra/ids';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { contributionJobs, loanJobs, meetingJobs, type ReminderJob, remindersOnNow } from './reminder-jobs';

const principal = systemPrincipal('sms-reminders');

/** What one run queued, refused (no phone number: recorded, never tried again) and found done before. */
export interface RemindersRun {
  readonly queued: number;
  readonly refused: number;
}

/** What became of one reminder: queued through the SMS outbox, or refused (its number is no phone number). */
export type ReminderOutcome = 'queued' | 'refused';

const stateOf = (deps: CommandDeps, key: string) =>
  firstRow(
    deps.pool,
    db.selectFrom('sms_reminders').select(['state', 'sms_id']).where('reminder_key', '=', key),
  );

const mark = async (
  deps: CommandDeps,
  key: string,
  state: ReminderOutcome,
  reason: string | null,
): Promise<ReminderOutcome> => {
  await execute(
    deps.pool,
    db
      .updateTable('sms_reminders')
      .set({ state, reason, updated_at: sql<string>`now()` })
      .where('reminder_key', '=', key),
  );
  return state;
};

/**
 * Queues one reminder as QueueReminder on a new SMS stream (the outbox the dispatcher hands to the
 * gateway), at most once ever: as a receipt, the key's row in sms_reminders reserves the message id before
 * the append, and the append's command id is the key, which the event store takes once; a restart, a
 * second run or a second instance queues nothing twice. A number that is no phone number (or was erased)
 * is refused by the SMS decider, and the refusal recorded (SmsReminderRefused) and kept: it is not tried
 * again.
 */
export const queueReminder = async (
  deps: CommandDeps,
  job: ReminderJob,
  now: string,
): Promise<ReminderOutcome> => {
  const { pool } = deps;
  const { key } = job;
  const known = await stateOf(deps, key);
  if (known?.state === 'queued' || known?.state === 'refused') return known.state;
  await execute(
    pool,
    db
      .insertInto('sms_reminders')
      .values({
        reminder_key: key,
        sms_id: known?.sms_id ?? (await nextId(pool, 'sms')),
        state: sql.lit('queuing'),
      })
      .onConflict((oc) => oc.doNothing()),
  );
  const smsId = (await stateOf(deps, key))!.sms_id!;
  const phone = normaliseKenyanPhone(job.number);
  const recipient =
    phone === null
      ? null
      : ((await sealRecipientPhones(pool, smsId, [{ participantId: job.participantId, phone }]))[0] ?? null);
  try {
    await run(systemContext(deps, principal, now, `sms-${key}`), smsDecider, smsStream(smsId), {
      type: 'QueueReminder',
      data: {
        smsId,
        reminderOf: job.of,
        content: job.content,
        number: job.number,
        recipient,
        place: job.place,
      },
    });
  } catch (e) {
    // stored before a crash kept the row from saying so
    if (e instanceof ConflictError) return mark(deps, key, 'queued', null);
    if (!(e instanceof ValidationError || e instanceof RuleViolation)) throw e;
    await run(
      systemContext(deps, principal, now, `sms-refused-${key}`),
      smsReceiptsDecider,
      smsReceiptsStream(job.place.projectId),
      { type: 'RecordReminderRefused', data: { reminderOf: job.of, reason: e.message, place: job.place } },
    );
    return mark(deps, key, 'refused', e.message);
  }
  return mark(deps, key, 'queued', null);
};

/**
 * The reminders job (docs/domain/saving-group-ministry.md, "SMS reminders"): at `now`, where reminders are
 * switched on, queues the guardians' contribution reminders (from the 25th of the month), the borrowers'
 * (a loan due in three days) and the members' (their group meets tomorrow), each once; nothing outside
 * the hours reminders are sent (08:00 to 20:00 in Nairobi).
 */
export const sendReminders = async (deps: CommandDeps, now: string): Promise<RemindersRun> => {
  if (!withinReminderHours(now)) return { queued: 0, refused: 0 };
  const days = reminderDaysAt(now);
  const on = await remindersOnNow(deps);
  let queued = 0;
  let refused = 0;
  for (const jobsOf of [contributionJobs, loanJobs, meetingJobs])
    for (const job of await jobsOf(deps, days, on)) {
      if ((await queueReminder(deps, job, now)) === 'queued') queued += 1;
      else refused += 1;
    }
  return { queued, refused };
};
