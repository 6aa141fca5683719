import { setTimeout as sleep } from 'node:timers/promises';
import { aProject, type ProjectRow, projectionsSettled, type Written } from '@pm/system/builders';
import type { Response } from '@pm/system/system';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** How long the projector stays paused while a read is waiting. */
const LAG_MS = 300;

/** A request in flight, and whether it has been answered yet. */
const inFlight = <T>(request: Promise<Response<T>>) => {
  const state = { answered: false, startedAt: Date.now() };
  const response = request.then((r) => {
    state.answered = true;
    return r;
  });
  return { state, response };
};

/** Pauses the projector for one test and always resumes it (once), so a failing test leaves it running. */
const projectorControl = (system: () => System) => {
  let paused = false;
  return {
    pause: async () => {
      await system().pauseProjector();
      paused = true;
    },
    resume: () => {
      if (!paused) return;
      paused = false;
      system().resumeProjector();
    },
  };
};

const hasProject = (response: Response<ProjectRow[]>, id: number) => response.body.some((p) => p.id === id);

describe('read-your-writes with the default wait bound', () => {
  let system: System;
  let cluster: ApiClient;
  let admin: ApiClient;
  const projector = projectorControl(() => system);

  beforeAll(async () => {
    system = await startSystem();
    [cluster, admin] = await Promise.all([system.login('cluster'), system.login('admin')]);
  });
  afterAll(async () => {
    await system.stop();
  });
  beforeEach(async () => {
    await projectionsSettled(system);
  });
  afterEach(() => {
    projector.resume();
  });

  it('holds a GET from the writing session until the projector has applied the write', async () => {
    await projector.pause();
    const created = await cluster.post<Written>('/api/projects', aProject());
    expect(created.status).toBe(201);

    const read = inFlight(cluster.get<ProjectRow[]>('/api/projects'));
    await sleep(LAG_MS);
    expect(read.state.answered).toBe(false);
    projector.resume();
    const response = await read.response;

    expect(Date.now() - read.state.startedAt).toBeGreaterThanOrEqual(LAG_MS);
    expect(response.status).toBe(200);
    expect(response.headers['x-read-stale']).toBeUndefined();
    expect(hasProject(response, created.body.id)).toBe(true);
  });

  it('holds a GET from another session that sends X-Min-Position, and only then', async () => {
    await projector.pause();
    const created = await cluster.post<Written>('/api/projects', aProject());
    expect(created.status).toBe(201);
    const position = created.body.position;
    if (position === null) throw new Error('a create must answer its position');

    // without the header the other session has nothing to wait for: answered at once, without the row
    const plain = await admin.get<ProjectRow[]>('/api/projects');
    expect(plain.status).toBe(200);
    expect(hasProject(plain, created.body.id)).toBe(false);

    const read = inFlight(admin.get<ProjectRow[]>('/api/projects', { 'X-Min-Position': position }));
    await sleep(LAG_MS);
    expect(read.state.answered).toBe(false);
    projector.resume();
    const response = await read.response;

    expect(response.status).toBe(200);
    expect(response.headers['x-read-stale']).toBeUndefined();
    expect(hasProject(response, created.body.id)).toBe(true);
  });
});

describe('read-your-writes with READ_WAIT_MS=300', () => {
  const BOUND_MS = 300;
  let system: System;
  let cluster: ApiClient;
  const projector = projectorControl(() => system);

  beforeAll(async () => {
    system = await startSystem({ env: { READ_WAIT_MS: String(BOUND_MS) } });
    cluster = await system.login('cluster');
  });
  afterAll(async () => {
    await system.stop();
  });
  afterEach(() => {
    projector.resume();
  });

  it('answers after the bound, marked x-read-stale, without the new row, and never fails', async () => {
    await projectionsSettled(system);
    await projector.pause();
    const created = await cluster.post<Written>('/api/projects', aProject());
    expect(created.status).toBe(201);

    const startedAt = Date.now();
    const stale = await cluster.get<ProjectRow[]>('/api/projects');
    const elapsed = Date.now() - startedAt;

    expect(stale.status).toBe(200);
    expect(stale.headers['x-read-stale']).toBe('true');
    expect(hasProject(stale, created.body.id)).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(BOUND_MS - 5);
    expect(elapsed).toBeLessThan(BOUND_MS + 2_000);

    // once the projector has caught up, the same read is fresh again
    projector.resume();
    await projectionsSettled(system);
    const fresh = await cluster.get<ProjectRow[]>('/api/projects');
    expect(fresh.headers['x-read-stale']).toBeUndefined();
    expect(hasProject(fresh, created.body.id)).toBe(true);
  });
});
