import type { PersonalData } from '@pm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyPersonalDataKey, sealPersonalData, unsealPersonalData } from '../crypto/personal-data';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { chainHead, GENESIS_HASH, verifyChain } from './chain';
import { exactly, type NewEvent, noStream } from './port';
import { PostgresEventStore } from './postgres';

let counter = 0;
const commandId = () => `chain-${++counter}`;
const events = (...data: unknown[]): NewEvent[] =>
  data.map((d) => ({
    type: 'Tested',
    data: d,
    metadata: { commandId: `c-${counter}`, actor: { kind: 'system', name: 'chain test' }, occurredAt: '' },
  }));

/**
 * The hash chain of the PostgreSQL log (0013_event_chain.sql, chain.ts): the trigger's hashes are
 * recomputed in Node, and changes made with SQL, as a superuser could, are named by position.
 */
describe('the hash chain of the event log', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const sql = (text: string, params: unknown[] = []) => db.pool.query(text, params);
  const storedHash = async (position: number) =>
    (
      (await sql('SELECT hash FROM es_events WHERE position = $1', [position])).rows[0] as { hash: Buffer }
    ).hash.toString('hex');

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('starts at genesis: position 0 and 32 zero bytes', async () => {
    const head = await chainHead(db.pool);
    expect(head).toEqual({ position: '0', hash: GENESIS_HASH.toString('hex') });
    expect(await verifyChain(db.pool)).toEqual({ ok: true, checked: 0, head });
  });

  it('links every append, whatever its shape, and verifies in Node what the trigger computed', async () => {
    // keys out of order, a decimal and text beyond ASCII: hashed in jsonb's stored text form
    await store.appendToStream('Group-1', events({ b: 'Wanjikũ', a: [1, 2.5] }, { n: 2 }, { n: 3 }), {
      expected: noStream,
      commandId: commandId(),
    });
    await store.appendToStream('Group-2', events({ n: 4 }), { expected: noStream, commandId: commandId() });
    const retried = commandId();
    await store.appendMany([
      { streamId: 'Group-1', events: events({ n: 5 }, { n: 6 }), expected: exactly(2), commandId: retried },
      {
        streamId: 'Member-1',
        events: events({ n: 7 }, { n: 8 }),
        expected: noStream,
        commandId: commandId(),
      },
    ]);
    // racing appends serialise behind the position counter, so the chain follows positions exactly
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.appendToStream(`Race-${i}`, events({ race: i }), {
          expected: noStream,
          commandId: commandId(),
        }),
      ),
    );
    // a retried command stores nothing, and the chain does not move
    const before = await chainHead(db.pool);
    await store.appendMany([
      { streamId: 'Group-1', events: events({ n: 5 }, { n: 6 }), expected: exactly(2), commandId: retried },
    ]);
    expect(await chainHead(db.pool)).toEqual(before);

    const head = await chainHead(db.pool);
    expect(head.position).toBe('16');
    expect(head.hash).toBe(await storedHash(16));
    expect(await verifyChain(db.pool)).toEqual({ ok: true, checked: 16, head });
    const progress: number[] = [];
    expect(await verifyChain(db.pool, { batch: 3, onProgress: (checked) => progress.push(checked) })).toEqual(
      {
        ok: true,
        checked: 16,
        head,
      },
    );
    expect(progress).toEqual([3, 6, 9, 12, 15, 16]);
  });

  it('keeps the chain whole when sealed personal data is shredded', async () => {
    const personal: PersonalData = {
      firstName: 'Akinyi',
      secondName: null,
      surname: 'Otieno',
      dateOfBirth: '2015-04-02',
      parentGuardianName: 'Grace Otieno',
      careGiverName: null,
      contactPhone: '+254700000001',
    };
    const sealed = await sealPersonalData(db.pool, 501, personal);
    await store.appendToStream('Participant-501', events({ participantId: 501, personal: sealed }), {
      expected: noStream,
      commandId: commandId(),
    });
    const head = await chainHead(db.pool);
    expect(await verifyChain(db.pool)).toMatchObject({ ok: true, head });

    // erasure destroys the key in participant_keys: the log keeps the sealed bytes it was hashed with
    await destroyPersonalDataKey(db.pool, sealed.keyId);
    expect(await unsealPersonalData(db.pool, sealed)).toBeNull();
    const [stored] = await store.readStream('Participant-501');
    expect(stored?.data).toEqual({ participantId: 501, personal: sealed });
    expect(await verifyChain(db.pool)).toEqual({ ok: true, checked: 17, head });
  });

  it('refuses an insert that does not follow the head, so the chain cannot skip positions', async () => {
    await expect(
      sql(
        `INSERT INTO es_events (position, stream_id, stream_version, event_id, type, data, metadata)
         VALUES (19, 'Group-2', 1, gen_random_uuid(), 'Tested', '{}', '{}')`,
      ),
    ).rejects.toThrow(/position 19 does not follow the chain head 17/);
  });

  it('names the position of an event whose data a superuser altered, and checks from a later start', async () => {
    await sql('DROP TRIGGER es_events_append_only ON es_events');
    const original = (await sql('SELECT data::text FROM es_events WHERE position = 5')).rows[0] as {
      data: string;
    };
    const hashOf5 = await storedHash(5);
    await sql(`UPDATE es_events SET data = jsonb_set(data, '{n}', '500') WHERE position = 5`);

    const broken = await verifyChain(db.pool);
    expect(broken).toMatchObject({
      ok: false,
      brokenAt: '5',
      reason: 'altered',
      checked: 4,
      stored: hashOf5,
    });
    expect(broken.ok === false && broken.expected).not.toBe(hashOf5);
    expect(await verifyChain(db.pool, { from: 5n })).toMatchObject({ ok: false, brokenAt: '5', checked: 0 });
    // a start after the alteration trusts the stored hash before it: that part of the log checks out
    expect(await verifyChain(db.pool, { from: 6n })).toMatchObject({ ok: true, checked: 12 });

    // the chain judges content: put back, the event verifies again
    await sql('UPDATE es_events SET data = $1::jsonb WHERE position = 5', [original.data]);
    expect(await verifyChain(db.pool)).toMatchObject({ ok: true, checked: 17 });
  });

  it('catches a chain rewritten after an alteration, against a head written down earlier', async () => {
    const written = await chainHead(db.pool);
    // the thorough forger: alter position 3, then recompute every later hash and the head
    await sql(`UPDATE es_events SET data = '{"n": 300}' WHERE position = 3`);
    await sql(`DO $$
      DECLARE e record; h bytea := (SELECT hash FROM es_events WHERE position = 2);
      BEGIN
        FOR e IN SELECT * FROM es_events WHERE position >= 3 ORDER BY position LOOP
          h := es_chain_hash(h, e.position, e.stream_id, e.stream_version, e.type, e.data, e.metadata);
          UPDATE es_events SET hash = h WHERE position = e.position;
        END LOOP;
        UPDATE es_chain SET hash = h;
      END $$`);
    // consistent with itself, so only the written-down head tells
    expect(await verifyChain(db.pool)).toMatchObject({ ok: true, checked: 17 });
    const against = await verifyChain(db.pool, { expect: { position: 17n, hash: written.hash } });
    expect(against).toMatchObject({ ok: false, brokenAt: '17', reason: 'expected', expected: written.hash });
    // the same head checked from a later start still gives the rewrite away
    expect(
      await verifyChain(db.pool, { from: 10n, expect: { position: 17n, hash: written.hash } }),
    ).toMatchObject({ ok: false, brokenAt: '17', reason: 'expected' });
  });

  it('names deleted events: the tail, also with the head row moved back, and one in the middle', async () => {
    const written = await chainHead(db.pool);
    await sql('DELETE FROM es_events WHERE position = 17');
    expect(await verifyChain(db.pool)).toMatchObject({
      ok: false,
      brokenAt: '17',
      reason: 'missing',
      checked: 16,
    });
    // the head row moved back as well: consistent with itself, so only the written-down head tells
    await sql('UPDATE es_chain SET position = 16, hash = (SELECT hash FROM es_events WHERE position = 16)');
    expect(await verifyChain(db.pool)).toMatchObject({ ok: true, checked: 16 });
    expect(
      await verifyChain(db.pool, { expect: { position: BigInt(written.position), hash: written.hash } }),
    ).toMatchObject({ ok: false, brokenAt: '17', reason: 'missing', checked: 16 });
    await sql('DELETE FROM es_events WHERE position = 9');
    expect(await verifyChain(db.pool, { batch: 4 })).toMatchObject({
      ok: false,
      brokenAt: '9',
      reason: 'missing',
      checked: 8,
    });
    expect(await verifyChain(db.pool, { from: 10n })).toMatchObject({
      ok: false,
      brokenAt: '9',
      reason: 'missing',
    });
  });

  it('answers a forged head row, and refuses a start past the head', async () => {
    await sql(`UPDATE es_chain SET position = 8, hash = (SELECT hash FROM es_events WHERE position = 7)`);
    expect(await verifyChain(db.pool)).toMatchObject({ ok: false, brokenAt: '8', reason: 'head' });
    await expect(verifyChain(db.pool, { from: 10n })).rejects.toThrow(/lies past the head of the log/);
    await expect(verifyChain(db.pool, { from: 0n })).rejects.toThrow(RangeError);
  });
});
