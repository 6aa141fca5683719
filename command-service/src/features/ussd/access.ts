import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { USSD_CODE_MS, USSD_CODES_PER_HOUR, USSD_LOCK_MS, USSD_MAX_WRONG } from '@pm/domain';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';

/**
 * A number's PIN, one-time code and guesses (ussd_access; docs/domain/ussd.md, "PIN"). The PIN and the
 * code are kept as salted scrypt hashes. A guess is taken before it is checked, in one statement that
 * refuses it while the number is locked, so however many sessions guess at once a number gets at most
 * USSD_MAX_WRONG wrong guesses an hour; the guess that reaches the limit locks the number at once, and a
 * right one clears the count.
 */

const scrypt = promisify(scryptCb) as (secret: string, salt: Buffer, length: number) => Promise<Buffer>;

export const hashSecret = async (secret: string): Promise<string> => {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await scrypt(secret, salt, 32)).toString('hex')}`;
};

export const sameSecret = async (secret: string, stored: string | null): Promise<boolean> => {
  const [kind, salt, hash] = (stored ?? '').split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const given = await scrypt(secret, Buffer.from(salt, 'hex'), 32);
  return timingSafeEqual(given, Buffer.from(hash, 'hex'));
};

export interface AccessRow {
  readonly pinSet: boolean;
  /** Locked until then (ISO), or null. */
  readonly lockedUntil: string | null;
  readonly wrongCount: number;
}

/** How the number stands now; a lock that has passed reads as none. */
export const accessOf = async (pool: pg.Pool, phone: string): Promise<AccessRow> => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('ussd_access')
      .select(['pin_hash as pinHash', 'wrong_count as wrongCount'])
      .select(
        sql<
          string | null
        >`CASE WHEN locked_until > now() THEN to_char(locked_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END`.as(
          'lockedUntil',
        ),
      )
      .where('phone', '=', phone),
  );
  return {
    pinSet: Boolean(row?.pinHash),
    lockedUntil: row?.lockedUntil ?? null,
    wrongCount: row?.wrongCount ?? 0,
  };
};

const ensureRow = (pool: pg.Pool, phone: string) =>
  execute(
    pool,
    db
      .insertInto('ussd_access')
      .values({ phone })
      .onConflict((oc) => oc.column('phone').doNothing()),
  );

export type Guess =
  | { readonly taken: true; readonly left: number; readonly lockedUntil: string | null }
  | { readonly taken: false; readonly lockedUntil: string };

/**
 * Takes one guess: refused while the number is locked; otherwise counted (a lock that passed starts the
 * count again), and the guess that reaches USSD_MAX_WRONG locks the number for USSD_LOCK_MS. Answers how
 * many guesses are left after this one, should it be wrong.
 */
export const takeGuess = async (pool: pg.Pool, phone: string): Promise<Guess> => {
  await ensureRow(pool, phone);
  const lapsed = sql<boolean>`(locked_until IS NOT NULL AND locked_until <= now())`;
  const count = sql<number>`CASE WHEN ${lapsed} THEN 1 ELSE wrong_count + 1 END`;
  const row = await firstRow(
    pool,
    db
      .updateTable('ussd_access')
      .set({
        wrong_count: count,
        locked_until: sql`CASE WHEN ${count} >= ${USSD_MAX_WRONG} THEN now() + ${`${USSD_LOCK_MS} milliseconds`}::interval WHEN ${lapsed} THEN NULL ELSE locked_until END`,
        updated_at: sql`now()`,
      })
      .where('phone', '=', phone)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<string>`now()`)]))
      .returning(['wrong_count', 'locked_until']),
  );
  if (!row)
    return {
      taken: false,
      lockedUntil: (await accessOf(pool, phone)).lockedUntil ?? new Date().toISOString(),
    };
  return {
    taken: true,
    left: Math.max(0, USSD_MAX_WRONG - row.wrong_count),
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until).toISOString(),
  };
};

/** A right guess: the count starts again and the lock its taking set is lifted. */
export const guessedRight = (pool: pg.Pool, phone: string) =>
  execute(
    pool,
    db
      .updateTable('ussd_access')
      .set({ wrong_count: 0, locked_until: null, updated_at: sql`now()` })
      .where('phone', '=', phone),
  );

export const pinMatches = async (pool: pg.Pool, phone: string, pin: string): Promise<boolean> => {
  const row = await firstRow(
    pool,
    db.selectFrom('ussd_access').select('pin_hash').where('phone', '=', phone),
  );
  return sameSecret(pin, row?.pin_hash ?? null);
};

/**
 * Sets the PIN (held hashed in the session until confirmed; null: none): one statement, the code used up
 * with it and the guesses cleared.
 */
export const setPin = (pool: pg.Pool, phone: string, pinHash: string | null) =>
  execute(
    pool,
    db
      .updateTable('ussd_access')
      .set({
        pin_hash: pinHash,
        code_hash: null,
        code_expires_at: null,
        wrong_count: 0,
        locked_until: null,
        updated_at: sql`now()`,
      })
      .where('phone', '=', phone),
  );

/**
 * A new one-time code for the number, or null when USSD_CODES_PER_HOUR were sent in the last hour. The
 * code is answered to be sent by SMS; only its hash is kept, good for USSD_CODE_MS.
 */
export const newCode = async (pool: pg.Pool, phone: string): Promise<string | null> => {
  await ensureRow(pool, phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = await hashSecret(code);
  const fresh = sql<boolean>`(codes_since IS NULL OR codes_since <= now() - interval '1 hour')`;
  const changed = await execute(
    pool,
    db
      .updateTable('ussd_access')
      .set({
        code_hash: hash,
        code_expires_at: sql`now() + ${`${USSD_CODE_MS} milliseconds`}::interval`,
        codes_sent: sql`CASE WHEN ${fresh} THEN 1 ELSE codes_sent + 1 END`,
        codes_since: sql`CASE WHEN ${fresh} THEN now() ELSE codes_since END`,
        updated_at: sql`now()`,
      })
      .where('phone', '=', phone)
      .where((eb) => eb.or([fresh, eb('codes_sent', '<', USSD_CODES_PER_HOUR)])),
  );
  return changed > 0 ? code : null;
};

export const codeMatches = async (pool: pg.Pool, phone: string, code: string): Promise<boolean> => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('ussd_access')
      .select('code_hash')
      .where('phone', '=', phone)
      .where('code_expires_at', '>', sql<string>`now()`),
  );
  return sameSecret(code, row?.code_hash ?? null);
};

/** Staff's reset: no PIN, no code, no lock; the next call starts with a code by SMS. */
export const resetAccess = (pool: pg.Pool, phone: string) => setPin(pool, phone, null);

/** The id of a number's audit stream: a hash, so that no stream name holds a phone number. */
export const phoneId = (phone: string): string =>
  createHash('sha256').update(`ussd:${phone}`).digest('hex').slice(0, 24);
