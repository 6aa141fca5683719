import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { exactly, KeyTakenError, type NewEvent, noStream, WrongExpectedVersionError } from './port';
import { PostgresEventStore } from './postgres';

/**
 * Unique claims taken by the append (AppendOptions.claims, 0020_append_claims.sql): in its transaction,
 * after its compare-and-set, so a claim commits with the stream's events or not at all.
 */
const suffix = () => randomBytes(5).toString('hex');
const events = (commandId: string): NewEvent[] => [
  {
    type: 'Tested',
    data: {},
    metadata: {
      commandId,
      actor: { kind: 'system', name: 'claims test' },
      occurredAt: '2026-11-26T10:00:00.000Z',
    },
  },
];

describe('unique claims taken by the PostgreSQL append', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let failing: PostgresEventStore;
  /** Streams whose commit `failing` breaks just before COMMIT (a crash after the positions were taken). */
  const breakCommitOf = new Set<string>();

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool, { connectionString: db.url });
    failing = new PostgresEventStore(db.pool, {
      connectionString: db.url,
      beforeCommit: async (streamId) => {
        if (breakCommitOf.has(streamId)) throw new Error('the process died before COMMIT');
      },
    });
  });
  afterAll(async () => {
    await store.close();
    await failing.close();
    await db.drop();
  });

  const holderOf = async (kind: string, key: string) =>
    (
      await db.pool.query<{ owner: string }>('SELECT owner FROM unique_keys WHERE kind = $1 AND key = $2', [
        kind,
        key.toLowerCase(),
      ])
    ).rows[0]?.owner ?? null;

  const append = (target: PostgresEventStore, stream: string, options: Record<string, unknown> = {}) => {
    const commandId = `c-${suffix()}`;
    return target.appendToStream(stream, events(commandId), { expected: noStream, commandId, ...options });
  };

  it('takes the claim with the append, and none when its commit fails', async () => {
    const kind = `kind-${suffix()}`;
    const [kept, broken] = [`claims_kept-${suffix()}`, `claims_broken-${suffix()}`];
    await append(store, kept, { claims: [{ kind, key: 'K1-3-44' }] });
    breakCommitOf.add(broken);
    await expect(append(failing, broken, { claims: [{ kind, key: 'K1-3-45' }] })).rejects.toThrow(
      'the process died before COMMIT',
    );

    expect(await holderOf(kind, 'k1-3-44')).toBe(kept);
    expect(await holderOf(kind, 'k1-3-45')).toBeNull();
    expect(await store.readStream(broken)).toEqual([]);
  });

  it('refuses an append whose key another stream holds, storing nothing of it, and only it', async () => {
    const kind = `kind-${suffix()}`;
    const [holder, late, other] = [`claims_a-${suffix()}`, `claims_b-${suffix()}`, `claims_c-${suffix()}`];
    await append(store, holder, { claims: [{ kind, key: 'Jane' }] });

    const [refused, passed] = await Promise.allSettled([
      append(store, late, {
        claims: [
          { kind, key: 'other' },
          { kind, key: 'JANE' },
        ],
      }),
      append(store, other, { claims: [{ kind, key: 'someone' }] }),
    ]);

    expect(refused.status).toBe('rejected');
    const error = (refused as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(KeyTakenError);
    expect((error as KeyTakenError).key).toEqual({ kind, key: 'JANE' });
    expect(passed.status).toBe('fulfilled');
    expect(await store.readStream(late)).toEqual([]);
    // the key it took before the taken one went with it
    expect(await holderOf(kind, 'other')).toBeNull();
    expect(await holderOf(kind, 'jane')).toBe(holder);
    expect(await holderOf(kind, 'someone')).toBe(other);
  });

  it('takes no claim for a stale append', async () => {
    const kind = `kind-${suffix()}`;
    const stream = `claims_stale-${suffix()}`;
    await append(store, stream);
    await expect(
      append(store, stream, { expected: exactly(5), claims: [{ kind, key: 'x' }] }),
    ).rejects.toThrow(WrongExpectedVersionError);
    expect(await holderOf(kind, 'x')).toBeNull();
  });

  it('gives up a released key in the same append, and only its own', async () => {
    const kind = `kind-${suffix()}`;
    const [a, b] = [`claims_rename-${suffix()}`, `claims_rename-${suffix()}`];
    await append(store, a, { claims: [{ kind, key: 'old' }] });
    await append(store, b, { claims: [{ kind, key: 'theirs' }] });
    const c = `c-${suffix()}`;
    await store.appendToStream(a, events(c), {
      expected: exactly(0),
      commandId: c,
      claims: [{ kind, key: 'new' }],
      releases: [
        { kind, key: 'OLD' },
        { kind, key: 'theirs' },
      ],
    });
    expect(await holderOf(kind, 'old')).toBeNull();
    expect(await holderOf(kind, 'new')).toBe(a);
    expect(await holderOf(kind, 'theirs')).toBe(b);
  });

  it('takes over a claim whose stream does not exist after a minute, not before', async () => {
    const kind = `kind-${suffix()}`;
    await db.pool.query(
      `INSERT INTO unique_keys (kind, key, owner, created_at) VALUES
         ($1, 'orphan', 'never-appended-1', now() - interval '2 minutes'),
         ($1, 'young', 'never-appended-2', now())`,
      [kind],
    );
    const stream = `claims_orphan-${suffix()}`;
    await append(store, stream, { claims: [{ kind, key: 'orphan' }] });
    expect(await holderOf(kind, 'orphan')).toBe(stream);
    await expect(
      append(store, `claims_young-${suffix()}`, { claims: [{ kind, key: 'young' }] }),
    ).rejects.toThrow(KeyTakenError);
  });

  it('answers a retried append as a duplicate without claiming again', async () => {
    const kind = `kind-${suffix()}`;
    const stream = `claims_retry-${suffix()}`;
    const c = `c-${suffix()}`;
    const options = { expected: noStream, commandId: c, claims: [{ kind, key: 'k' }] };
    const first = await store.appendToStream(stream, events(c), options);
    // the retry decided on another stream (a fresh id): the command id is stored, nothing is claimed
    const retry = await store.appendToStream(`claims_retry-${suffix()}`, events(c), options);
    expect(retry).toEqual({ ...first, duplicate: true });
    expect(await holderOf(kind, 'k')).toBe(stream);
  });
});
