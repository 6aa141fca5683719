import { businessDate, normaliseKenyanPhone } from '@pm/domain';
import {
  HEAD_SIGNATURE_ALGORITHM,
  headSmsText,
  type SignedHead,
  signHead,
} from '@pm/infra/event-store/head-signing';
import { isAccepted } from '@pm/infra/sms/gateway';
import type { Pool } from 'pg';
import type { ChainCheckDeps } from './chain-check-job';

/** The one connection a run does everything on (the lock's). */
type Db = Pick<Pool, 'query'>;

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
  const { rowCount } = await pool.query(
    `INSERT INTO log_head_signatures (day, position, hash, signed_at, algorithm, key_id, signature, sms_text)
     VALUES ($1, $2, decode($3, 'hex'), $4, $5, $6, $7, $8) ON CONFLICT (day) DO NOTHING`,
    [
      day,
      head.position,
      head.hash,
      now,
      HEAD_SIGNATURE_ALGORITHM,
      key.keyId,
      signHead(key, signedHead),
      text,
    ],
  );
  if (rowCount === 0) return null;
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
    await pool
      .query(
        'UPDATE log_head_signatures SET sms_recipients = $2, sms_accepted = $3, sms_error = $4 WHERE day = $1',
        [day, recipients, accepted, error],
      )
      .catch((e: unknown) => deps.logger.error({ err: e, day }, 'log head SMS could not be recorded'));
  };
  if (!deps.sms) return record(0, null, 'No SMS gateway configured');
  try {
    const { rows } = await pool.query<{ phone: string }>(
      `SELECT phone FROM users WHERE role = 'NationalDirector' AND is_active AND phone IS NOT NULL`,
    );
    const numbers = [...new Set(rows.map((r) => normaliseKenyanPhone(r.phone)).filter((n) => n !== null))];
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
