import { ConflictError, type Message } from '@pm/domain';
import type pg from 'pg';

/**
 * Uniqueness is decided when a command is accepted. On the PostgreSQL event store a command's key is
 * taken by its append, in the append's transaction (AppendOptions.claims); `assertFree` answers a taken
 * one before any work. Elsewhere, and for imports, the key is reserved (primary key insert) before the
 * events are appended, and released if the append fails; a crash between the two leaves a claim without
 * its stream, which the append takes over after a minute and `repairOrphans` removes.
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
   * Refuses (409 `message`) a key another stream holds: one whose stream exists, or was claimed within
   * the last minute (an append on its way). A claim older than that whose stream does not exist is an
   * orphan the append will take over.
   */
  async assertFree(kind: string, key: string, owner: string, message: string | Message): Promise<void> {
    const { rows } = await this.pool.query<{ owner: string; held: boolean }>({
      name: 'pm_unique_free',
      text: `SELECT u.owner,
                    EXISTS (SELECT 1 FROM es_streams s WHERE s.stream_id = u.owner)
                      OR u.created_at >= now() - interval '1 minute' AS held
               FROM unique_keys u WHERE u.kind = $1 AND u.key = $2`,
      values: [kind, key.toLowerCase()],
    });
    const row = rows[0];
    if (row && row.owner !== owner && row.held) throw new ConflictError(message);
  }

  /**
   * Removes claims without their stream (left by a process that died between reserving a key and
   * appending, before keys were taken by the append itself, or by an import whose append failed): older
   * than `olderThanMs`, so that no append still on its way loses its key. Only for the PostgreSQL event
   * store, whose streams are in es_streams. Answers what it removed.
   */
  async repairOrphans(olderThanMs = 10 * 60_000): Promise<{ kind: string; key: string; owner: string }[]> {
    const { rows } = await this.pool.query<{ kind: string; key: string; owner: string }>(
      `DELETE FROM unique_keys u
        WHERE u.created_at < now() - make_interval(secs => $1::double precision / 1000)
          AND NOT EXISTS (SELECT 1 FROM es_streams s WHERE s.stream_id = u.owner)
       RETURNING u.kind, u.key, u.owner`,
      [olderThanMs],
    );
    return rows;
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
