import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { chainHead } from './chain';
import { loadHeadKey, signHead } from './head-signing';
import { noStream } from './port';
import { PostgresEventStore } from './postgres';

const root = path.resolve(import.meta.dirname, '../../..');

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `npm run verify-log -- …args` against the test database, as an operator would run it; an argument
 * NAME=value is set in its environment instead.
 */
const verifyLog = (url: string, ...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    const env = Object.fromEntries(args.filter((a) => /^[A-Z_]+=/.test(a)).map((a) => a.split(/=(.*)/s, 2)));
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        'infra/src/event-store/verify-log-cli.ts',
        ...args.filter((a) => !/^[A-Z_]+=/.test(a)),
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: url, EVENTSTORE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('npm run verify-log', () => {
  let db: TestDatabase;
  const hashAt = async (position: number): Promise<string> =>
    (await db.pool.query(`SELECT encode(hash, 'hex') AS h FROM es_events WHERE position = $1`, [position]))
      .rows[0].h;
  let head: { position: string; hash: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    const store = new PostgresEventStore(db.pool);
    for (const [i, streamId] of ['Group-1', 'Group-2', 'Group-3'].entries())
      await store.appendToStream(
        streamId,
        [
          {
            type: 'Tested',
            data: { n: i },
            metadata: { commandId: `c-${i}`, actor: { kind: 'system', name: 'test' }, occurredAt: '' },
          },
        ],
        { expected: noStream, commandId: `c-${i}` },
      );
    await store.close();
    head = await chainHead(db.pool);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('says the chain is whole and prints the head, also when held to a head written down', async () => {
    const whole = await verifyLog(db.url);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stdout).toContain(`3 events checked; head at position 3, SHA-256 ${head.hash}`);
    const held = await verifyLog(db.url, '--expect', `3:${head.hash.toUpperCase()}`);
    expect(held.code, held.stderr).toBe(0);
  });

  it('exits 1 naming the position where a written-down head no longer matches', async () => {
    const other = await verifyLog(db.url, '--expect', `3:${'0'.repeat(64)}`);
    expect(other.code).toBe(1);
    expect(other.stdout).toContain(
      'The chain breaks at position 3: the recomputed hash is not the one written down',
    );
  });

  it('exits 1 naming the position of an event altered with SQL', async () => {
    await db.pool.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
    await db.pool.query(`UPDATE es_events SET type = 'Forged' WHERE position = 2`);
    const broken = await verifyLog(db.url);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(
      /The chain breaks at position 2: the stored hash is not the one recomputed/,
    );
    expect(broken.stdout).toMatch(/found {4}[0-9a-f]{64}/);
    expect(broken.stdout).toContain('1 events before it checked whole.');
    const later = await verifyLog(db.url, '--from', '3');
    expect(later.code, later.stderr).toBe(0);
    expect(later.stdout).toContain('1 events checked');
  });

  it('holds the chain to the signed heads, after checking their signatures', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'verify-log-')), 'head.pem');
    const key = loadHeadKey(file, { create: true });
    const signed = { day: '2026-12-01', position: '3', hash: await hashAt(3) };
    await db.pool.query(
      `INSERT INTO log_head_signatures (day, position, hash, signed_at, algorithm, key_id, signature, sms_text)
       VALUES ($1, $2, decode($3, 'hex'), now(), 'Ed25519', $4, $5, '')`,
      [signed.day, signed.position, signed.hash, key.keyId, signHead(key, signed)],
    );
    const held = await verifyLog(db.url, '--signed', '--from', '3', `LOG_HEAD_KEY_FILE=${file}`);
    expect(held.code, held.stderr).toBe(0);
    expect(held.stdout).toContain(`1 signed heads to hold the chain to (key ${key.keyId})`);
    // a head signed with another hash at that position: the chain no longer holds it
    await db.pool.query(`UPDATE log_head_signatures SET signature = $1`, [
      signHead(key, { ...signed, hash: '11'.repeat(32) }),
    ]);
    await db.pool.query(`UPDATE log_head_signatures SET hash = decode($1, 'hex')`, ['11'.repeat(32)]);
    const rewritten = await verifyLog(db.url, '--signed', '--from', '3', `LOG_HEAD_KEY_FILE=${file}`);
    expect(rewritten.code).toBe(1);
    expect(rewritten.stdout).toContain(
      'The chain breaks at position 3: the recomputed hash is not the one written down',
    );
    // the head row forged without the key
    await db.pool.query(`UPDATE log_head_signatures SET hash = decode($1, 'hex')`, ['00'.repeat(32)]);
    const forged = await verifyLog(db.url, '--signed', `LOG_HEAD_KEY_FILE=${file}`);
    expect(forged.code).toBe(1);
    expect(forged.stdout).toContain('for 2026-12-01 (position 3) does not carry a valid signature');
    await db.pool.query('DELETE FROM log_head_signatures');
  });

  it('exits 2 with the usage on arguments it cannot use', async () => {
    const bad = await verifyLog(db.url, '--from', 'abc');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--from must be a position (a whole number from 1): abc');
    expect(bad.stderr).toContain('Usage: npm run verify-log');
    const past = await verifyLog(db.url, '--from', '99');
    expect(past.code).toBe(2);
    expect(past.stderr).toContain('from 99 lies past the head of the log (position 3)');
  });
});
