/**
 * Test harness for API tests: the command service, the read API and the projector on a fresh
 * PostgreSQL database, wired like the gateway (GET → read API, other methods → command service), with
 * a cookie-keeping client. Test code may compose the services; production code keeps the package
 * boundaries of docs/architecture.md.
 */

import { randomUUID } from 'node:crypto';
import { buildCommandApp, commandDeps } from '@pm/command-service/app';
import type { CommandDeps } from '@pm/command-service/context';
import type { DispatcherOptions } from '@pm/command-service/features/sms/dispatcher';
import { startSmsDispatcher } from '@pm/command-service/features/sms/start';
import { DEMO_PASSWORD, seedDemoData } from '@pm/command-service/seed/demo';
import type { ThrottleLimits } from '@pm/infra/auth/throttle';
import { loadConfig } from '@pm/infra/config';
import { createPool } from '@pm/infra/db/pool';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { buildSmsSimulator, type SmsSimulator } from '@pm/infra/sms-simulator/simulator';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { READ_MODELS } from '@pm/projector/models';
import { type ProjectorOptions, prepareModels, runProjector } from '@pm/projector/projector';
import { buildReadApp } from '@pm/read-api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Response<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Record<string, unknown>;
  /** The body's bytes, for downloads. */
  readonly raw?: Buffer;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The headers a page of this product sends with a write: its Origin (command-service/src/lib/write-origin.ts
 * refuses a write that names no page). Left out when a test sends its own Origin or Referer.
 */
const ownPage = (headers: Record<string, string>): Record<string, string> => {
  if (headers.origin !== undefined || headers.referer !== undefined) return {};
  const host = headers.host ?? 'localhost';
  return { host, origin: `http://${host}` };
};

export class ApiClient {
  /** The cookies the services set, by name (the session's `pm.sid`, the written position's `pm.pos`). */
  private readonly jar = new Map<string, string>();
  constructor(
    private readonly commandApp: FastifyInstance,
    private readonly readApp: FastifyInstance,
    readonly address = '127.0.0.1',
  ) {}

