import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { businessDate } from '@pm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './processes';

/**
 * The whole product as `npm start` runs it (embedded PostgreSQL, three supervised services, the
 * gateway), attacked as an operator's bad day would: the projector killed with SIGKILL, then the
 * database server killed with SIGKILL, under a steady stream of writes. The product must answer
 * again without anyone restarting it, and every write it accepted must be in the read tables once.
 */
const PORT = 5700 + Math.floor(Math.random() * 200);
const DATA_DIR = path.join(ROOT, '.tmp', `supervision-${PORT}`);
const BASE = `http://127.0.0.1:${PORT}`;

class Client {
  /** Every cookie the product set, by name, as a browser keeps them (pm.sid, pm.pos). */
  private readonly jar = new Map<string, string>();
  private get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: BASE, cookie: this.cookie, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}

const childrenOf = (pid: number): Array<{ pid: number; args: string }> =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ pid: Number(line.split(/\s+/, 1)[0]), args: line.slice(line.indexOf(' ') + 1) }));

/** The service's process: its built bundle (dist/services/<name>.js) or its TypeScript entry. */
const isService = (args: string, name: string): boolean =>
  args.includes(`dist/services/${name}.js`) || args.includes(`${name}/src/server.ts`);

const alive = (pid: number): boolean => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
};

describe('supervision under npm start', () => {
  let launcher: ChildProcess;
  let output = '';

  beforeAll(async () => {
    await rm(DATA_DIR, { recursive: true, force: true });
    const { DATABASE_URL: _url, TEST_PG_URL: _test, ...env } = process.env;
    launcher = spawn(process.execPath, ['--import', 'tsx', 'infra/src/launcher/start.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(PORT),
        DATA_DIR,
        EMBEDDED_PG_PORT: String(PORT + 10),
        UI_BUILD: 'off',
        DEMO_DATA: 'on',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout?.on('data', (d) => {
      output += String(d);
    });
    launcher.stderr?.on('data', (d) => {
      output += String(d);
    });
    await until('the product starting', async () => (await fetch(`${BASE}/api/health`)).ok, 90_000);
  }, 120_000);

  afterAll(async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) {
      launcher.kill('SIGINT');
      await until('the launcher stopping', async () => launcher.exitCode !== null, 30_000).catch(() =>
        launcher.kill('SIGKILL'),
      );
    }
    await rm(DATA_DIR, { recursive: true, force: true });
  }, 60_000);

  it('answers again after the projector and then the database are killed, nothing lost or doubled', async () => {
    const client = new Client();
    expect(
      (await client.request('POST', '/api/login', { username: 'project', password: 'Demo!2026' })).status,
    ).toBe(200);
    const groups = (await client.request('GET', '/api/saving-groups')).body as Array<{
      id: number;
      name: string;
    }>;
    const group = groups.find((g) => g.name === 'Upendo Women Group')!;
    const members = (await client.request('GET', `/api/group-members?groupId=${group.id}`)).body as Array<{
      id: number;
    }>;
    const savingsCount = async () =>
      ((await client.request('GET', `/api/group-savings?groupId=${group.id}`)).body as unknown[]).length;
    const before = await savingsCount();

    // a steady stream of writes for the whole test; failures while a part is down are expected
    let accepted = 0;
    let refused = 0;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const saving = {
          groupId: group.id,
          memberId: members[i % members.length]!.id,
          amount: 10,
          savingDate: businessDate(new Date().toISOString()),
        };
        const result = await client
          .request('POST', '/api/group-savings', saving)
          .catch(() => ({ status: 0 }));
        if (result.status === 201) accepted++;
        else refused++;
        await sleep(50);
      }
    })();

    await sleep(1000);
    const projector = childrenOf(launcher.pid!).find((c) => isService(c.args, 'projector'));
    expect(projector, output).toBeDefined();
    process.kill(projector!.pid, 'SIGKILL');
    const acceptedAtKill = accepted;
    const projectorBack = await until('a write seen by a read after the projector was killed', async () => {
      const restarted = childrenOf(launcher.pid!).find((c) => isService(c.args, 'projector'));
      return (
        restarted !== undefined &&
        restarted.pid !== projector!.pid &&
        (await savingsCount()) >= before + acceptedAtKill
      );
    });

    const postmaster = Number(
      readFileSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    const downAt = Date.now();
    await until(
      'the database to be noticed down',
      async () => refused > 0 || Date.now() - downAt > 3000,
      10_000,
    );
    const databaseBack = await until(
      'a write accepted after the database was killed',
      async () => {
        const startAccepted = accepted;
        await sleep(300);
        return accepted > startAccepted;
      },
      90_000,
    );
    writing = false;
    await writer;

    // every accepted write is in the read table exactly once (the client saw 201 for each); on a loaded
    // machine the restarted projector may take a while, so the wait is long and the failure says how far
    await until(
      'the projector to catch up',
      async () => (await savingsCount()) === before + accepted,
      90_000,
    ).catch(async (e: Error) => {
      throw new Error(`${e.message}: ${await savingsCount()} savings, ${before + accepted} expected`);
    });
    expect(await savingsCount()).toBe(before + accepted);
    expect(launcher.exitCode).toBeNull();
    console.log(
      `supervision: projector killed → reads current again in ${projectorBack} ms; ` +
        `database killed → writes accepted again in ${databaseBack} ms; ${accepted} writes accepted, ${refused} refused while parts were down`,
    );
  }, 240_000);

  it('starts a command service killed with SIGKILL again within seconds (compiled JavaScript)', async () => {
    const service = childrenOf(launcher.pid!).find((c) => isService(c.args, 'command-service'));
    expect(service, output).toBeDefined();
    expect(service!.args).toContain('dist/services/command-service.js');
    process.kill(service!.pid, 'SIGKILL');
    const back = await until(
      'the command service answering again',
      // its own port (COMMAND_PORT = PORT + 1): through the origin a GET goes to the read API
      async () =>
        (
          await fetch(`http://127.0.0.1:${PORT + 1}/api/command-health`, {
            signal: AbortSignal.timeout(2000),
          })
        ).ok,
      30_000,
    );
    console.log(`supervision: command service killed → answering again in ${back} ms`);
    // 1-3 s on an idle 2-core machine; the bound leaves room for a busy one
    expect(back).toBeLessThan(15_000);
  }, 60_000);

  it('killed with SIGKILL, the launcher leaves neither its services nor its PostgreSQL running', async () => {
    const postmaster = Number(
      readFileSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const services = childrenOf(launcher.pid!).map((c) => c.pid);
    expect(alive(postmaster)).toBe(true);
    launcher.kill('SIGKILL');
    await until(
      'the services and the database stopping',
      async () => !alive(postmaster) && services.every((pid) => !alive(pid)),
      20_000,
    );
  }, 60_000);
});
