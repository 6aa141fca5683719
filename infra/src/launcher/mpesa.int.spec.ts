import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mobilePaymentStream } from '@pm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/pool';
import { PostgresEventStore } from '../event-store/postgres';
import { MPESA_SECRET_FILE } from './gateways';
import { ROOT } from './processes';

/**
 * `npm start` with no M-Pesa credentials takes paybill payments: the local Daraja simulator runs beside
 * the services, the command service registers its paybill URLs with it, and a payment made on the
 * simulator's page reaches the command service through the one origin and is recorded. No demo data: an
 * unmatched payment is recorded as well as a matched one, and the store stays small.
 */
const PORT = 6300 + Math.floor(Math.random() * 200);
const SIMULATOR = `http://127.0.0.1:${PORT + 4}`;
const DATA_DIR = path.join(ROOT, '.tmp', `mpesa-${PORT}`);
const PG_PORT = PORT + 10;

const until = async <T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
};

const postmasterPid = (): number | undefined => {
  try {
    return (
      Number(readFileSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined
    );
  } catch {
    return undefined;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('M-Pesa under npm start without credentials', () => {
  let launcher: ChildProcess;
  let output = '';

  beforeAll(async () => {
    await rm(DATA_DIR, { recursive: true, force: true });
    // none of the machine's own M-Pesa or SMS settings: the simulators are what is tested
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(DATABASE_URL|TEST_PG_URL|MPESA_|AT_|SMS_)/.test(name),
      ),
    );
    launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/src/launcher/start.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(PORT),
        DATA_DIR,
        EMBEDDED_PG_PORT: String(PG_PORT),
        UI_BUILD: 'off',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout?.on('data', (d) => {
      output += String(d);
    });
    launcher.stderr?.on('data', (d) => {
      output += String(d);
    });
    await until(
      'the product starting',
      async () => (output.includes('Ready in') ? true : undefined),
      120_000,
    );
  }, 150_000);

  afterAll(async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) {
      const postgres = postmasterPid();
      launcher.kill('SIGTERM');
      await until(
        'the launcher stopping',
        async () => (launcher.exitCode !== null ? true : undefined),
        30_000,
      ).catch(() => launcher.kill('SIGKILL'));
      // killed, the launcher leaves its PostgreSQL to its reaper, which reads DATA_DIR: kept until it is done
      if (postgres !== undefined)
        await until(
          'the embedded PostgreSQL stopping',
          async () => (isAlive(postgres) ? undefined : true),
          30_000,
        );
    }
    await rm(DATA_DIR, { recursive: true, force: true });
  }, 90_000);

  it('runs the simulator, says where its page is, and keeps the callback secret under DATA_DIR', async () => {
    expect(output).toContain(`pay bill 600000 by hand at ${SIMULATOR}/`);
    const page = await fetch(`${SIMULATOR}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay bill 600000');
    const secret = readFileSync(path.join(DATA_DIR, MPESA_SECRET_FILE), 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    // the command service told the simulator where to post, once it was listening
    await until('the paybill URLs registered', async () => {
      const { count } = (await (await fetch(`${SIMULATOR}/simulator/registrations`)).json()) as {
        count: number;
      };
      return count >= 1 ? count : undefined;
    });
  }, 90_000);

  it('records a paybill payment made through the simulator', async () => {
    const paid = await fetch(`${SIMULATOR}/simulator/paybill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '254712345678', amount: 150, reference: 'KE9999-999' }),
    });
    expect(paid.status, output).toBe(200);
    const { receipt, confirmed } = (await paid.json()) as { receipt: string; confirmed: boolean };
    expect(confirmed).toBe(true);
    const pool = createPool(`postgres://postgres:postgres@127.0.0.1:${PG_PORT}/app`, 1);
    const store = new PostgresEventStore(pool);
    try {
      const events = await until(
        'the confirmation recorded',
        async () => {
          const found = await store.readStream(mobilePaymentStream(receipt));
          return found.length > 0 ? found : undefined;
        },
        30_000,
      );
      expect(events[0]).toMatchObject({
        type: 'MobilePaymentReceived',
        data: { receipt, amount: 15_000, reference: 'KE9999-999', channel: 'paybill' },
      });
      // no child has that participant ID: the payment waits for staff, unmatched
      expect(events.map((e) => e.type)).toContain('MobilePaymentUnmatched');
    } finally {
      await store.close();
      await pool.end();
    }
  }, 60_000);

  it('stops promptly on SIGTERM, though the simulator keeps its connection to the origin open', async () => {
    const stopped = Date.now();
    launcher.kill('SIGTERM');
    // the simulator's keep-alive connection, held by the command service, once kept the port from closing
    // for about a minute
    await until('the launcher stopping', async () => (launcher.exitCode !== null ? true : undefined), 30_000);
    expect(launcher.exitCode, output).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(20_000);
  }, 60_000);
});
