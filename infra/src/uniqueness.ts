import { ConflictError, type Message } from '@pm/domain';
import type pg from 'pg';

/**
 * Uniqueness is decided when a command is accepted: the key is reserved (primary key insert) before the
 * events are appended, and released if the append fails.
 */
export class UniqueKeys {
  constructor(private readonly pool: pg.Pool) {}

  async reserve(kind: string, key: string, owner: string, message: string | Message): Promise<void> {
    const result = await this.pool.query({
      name: 'pm_unique_reserve', // prepared once per connection: one of every command's statements
      text: 'INSERT INTO unique_keys (kind, key, owner) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      values: [kind, key.toLowerCase(), owner],
    });
    if (result.rowCount === 1) return;
    const existing = await this.owner(kind, key);
    if (existing !== owner) throw new ConflictError(message);
  }

  /**
   * Reserves many keys in one statement; answers the keys that are now reserved to their owner (taken
   * ones are left out). Keys are compared case-insensitively.
   */
  async reserveMany(kind: string, entries: readonly { key: string; owner: string }[]): Promise<Set<string>> {
    if (entries.length === 0) return new Set();
    await this.pool.query(
      `INSERT INTO unique_keys (kind, key, owner)
       SELECT $1, lower(k), o FROM unnest($2::text[], $3::text[]) AS u(k, o) ON CONFLICT DO NOTHING`,
      [kind, entries.map((e) => e.key), entries.map((e) => e.owner)],
    );
    const owned = await this.pool.query<{ key: string; owner: string }>(
      'SELECT key, owner FROM unique_keys WHERE kind = $1 AND key = ANY($2::text[])',
      [kind, entries.map((e) => e.key.toLowerCase())],
    );
    const ownerOf = new Map(owned.rows.map((r) => [r.key, r.owner]));
    return new Set(
      entries.filter((e) => ownerOf.get(e.key.toLowerCase()) === e.owner).map((e) => e.key.toLowerCase()),
    );
  }

  async releaseMany(kind: string, entries: readonly { key: string; owner: string }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.pool.query(
      `DELETE FROM unique_keys u USING unnest($2::text[], $3::text[]) AS e(k, o)
        WHERE u.kind = $1 AND u.key = lower(e.k) AND u.owner = e.o`,
      [kind, entries.map((e) => e.key), entries.map((e) => e.owner)],
    );
  }

  async release(kind: string, key: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM unique_keys WHERE kind = $1 AND key = $2 AND owner = $3', [
      kind,
      key.toLowerCase(),
      owner,
    ]);
  }

  async owner(kind: string, key: string): Promise<string | null> {
    const result = await this.pool.query<{ owner: string }>(
      'SELECT owner FROM unique_keys WHERE kind = $1 AND key = $2',
      [kind, key.toLowerCase()],
    );
    return result.rows[0]?.owner ?? null;
  }

  /** Reserve, run `work`, and release the reservation if `work` fails. */
  async withReservation<T>(
    kind: string,
    key: string,
    owner: string,
    message: string | Message,
    work: () => Promise<T>,
  ): Promise<T> {
    await this.reserve(kind, key, owner, message);
    try {
      return await work();
    } catch (e) {
      await this.release(kind, key, owner).catch(() => {});
      throw e;
    }
  }
}
