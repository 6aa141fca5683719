import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chainHead } from '@pm/infra/event-store/chain';
import { loadHeadKey } from '@pm/infra/event-store/head-signing';
import { type NewEvent, noStream } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_CHECK_LOCK, type ChainCheckDeps, runChainCheck } from './chain-check-job';
import { chainCheckJob, nextChainCheck } from './chain-check-schedule';
import { startChecks } from './checks';

let counter = 0;
const events = (count: number): NewEvent[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'Tested',
    data: { n: ++counter, i },
    metadata: {
      commandId: `c-${counter}`,
      actor: { kind: 'system', name: 'chain check test' },
      occurredAt: '',
    },
  }));

/**
 * The read API's check of the log's hash chain (chain-check-job.ts): incremental from the last verified
 * position, a full pass that finds an old event altered, a rewritten chain caught against the heads
 * recorded and signed, and the daily signed head.
 */
describe('the scheduled check of the hash chain', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let dir: string;
  let deps: ChainCheckDeps;
  const logged: string[] = [];
  const sql = (text: string, params: unknown[] = []) => db.pool.query(text, params);
  let streams = 0;
  const append = (count: number) =>
    store.appendToStream(`Tested-${++streams}`, events(count), {
      expected: noStream,
      commandId: `a-${streams}`,
    });
  /** As a superuser could: the append-only trigger off for one statement. */
  const tamper = async (statement: string) => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
      await client.query(statement);
      await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
  };
  /** The thorough forger: every hash from `position` on recomputed, and the head row. */
  const rewriteFrom = (position: number) =>
    tamper(`DO $$
      DECLARE e record; h bytea := coalesce((SELECT hash FROM es_events WHERE position = ${position - 1}),
                                            decode(repeat('00', 32), 'hex'));
      BEGIN
        FOR e IN SELECT * FROM es_events WHERE position >= ${position} ORDER BY position LOOP
          h := es_chain_hash(h, e.position, e.stream_id, e.stream_version, e.type, e.data, e.metadata);
          UPDATE es_events SET hash = h WHERE position = e.position;
        END LOOP;
        UPDATE es_chain SET hash = h;
      END $$`);

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    dir = mkdtempSync(path.join(tmpdir(), 'chain-check-'));
    deps = {
      pool: db.pool,
      key: loadHeadKey(path.join(dir, 'keys', 'head.pem'), { create: true }),
      logger: {
        info: () => {},
        warn: () => {},
        error: (...args: unknown[]) => logged.push(String(args.find((a) => typeof a === 'string'))),
      } as unknown as ChainCheckDeps['logger'],
    };
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies the whole log first, then only what was appended since, and signs the head once a day', async () => {
    await append(10);
    const first = await runChainCheck(deps, { now: new Date('2026-12-01T06:00:00Z') });
    expect(first).toMatchObject({
      ran: true,
      ok: true,
      full: true,
      from: '1',
      checked: 10,
      signed: '2026-12-01',
    });
    await append(5);
    const second = await runChainCheck(deps, { now: new Date('2026-12-01T07:00:00Z') });
    // the same business day: signed already
    expect(second).toMatchObject({ ok: true, full: false, from: '11', checked: 5, signed: null });
    expect(await runChainCheck(deps, { now: new Date('2026-12-01T08:00:00Z') })).toMatchObject({
      ok: true,
      from: '16',
      checked: 0,
    });
    const [signed] = (
      await sql(
        `SELECT day::text, position::text, encode(hash, 'hex') AS hash, key_id, sms_text FROM log_head_signatures`,
      )
    ).rows;
    expect(signed).toEqual({
      day: '2026-12-01',
      position: '10',
      hash: (await sql(`SELECT encode(hash, 'hex') AS h FROM es_events WHERE position = 10`)).rows[0].h,
      key_id: deps.key!.keyId,
      sms_text: `Log head 2026-12-01: position 10 hash ${signed.hash} key ${deps.key!.keyId.slice(0, 8)}`,
    });
    expect(signed.sms_text.length).toBeLessThanOrEqual(160);
    expect(
      (await sql(`SELECT sms_recipients, sms_accepted, sms_error FROM log_head_signatures`)).rows[0],
    ).toEqual({ sms_recipients: 0, sms_accepted: null, sms_error: 'No SMS gateway configured' });
    // the next business day (EAT): 21:00 UTC is already the 2nd in Nairobi
    expect(await runChainCheck(deps, { now: new Date('2026-12-01T21:00:00Z') })).toMatchObject({
      signed: '2026-12-02',
    });
  });

  it('names an appended event altered since the last run by position, stream and id', async () => {
    await append(3); // 16..18
    await tamper(`UPDATE es_events SET data = jsonb_set(data, '{i}', '99') WHERE position = 17`);
    const outcome = await runChainCheck(deps);
    expect(outcome).toMatchObject({ ran: true, ok: false, full: false, brokenAt: '17', reason: 'altered' });
    const row = (await sql('SELECT * FROM chain_checks ORDER BY id DESC LIMIT 1')).rows[0];
    const event = (await sql('SELECT event_id::text, stream_id FROM es_events WHERE position = 17')).rows[0];
    expect(row).toMatchObject({ broken_at: '17', reason: 'altered', good_to: '16', ...event });
    expect(logged).toContain('log chain broken: the event log was altered');
    // the break is told again by every run until the event is put back
    expect(await runChainCheck(deps)).toMatchObject({ ok: false, brokenAt: '17' });
    await tamper(`UPDATE es_events SET data = jsonb_set(data, '{i}', '1') WHERE position = 17`);
    expect(await runChainCheck(deps)).toMatchObject({ ok: true, from: '16', checked: 3 });
  });

  it('leaves an old event altered without its hash to the full pass, which names it', async () => {
    const original = (await sql('SELECT data::text FROM es_events WHERE position = 4')).rows[0].data;
    await tamper(`UPDATE es_events SET data = '{"forged": true}' WHERE position = 4`);
    // the hourly run reads only what came since: position 4 was verified before
    expect(await runChainCheck(deps)).toMatchObject({ ok: true, full: false, checked: 0 });
    expect(await runChainCheck(deps, { full: true })).toMatchObject({
      ok: false,
      full: true,
      brokenAt: '4',
      reason: 'altered',
    });
    await tamper(`UPDATE es_events SET data = '${original}' WHERE position = 4`);
    expect(await runChainCheck(deps, { full: true })).toMatchObject({ ok: true, checked: 18 });
  });

  it('sees within the hour a chain rewritten from an earlier event on, and locates it between two heads', async () => {
    await append(4); // 19..22
    expect(await runChainCheck(deps)).toMatchObject({ ok: true, checked: 4 });
    const original = (await sql('SELECT data::text FROM es_events WHERE position = 12')).rows[0].data;
    await tamper(`UPDATE es_events SET data = '{"forged": true}' WHERE position = 12`);
    await rewriteFrom(12);
    // consistent with itself, but not with the heads recorded: 10 (signed), 15, 18, 22 (verified runs)
    const outcome = await runChainCheck(deps);
    expect(outcome).toMatchObject({ ok: false, full: true, brokenAt: '15', reason: 'expected' });
    const row = (await sql('SELECT good_to::text FROM chain_checks ORDER BY id DESC LIMIT 1')).rows[0];
    // the altered event lies after the last head known good (10) and at or before 15
    expect(row.good_to).toBe('10');
    expect(await nextChainCheck(db.pool, 1, 24)).toMatchObject({ waitMs: expect.any(Number) });

    await tamper(`UPDATE es_events SET data = '${original}' WHERE position = 12`);
    await rewriteFrom(12);
    expect(await runChainCheck(deps)).toMatchObject({ ok: true });
  });

  it('catches a whole chain rewritten against the signed heads, and a signature written without the key', async () => {
    // every hash from 1 on, and the runs' own records, rewritten: only the signatures are left
    const original = (await sql('SELECT data::text FROM es_events WHERE position = 2')).rows[0].data;
    await tamper(`UPDATE es_events SET data = '{"forged": true}' WHERE position = 2`);
    await rewriteFrom(2);
    await sql(
      `UPDATE chain_checks SET to_hash = e.hash FROM es_events e WHERE e.position = chain_checks.to_position`,
    );
    expect(await runChainCheck(deps)).toMatchObject({
      ok: false,
      full: true,
      brokenAt: '10',
      reason: 'expected',
    });

    // the forger re-signs the head row with the rewritten hash, but without the key
    await sql(
      `UPDATE log_head_signatures s SET hash = e.hash FROM es_events e WHERE e.position = s.position`,
    );
    expect(await runChainCheck(deps)).toMatchObject({ ok: false, brokenAt: '10', reason: 'signature' });

    await sql('DELETE FROM log_head_signatures');
    await tamper(`UPDATE es_events SET data = '${original}' WHERE position = 2`);
    await rewriteFrom(2);
    await sql(
      `UPDATE chain_checks SET to_hash = e.hash FROM es_events e WHERE e.position = chain_checks.to_position`,
    );
    expect(await runChainCheck(deps, { full: true })).toMatchObject({ ok: true, checked: 22 });
  });

  it('runs hourly from where it stopped, and from position 1 once the full pass is a day old', async () => {
    expect(await nextChainCheck(db.pool, 1, 24)).toEqual({ waitMs: expect.any(Number), full: false });
    expect((await nextChainCheck(db.pool, 1, 24)).waitMs).toBeGreaterThan(3_590_000);
    await sql(`UPDATE chain_checks SET started_at = started_at - interval '25 hours'`);
    expect(await nextChainCheck(db.pool, 1, 24)).toEqual({ waitMs: expect.any(Number), full: true });
    expect((await nextChainCheck(db.pool, 1, 24)).waitMs).toBeLessThan(0);

    const before = Number((await sql('SELECT count(*) FROM chain_checks')).rows[0].count);
    expect(chainCheckJob(deps, { intervalHours: 0, fullIntervalHours: 24 })).toBeNull();
    const stop = await startChecks(
      db.pool,
      deps.logger,
      [chainCheckJob(deps, { intervalHours: 1, fullIntervalHours: 24 })],
      {
        firstRunAfterSeconds: 0,
        pollMs: 500,
      },
    );
    const deadline = Date.now() + 20_000;
    while (
      Number((await sql('SELECT count(*) FROM chain_checks WHERE finished_at IS NOT NULL')).rows[0].count) ===
        before &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 50));
    await stop();
    const [latest] = (await sql('SELECT full_check, broken_at FROM chain_checks ORDER BY id DESC LIMIT 1'))
      .rows;
    expect(latest).toEqual({ full_check: true, broken_at: null });
    expect(Number((await sql('SELECT count(*) FROM chain_checks')).rows[0].count)).toBe(before + 1);
  });

  it('tells a head row moved back below the last verified position', async () => {
    const head = await chainHead(db.pool);
    await sql(`UPDATE es_chain SET position = 5, hash = (SELECT hash FROM es_events WHERE position = 5)`);
    expect(await runChainCheck(deps)).toMatchObject({ ok: false, full: true });
    await sql(`UPDATE es_chain SET position = $1, hash = decode($2, 'hex')`, [head.position, head.hash]);
    expect(await runChainCheck(deps)).toMatchObject({ ok: true });
  });

  it('tells a log whose tail was cut below the last verified position', async () => {
    const head = await chainHead(db.pool);
    await tamper(`DELETE FROM es_events WHERE position > ${Number(head.position) - 2}`);
    await sql(
      `UPDATE es_chain SET position = position - 2, hash = (SELECT hash FROM es_events WHERE position = ${Number(head.position) - 2})`,
    );
    const outcome = await runChainCheck(deps);
    expect(outcome).toMatchObject({ ok: false, full: true, reason: 'missing' });
  });

  it('does nothing while another instance holds the lock', async () => {
    const other = await db.pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [CHAIN_CHECK_LOCK]);
      expect(await runChainCheck(deps)).toEqual({ ran: false });
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [CHAIN_CHECK_LOCK]);
      other.release();
    }
  });
});
