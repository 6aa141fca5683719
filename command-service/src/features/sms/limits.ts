import { createHash } from 'node:crypto';
import { businessDate, msg, RuleViolation, TooManyRequestsError } from '@pm/domain';
import type { SmsLimits } from '@pm/infra/config';
import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { KeyedTurns } from '../../lib/turns';

/**
 * What a composed message may cost (receipts are not counted: one per recorded payment, saving or
 * repayment, they follow the money). One ProjectAdmin had sent 300 bulk messages in 7 s, and "all
 * parents" 20 times in a row, all accepted. Each is now held to:
 *
 * - a budget per project and business day, in SMS as the gateway bills them (a message's parts times
 *   its recipients): SMS_DAILY_PARTS_PER_PROJECT, 2,000 by default; beyond it 422;
 * - a pace per user: SMS_SENDS_PER_MINUTE messages in any minute, 10 by default; beyond it 429 with
 *   Retry-After;
 * - no repeat: the same text to the same recipients of a project again within SMS_REPEAT_MINUTES
 *   minutes (10 by default; 0 turns it off) is refused, 422.
 *
 * SMS_PART_PRICE_KES (0.80 by default) prices a part for the cost shown before a bulk send. They are read
 * with the rest of the configuration when the service starts (config.smsLimits, @pm/infra/config), so a
 * bad value stops the start instead of a send, and a changed value counts after a restart.
 */
export type { SmsLimits } from '@pm/infra/config';

/** What a message would cost: its SMS times the price of one, in KES with two decimals. */
export const costOf = (parts: number, limits: SmsLimits): number =>
  Math.round(parts * limits.partPrice * 100) / 100;

export interface SmsSend {
  readonly smsId: number;
  readonly projectId: number;
  readonly userId: number | null;
  readonly now: string;
  /** The SMS it is billed as: its parts times its recipients. */
  readonly parts: number;
  /** Who it goes to (the recipient type and its filter or number) and what it says, kept as hashes. */
  readonly recipients: string;
  readonly content: string;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** The SMS a project has used on a business day. */
export const usedOn = async (
  pool: pg.Pool | pg.PoolClient,
  projectId: number,
  day: string,
): Promise<number> =>
  (
    await firstRow(
      pool,
      db
        .selectFrom('sms_sends')
        .select((eb) => sql<number>`coalesce(sum(${eb.ref('parts')}), 0)::int`.as('used'))
        .where('project_id', '=', projectId)
        .where('business_day', '=', day),
    )
  )?.used ?? 0;

/** A project's sends one after the other in this process, so a burst waits here rather than on a lock. */
const turns = new KeyedTurns();

const ONE_MINUTE_MS = 60_000;

/** A user's pace: `perMinute` messages in any minute, beyond it 429 with the seconds to wait. */
const assertPace = async (client: pg.PoolClient, userId: number, now: number, perMinute: number) => {
  const sent = await rows(
    client,
    db
      .selectFrom('sms_sends')
      .select('sent_at')
      .where('user_id', '=', userId)
      .where('sent_at', '>', new Date(now - ONE_MINUTE_MS).toISOString())
      .orderBy('sent_at'),
  );
  if (sent.length < perMinute) return;
  const oldest = Date.parse(sent[sent.length - perMinute]!.sent_at);
  const seconds = Math.min(60, Math.max(1, Math.ceil((oldest + ONE_MINUTE_MS - now) / 1000)));
  throw new TooManyRequestsError(
    msg`You sent ${{ count: sent.length }} messages in the last minute. Wait ${{ seconds }} seconds before sending another.`,
    undefined,
    seconds,
  );
};

/**
 * Counts a message against its project's day, its sender's minute and its repeats, or refuses it: in a
 * transaction under the project's lock (and the sender's), so messages sent at once are counted one after
 * the other, across processes too. A retry of the same message (its id) is counted once.
 */
export const reserveSend = (pool: pg.Pool, send: SmsSend, limits: SmsLimits): Promise<void> =>
  turns.run(String(send.projectId), async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(727010, $1)', [send.projectId]);
      if (send.userId !== null) await client.query('SELECT pg_advisory_xact_lock(727011, $1)', [send.userId]);
      const again = await firstRow(
        client,
        db.selectFrom('sms_sends').select(sql.lit(1).as('one')).where('sms_id', '=', send.smsId),
      );
      if (again) {
        await client.query('COMMIT');
        return;
      }
      const now = Date.parse(send.now);
      if (send.userId !== null && limits.sendsPerMinute > 0)
        await assertPace(client, send.userId, now, limits.sendsPerMinute);
      const recipientsHash = hash(send.recipients);
      const contentHash = hash(send.content.trim());
      if (limits.repeatMinutes > 0) {
        const repeated = await firstRow(
          client,
          db
            .selectFrom('sms_sends')
            .select(sql.lit(1).as('one'))
            .where('project_id', '=', send.projectId)
            .where('recipients_hash', '=', recipientsHash)
            .where('content_hash', '=', contentHash)
            .where('sent_at', '>', new Date(now - limits.repeatMinutes * ONE_MINUTE_MS).toISOString())
            .limit(1),
        );
        if (repeated)
          throw new RuleViolation(
            msg`This message was already sent to the same recipients in the last ${{ minutes: limits.repeatMinutes }} minutes`,
          );
      }
      const day = businessDate(send.now);
      const used = await usedOn(client, send.projectId, day);
      if (used + send.parts > limits.dailyPartsPerProject)
        throw new RuleViolation(
          msg`This message needs ${{ needed: send.parts }} SMS, but only ${{ remaining: Math.max(0, limits.dailyPartsPerProject - used) }} of the project's ${{ budget: limits.dailyPartsPerProject }} for today are left. Send it to fewer recipients or tomorrow.`,
        );
      await execute(
        client,
        db.insertInto('sms_sends').values({
          sms_id: send.smsId,
          project_id: send.projectId,
          user_id: send.userId,
          business_day: day,
          parts: send.parts,
          recipients_hash: recipientsHash,
          content_hash: contentHash,
          sent_at: new Date(now),
        }),
      );
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  });

/** Gives a message's count back when it could not be queued after all. */
export const releaseSend = async (pool: pg.Pool, smsId: number): Promise<void> => {
  await execute(pool, db.deleteFrom('sms_sends').where('sms_id', '=', smsId));
};
