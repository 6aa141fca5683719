import { businessDate, normaliseKenyanPhone } from '@pm/domain';
import { db, execute, rows } from '@pm/infra/db/typed';
import {
  HEAD_SIGNATURE_ALGORITHM,
  headSmsText,
  type SignedHead,
  signHead,
} from '@pm/infra/event-store/head-signing';
import { isAccepted } from '@pm/infra/sms/gateway';
import { sql } from 'kysely';
import type { ChainCheckDeps, Db } from './chain-check-job';

/** Signs the verified head for today's business date, once a day (the first instance to get there). */
export const signToday = async (
  deps: ChainCheckDeps,
  pool: Db,
  head: { readonly position: string; readonly hash: string },
  now: Date,
): Promise<string | null> => {
  const { key } = deps;
  if (key === null || head.position === '0') return null;
  const day = businessDate(now.toISOString());
  const signedHead: SignedHead = { day, position: head.position, hash: head.hash };
  const text = headSmsText(signedHead, key.keyId);
  const inserted = await execute(
    pool,
    db
      .insertInto('log_head_signatures')
      .values({
        day,
        position: head.position,
        hash: sql<Buffer>`decode(${head.hash}, 'hex')`,
        signed_at: now,
        algorithm: HEAD_SIGNATURE_ALGORITHM,
        key_id: key.keyId,
        signature: signHead(key, signedHead),
        sms_text: text,
      })
      .onConflict((oc) => oc.column('day').doNothing()),
  );
  if (inserted === 0) return null;
  deps.logger.info({ day, position: head.position, hash: head.hash, keyId: key.keyId }, 'log head signed');
  await sendToDirectors(deps, pool, day, text);
  return day;
};

/**
 * The signed head by SMS to every active NationalDirector with a phone number, once (the day's row was
 * just written by this run): straight to the gateway, as an operational alert outside the project-scoped
 * outbox of composed messages. What the gateway answered is kept in the row; a failure is logged, and the
 * bell shows the head to the NationalDirectors all the same.
 */
const sendToDirectors = async (deps: ChainCheckDeps, pool: Db, day: string, text: string): Promise<void> => {
  const record = async (recipients: number, accepted: number | null, error: string | null) => {
    await execute(
      pool,
      db
        .updateTable('log_head_signatures')
        .set({ sms_recipients: recipients, sms_accepted: accepted, sms_error: error })
        .where('day', '=', day),
    ).catch((e: unknown) => deps.logger.error({ err: e, day }, 'log head SMS could not be recorded'));
  };
  if (!deps.sms) return record(0, null, 'No SMS gateway configured');
  try {
    const directors = await rows(
      pool,
      db
        .selectFrom('users')
        .select('phone')
        .where('role', '=', sql.lit('NationalDirector'))
        .where((eb) => eb.ref('is_active'))
        .where('phone', 'is not', null)
        .$narrowType<{ phone: string }>(),
    );
    const numbers = [
      ...new Set(directors.map((r) => normaliseKenyanPhone(r.phone)).filter((n) => n !== null)),
    ];
    if (numbers.length === 0) return await record(0, null, 'No NationalDirector has a phone number');
    const answers = await deps.sms.send({ to: numbers, text });
    const accepted = answers.filter((a) => isAccepted(a.statusCode)).length;
    await record(numbers.length, accepted, null);
    deps.logger.info({ day, recipients: numbers.length, accepted }, 'log head sent to the NationalDirectors');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    await record(0, null, message);
    deps.logger.error({ err: e, day }, 'log head SMS not sent');
  }
};
