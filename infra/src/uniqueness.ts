import { ConflictError } from '@pm/domain';
import type pg from 'pg';

/**
 * Uniqueness is decided when a command is accepted: the key is reserved (primary key insert) before the
 * events are appended, and released if the append fails.
 */
export class UniqueKeys {
  constructor(private readonly pool: pg.Pool) {}

  async reserve(kind: string, key: string, owner: string, message: string): Promise<void> {
    const result = await this.pool.query(
      'INSERT INTO unique_keys (kind, key, owner) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [kind, key.toLowerCase(), owner],
    );
    if (result.rowCount === 1) return;
    const existing = await this.owner(kind, key);
    if (existing !== owner) throw new ConflictError(message);
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
    message: string,
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
