import { TooManyRequestsError } from '@pm/domain';
import type pg from 'pg';

export interface ThrottleLimits {
  readonly windowMinutes: number;
  readonly perAccount: number;
  readonly perAddress: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { windowMinutes: 15, perAccount: 5, perAddress: 30 };

/**
 * Failed sign-ins are counted per account and per client address over a sliding window, in PostgreSQL
 * so that every command-service instance sees the same counts. Past the limit, sign-in answers 429
 * even with the right password, until the window has passed.
 */
export class SignInThrottle {
  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
  ) {}

  private async failures(key: string): Promise<number> {
    const result = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_failures WHERE key = $1 AND at > now() - make_interval(mins => $2)`,
      [key, this.limits.windowMinutes],
    );
    return result.rows[0]?.n ?? 0;
  }

  async check(username: string, address: string): Promise<void> {
    const [account, ip] = await Promise.all([
      this.failures(`account:${username.toLowerCase()}`),
      this.failures(`address:${address}`),
    ]);
    if (account >= this.limits.perAccount || ip >= this.limits.perAddress)
      throw new TooManyRequestsError(
        `Too many failed sign-in attempts. Try again in ${this.limits.windowMinutes} minutes.`,
      );
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.pool.query('INSERT INTO login_failures (key) VALUES ($1), ($2)', [
      `account:${username.toLowerCase()}`,
      `address:${address}`,
    ]);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.pool.query('DELETE FROM login_failures WHERE key = $1', [`account:${username.toLowerCase()}`]);
    await this.pool.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
  }
}
