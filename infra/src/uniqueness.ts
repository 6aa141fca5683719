import { ConflictError, type Message } from '@pm/domain';
import { sql } from 'kysely';
import type pg from 'pg';
import { compiledOnce, db, param } from './db/typed';

// Every statement takes $1 the kind; the claim statements $2 the key and $3 its owner.
const RESERVE = compiledOnce(
  db
    .insertInto('unique_keys')
    .values({ kind: param<string>(1), key: param<string>(2), owner: param<string>(3) })
    .onConflict((oc) => oc.doNothing()),
);
/** The owner of a key and whether it is held: its stream exists, or it was claimed within the minute. */
const HOLDER = compiledOnce(
  db
    .selectFrom('unique_keys as u')
    .select((eb) => [
      'u.owner',
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('es_streams as s')
              .select(sql.lit(1).as('one'))
              .whereRef('s.stream_id', '=', 'u.owner'),
          ),
          eb('u.created_at', '>=', sql<string>`now() - interval '1 minute'`),
        ])
        .as('held'),
    ])
    .where('u.kind', '=', param<string>(1))
    .where('u.key', '=', param<string>(2)),
);
/** Claims older than $1 ms without their stream, removed. */
const REMOVE_ORPHANS = compiledOnce(
  db
    .deleteFrom('unique_keys as u')
    .where(
      'u.created_at',
      '<',
      sql<string>`now() - make_interval(secs => ${param<number>(1)}::double precision / 1000)`,
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('es_streams as s')
            .select(sql.lit(1).as('one'))
            .whereRef('s.stream_id', '=', 'u.owner'),
        ),
      ),
    )
    .returning(['u.kind', 'u.key', 'u.owner']),
);
/** $2 the keys and $3 their owners, as arrays. */
const entries = sql<{
  k: string;
  o: string;
}>`unnest(${param<string[]>(2)}::text[], ${param<string[]>(3)}::text[])`;
const RESERVE_MANY = compiledOnce(
  db
    .insertInto('unique_keys')
    .columns(['kind', 'key', 'owner'])
    .expression(
      db
        .selectFrom(entries.as<'u'>(sql`u(k, o)`))
        .select((eb) => [param<string>(1).as('kind'), eb.fn<string>('lower', ['u.k']).as('key'), 'u.o']),
    )
    .onConflict((oc) => oc.doNothing()),
);
/** $2 the (lower-case) keys. */
const OWNERS = compiledOnce(
  db
    .selectFrom('unique_keys')
    .select(['key', 'owner'])
    .where('kind', '=', param<string>(1))
    .where('key', '=', (eb) => eb.fn.any(sql<string[]>`${param<string[]>(2)}::text[]`)),
);
const RELEASE_MANY = compiledOnce(
  db
    .deleteFrom('unique_keys as u')
    .using(entries.as<'e'>(sql`e(k, o)`))
    .where('u.kind', '=', param<string>(1))
    .where((eb) => eb('u.key', '=', eb.fn<string>('lower', ['e.k'])))
    .whereRef('u.owner', '=', 'e.o'),
);
const RELEASE = compiledOnce(
  db
    .deleteFrom('unique_keys')
    .where('kind', '=', param<string>(1))
    .where('key', '=', param<string>(2))
    .where('owner', '=', param<string>(3)),
);
const OWNER = compiledOnce(
  db
    .selectFrom('unique_keys')
    .select('owner')
    .where('kind', '=', param<string>(1))
    .where('key', '=', param<string>(2)),
);

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
      text: RESERVE,
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
      text: HOLDER,
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
    const { rows } = await this.pool.query<{ kind: string; key: string; owner: string }>(REMOVE_ORPHANS, [
      olderThanMs,
    ]);
    return rows;
  }

  /**
   * Reserves many keys in one statement; answers the keys that are now reserved to their owner (taken
   * ones are left out). Keys are compared case-insensitively.
   */
  async reserveMany(kind: string, entries: readonly { key: string; owner: string }[]): Promise<Set<string>> {
    if (entries.length === 0) return new Set();
    await this.pool.query(RESERVE_MANY, [kind, entries.map((e) => e.key), entries.map((e) => e.owner)]);
    const owned = await this.pool.query<{ key: string; owner: string }>(OWNERS, [
      kind,
      entries.map((e) => e.key.toLowerCase()),
    ]);
    const ownerOf = new Map(owned.rows.map((r) => [r.key, r.owner]));
    return new Set(
      entries.filter((e) => ownerOf.get(e.key.toLowerCase()) === e.owner).map((e) => e.key.toLowerCase()),
    );
  }

  async releaseMany(kind: string, entries: readonly { key: string; owner: string }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.pool.query(RELEASE_MANY, [kind, entries.map((e) => e.key), entries.map((e) => e.owner)]);
  }

  async release(kind: string, key: string, owner: string): Promise<void> {
    await this.pool.query(RELEASE, [kind, key.toLowerCase(), owner]);
  }

  async owner(kind: string, key: string): Promise<string | null> {
    const result = await this.pool.query<{ owner: string }>(OWNER, [kind, key.toLowerCase()]);
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
