import { msg, TooManyRequestsError } from '@pm/domain';
import { sql } from 'kysely';
import type pg from 'pg';
import { db, execute, firstRow } from '../db/typed';

export interface ThrottleLimits {
  readonly windowMinutes: number;
  /** Failed sign-ins of one account from one address before that pair is locked for the window. */
  readonly perAccount: number;
  /** Failed sign-ins from one address (any account) before its attempts are paced. */
  readonly perAddress: number;
  /** Failed sign-ins of one account (any address) before its attempts are paced. */
  readonly perAccountEverywhere: number;
  /** One attempt per this many seconds once a ceiling is passed. */
  readonly paceSeconds: number;
  /** Registrations from one address per hour. */
  readonly registrationsPerHour: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 30,
  perAccountEverywhere: 50,
  paceSeconds: 2,
  registrationsPerHour: 10,
};

const LOCKED = (minutes: number) =>
  new TooManyRequestsError(msg`Too many failed sign-in attempts. Try again in ${{ minutes }} minutes.`);
const PACED = new TooManyRequestsError('Too many sign-in attempts. Try again in a few seconds.');

const now = sql<string>`now()`;

/** The upsert that takes a slot on `key` (see SignInThrottle.take). */
const takeSlot = (key: string, windowMinutes: number, ceiling: number, paceSeconds: number) =>
  db
    .insertInto('sign_in_counters')
    .values({ key, window_start: now, count: sql.lit(1), next_allowed_at: now, allowed: sql.lit(true) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // the row as it was (every SET below reads the old row)
        const started = eb.ref('sign_in_counters.window_start');
        const counted = eb(eb.ref('sign_in_counters.count'), '+', sql.lit(1));
        const nextAllowed = eb.ref('sign_in_counters.next_allowed_at');
        const windowStart = sql<string>`now() - make_interval(mins => ${windowMinutes})`;
        const expired = eb(started, '<', windowStart);
        return {
          window_start: eb.case().when(expired).then(now).else(started).end(),
          count: eb.case().when(expired).then(sql.lit(1)).else(counted).end(),
          allowed: eb
            .or([expired, eb(counted, '<=', ceiling), eb(nextAllowed, '<=', now)])
            .$castTo<boolean>(),
          next_allowed_at: eb
            .case()
            .when(
              eb.and([eb(started, '>=', windowStart), eb(counted, '>', ceiling), eb(nextAllowed, '<=', now)]),
            )
            .then(sql<string>`now() + make_interval(secs => ${paceSeconds})`)
            .else(nextAllowed)
            .end(),
        };
      }),
    )
    .returning(['count', 'allowed']);

/** One sign-in attempt's reserved slots: released if it succeeds, kept as failures if it does not. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling in PostgreSQL, so every command-service instance sees the same counts. Each
 * attempt takes a slot on three counters in one atomic statement each, before its password is checked:
 * - the account from this address: past `perAccount` the pair is locked for the window (429 even with
 *   the right password), while the same account from another address and other accounts from this
 *   address still sign in (one person behind an office's NAT address cannot lock out the office);
 * - the address, and the account from anywhere: past their ceilings, attempts are paced to one per
 *   `paceSeconds` (429 meanwhile), which slows guessing without locking anyone out.
 * A successful sign-in gives its slots back; a failed one keeps them.
 */
export class SignInThrottle {
  private readonly limits: ThrottleLimits;

  constructor(
    private readonly pool: pg.Pool,
    limits: Partial<ThrottleLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Takes a slot on `key`: its count in the window, and whether a paced key lets this one through. */
  private async take(
    key: string,
    windowMinutes: number,
    ceiling: number,
  ): Promise<{ count: number; allowed: boolean }> {
    return (await firstRow(this.pool, takeSlot(key, windowMinutes, ceiling, this.limits.paceSeconds)))!;
  }

  /**
   * One statement per key: each holds one row lock at a time. A single `UPDATE … WHERE key = ANY(…)`
   * locks its rows in the order it finds them, which differs between parallel attempts once updates
   * have moved the rows, and two such statements deadlock (a 500 to one of the attempts).
   */
  private async giveBack(keys: readonly string[]): Promise<void> {
    for (const key of keys)
      await execute(
        this.pool,
        db
          .updateTable('sign_in_counters')
          .set((eb) => ({ count: eb.fn('greatest', [eb('count', '-', sql.lit(1)), sql.lit(0)]) }))
          .where('key', '=', key),
      );
  }

  /** Reserves an attempt before the password is checked, or answers 429. */
  async attempt(username: string, address: string): Promise<Attempt> {
    const account = username.toLowerCase();
    const { windowMinutes, perAccount, perAddress, perAccountEverywhere } = this.limits;
    const pairKey = `pair:${account}|${address}`;
    const paced = [`address:${address}`, `account:${account}`];
    const [pair, byAddress, byAccount] = await Promise.all([
      this.take(pairKey, windowMinutes, perAccount),
      this.take(paced[0]!, windowMinutes, perAddress),
      this.take(paced[1]!, windowMinutes, perAccountEverywhere),
    ]);
    if (pair.count > perAccount) {
      await this.giveBack(paced);
      throw LOCKED(windowMinutes);
    }
    if (!byAddress.allowed || !byAccount.allowed) {
      await this.giveBack([pairKey, ...paced]);
      throw PACED;
    }
    return {
      succeeded: async () => {
        await execute(this.pool, db.deleteFrom('sign_in_counters').where('key', '=', pairKey));
        await this.giveBack(paced);
        // rows another attempt holds are left for the next sweep rather than waited for
        await execute(
          this.pool,
          db
            .deleteFrom('sign_in_counters')
            .where(
              'key',
              'in',
              db
                .selectFrom('sign_in_counters')
                .select('key')
                .where('window_start', '<', sql<string>`now() - interval '1 day'`)
                .forUpdate()
                .skipLocked(),
            ),
        );
      },
    };
  }

  /** Counts a registration from `address`; past the hourly limit answers 429. */
  async registration(address: string): Promise<void> {
    const { count } = await this.take(`register:${address}`, 60, this.limits.registrationsPerHour);
    if (count > this.limits.registrationsPerHour)
      throw new TooManyRequestsError(
        'Too many accounts were created from your network. Try again in an hour.',
      );
  }
}