  async request<T = unknown>(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response<T>> {
    const app = method === 'GET' ? this.readApp : this.commandApp;
    const isRaw = typeof body === 'string';
    const response: LightMyRequestResponse = await app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method === 'GET' ? {} : ownPage(headers)),
        ...this.cookieHeader(),
        ...headers,
      },
      ...(body !== undefined ? { payload: isRaw ? body : JSON.stringify(body) } : {}),
    });
    this.keepCookies(response);
    const text = response.body;
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.statusCode,
      body: parsed as T,
      headers: response.headers,
      raw: response.rawPayload,
    };
  }

  /** POSTs one file as multipart/form-data (field `file`), as a browser's upload does. */
  async upload<T = unknown>(
    url: string,
    file: { name: string; type: string; content: string | Buffer },
    headers: Record<string, string> = {},
    /** Text fields sent before the file, as a form with fields above its file input does. */
    fields: Record<string, string> = {},
  ): Promise<Response<T>> {
    const boundary = `----pm${randomUUID()}`;
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await this.commandApp.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: this.address,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...ownPage(headers),
        ...this.cookieHeader(),
        ...headers,
      },
    });
    this.keepCookies(response);
    return { status: response.statusCode, body: response.json() as T, headers: response.headers };
  }

  get<T = unknown>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body ?? {}, headers);
  }
  patch<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, body ?? {}, headers);
  }
  put<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, body ?? {}, headers);
  }

  private cookieHeader(): { cookie?: string } {
    if (this.jar.size === 0) return {};
    return { cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  private keepCookies(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      if (c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
  }

  /** `pm.sid=…`, as a browser sends it (undefined when signed out). */
  get sessionCookie(): string | undefined {
    const sid = this.jar.get('pm.sid');
    return sid === undefined ? undefined : `pm.sid=${sid}`;
  }
  set sessionCookie(value: string | undefined) {
    if (value === undefined) this.jar.delete('pm.sid');
    else this.jar.set('pm.sid', value.startsWith('pm.sid=') ? value.slice('pm.sid='.length) : value);
  }
}

export interface System {
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
  readonly deps: CommandDeps;
  readonly commandApp: FastifyInstance;
  readonly readApp: FastifyInstance;
  client(address?: string): ApiClient;
  /** A client signed in as a demo user (password Demo!2026 unless given). */
  login(username: string, password?: string): Promise<ApiClient>;
  /** Stops the projector loop (to observe lag); `resumeProjector` starts it again. */
  pauseProjector(): Promise<void>;
  resumeProjector(): void;
  /** Stops the projector and starts it again with other options (a fix deployed). */
  restartProjector(options?: ProjectorOptions): Promise<void>;
  /** With `sms`: the gateway simulator the real Africa's Talking adapter talks to, and the dispatcher. */
  readonly sms: SmsHarness | null;
  /** Stops everything; `keepDatabase` leaves the database for a template instead of dropping it. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** The environment variable naming the seeded template database of this test run, when there is one. */
export const SEEDED_TEMPLATE_ENV = 'TEST_SEEDED_TEMPLATE';

export interface SmsHarness {
  readonly simulator: SmsSimulator;
  startDispatcher(options?: Partial<DispatcherOptions>): void;
  stopDispatcher(): Promise<void>;
  /** While true, the simulator's delivery reports find no one listening (the command service is down). */
  callbacksDown: boolean;
}

export interface SmsSystemOptions {
  /** The share of numbers the simulator reports Failed (0 by default). */
  readonly failureRate?: number;
  /** false: the test starts the dispatcher itself (a crash between storing and sending). */
  readonly dispatcher?: boolean;
}

const SECRET = 'test-session-secret-of-at-least-32-characters';

export const startSystem = async (
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    throttle?: Partial<ThrottleLimits>;
    /** the command service logs here (debug level) instead of being silent */
    logStream?: NodeJS.WritableStream;
    projector?: ProjectorOptions;
    /** Start the SMS gateway simulator, point the adapter at it, and (by default) run the dispatcher. */
    sms?: SmsSystemOptions;
    /** The built UI the read API's first views draw into (ui/dist by default). */
    uiDist?: string;
  } = {},
): Promise<System> => {
  // the demo data is seeded once per test run into a template database (seeded-template.ts) and copied
  const template = options.seed !== false ? process.env[SEEDED_TEMPLATE_ENV] : undefined;
  const db = await createTestDatabase(template ? { template, migrate: false } : {});
  let callbackUrl: string | undefined;
  let callbacksDown = false;
  const smsToken = randomUUID();
  const simulator = options.sms
    ? buildSmsSimulator({
        username: 'sandbox',
        apiKey: 'simulator-key',
        failureRate: options.sms.failureRate ?? 0,
        // port 9 (discard): nothing listens there, as on a command service's port while it restarts
        callbackUrl: () => (callbacksDown ? 'http://127.0.0.1:9/api/sms/delivery-reports' : callbackUrl),
        reportDelayMs: 100,
        reportRetryMs: 100,
        reportAttempts: 12,
      })
    : null;
  const smsEnv: Record<string, string> = simulator
    ? {
        AT_USERNAME: 'sandbox',
        AT_API_KEY: 'simulator-key',
        AT_BASE_URL: await simulator.app.listen({ port: 0, host: '127.0.0.1' }),
        SMS_CALLBACK_TOKEN: smsToken,
        SMS_GATEWAY_TIMEOUT_MS: '3000',
        AT_STATUS_QUERY: '1',
      }
    : {};
  const config = loadConfig({
    DATABASE_URL: db.url,
    LOG_LEVEL: options.logStream ? 'debug' : 'silent',
    READ_WAIT_MS: '5000',
    // tests drive one session far faster than a person: only the limit's own tests turn it on
    RATE_LIMIT_READS_PER_MINUTE: '0',
    RATE_LIMIT_WRITES_PER_MINUTE: '0',
    ...smsEnv,
    ...options.env,
  });
  const store = new PostgresEventStore(db.pool, { connectionString: db.url });
  // many tests sign in and register from one address: only the throttle's own tests use real limits
  const throttleLimits = {
    registrationsPerHour: 10_000,
    perAddress: 1000,
    perAccountEverywhere: 1000,
    ...options.throttle,
  };
  const deps = commandDeps({ pool: db.pool, store, config, throttleLimits });
  const commandApp = await buildCommandApp({
    pool: db.pool,
    store,
    config,
    sessionSecret: SECRET,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    throttleLimits,
  });
  const readApp = await buildReadApp({
    pool: db.pool,
    store,
    config,
    sessionSecret: SECRET,
    logger: false,
    ...(options.uiDist ? { uiDist: options.uiDist } : {}),
  });
  await prepareModels(db.pool, READ_MODELS);
  // the projector on a pipelined pool of its own, as the projector's process runs it (projector/src/server.ts)
  const projectorPool = createPool(db.url, 10, { pipeline: true });

  let controller = new AbortController();
  let loop: Promise<void> = Promise.resolve();
  let projectorOptions: ProjectorOptions = options.projector ?? {};
  const startLoop = () => {
    controller = new AbortController();
    loop = runProjector(projectorPool, store, READ_MODELS, controller.signal, projectorOptions).catch(
      () => {},
    );
  };
  startLoop();
  if (options.seed !== false && !template) await seedDemoData(deps);
  let stopDispatcher: () => Promise<void> = async () => {};
  let sms: SmsHarness | null = null;
  if (simulator) {
    // the simulator posts its delivery reports to the command service over HTTP
    callbackUrl = `${await commandApp.listen({ port: 0, host: '127.0.0.1' })}/api/sms/delivery-reports?token=${smsToken}`;
    sms = {
      simulator,
      startDispatcher: (overrides = {}) => {
        stopDispatcher = startSmsDispatcher(deps, commandApp.log, {
          pollMs: 100,
          backoffMs: () => 100,
          ...overrides,
        });
      },
      stopDispatcher: async () => {
        await stopDispatcher();
        stopDispatcher = async () => {};
      },
      get callbacksDown() {
        return callbacksDown;
      },
      set callbacksDown(down: boolean) {
        callbacksDown = down;
      },
    };
    if (options.sms?.dispatcher !== false) sms.startDispatcher();
  }

  const client = (address?: string) => new ApiClient(commandApp, readApp, address);
  return {
    db,
    store,
    deps,
    commandApp,
    readApp,
    client,
    login: async (username, password = DEMO_PASSWORD) => {
      const c = client();
      const response = await c.post('/api/login', { username, password });
      if (response.status !== 200)
        throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return c;
    },
    pauseProjector: async () => {
      controller.abort();
      await loop;
    },
    resumeProjector: startLoop,
    restartProjector: async (next = {}) => {
      controller.abort();
      await loop;
      projectorOptions = next;
      startLoop();
    },
    sms,
    stop: async ({ keepDatabase = false } = {}) => {
      await stopDispatcher();
      await simulator?.settled();
      await simulator?.app.close();
      controller.abort();
      await loop;
      await projectorPool.end();
      await commandApp.close();
      await readApp.close();
      await store.close();
      if (keepDatabase) await db.pool.end();
      else await db.drop();
    },
  };
};
