import { msg, TooManyRequestsError } from '@pm/domain';
import type pg from 'pg';

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
    const result = await this.pool.query<{ count: number; allowed: boolean }>(
      `INSERT INTO sign_in_counters AS c (key, window_start, count, next_allowed_at, allowed)
       VALUES ($1, now(), 1, now(), true)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN c.window_start < now() - make_interval(mins => $2) THEN now() ELSE c.window_start END,
         count = CASE WHEN c.window_start < now() - make_interval(mins => $2) THEN 1 ELSE c.count + 1 END,
         allowed = c.window_start < now() - make_interval(mins => $2) OR c.count + 1 <= $3 OR c.next_allowed_at <= now(),
         next_allowed_at = CASE
           WHEN c.window_start >= now() - make_interval(mins => $2) AND c.count + 1 > $3 AND c.next_allowed_at <= now()
           THEN now() + make_interval(secs => $4) ELSE c.next_allowed_at END
       RETURNING count, allowed`,
      [key, windowMinutes, ceiling, this.limits.paceSeconds],
    );
    return result.rows[0]!;
  }

  /**
   * One statement per key: each holds one row lock at a time. A single `UPDATE … WHERE key = ANY(…)`
   * locks its rows in the order it finds them, which differs between parallel attempts once updates
   * have moved the rows, and two such statements deadlock (a 500 to one of the attempts).
   */
  private async giveBack(keys: readonly string[]): Promise<void> {
    for (const key of keys)
      await this.pool.query('UPDATE sign_in_counters SET count = greatest(count - 1, 0) WHERE key = $1', [
        key,
      ]);
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
        await this.pool.query('DELETE FROM sign_in_counters WHERE key = $1', [pairKey]);
        await this.giveBack(paced);
        // rows another attempt holds are left for the next sweep rather than waited for
        await this.pool.query(
          `DELETE FROM sign_in_counters WHERE key IN (
             SELECT key FROM sign_in_counters WHERE window_start < now() - interval '1 day'
             FOR UPDATE SKIP LOCKED)`,
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
