import { COMMAND_CONTRACTS } from '@pm/domain/api/index';
import type { ParticipantRow } from '@pm/domain/participants/rows';
import { type ErrorBody, eventCount } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A DELETE of a child sent without a body answered "Invalid input: expected object, received null", zod's
 * own text. A command sent without a body, or with `null`, is now read as an empty object, so each field
 * answers its own message; a body that is not an object says so.
 */
describe('a command without a body', () => {
  let system: System;
  let admin: ApiClient;
  let project: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [admin, project] = await Promise.all([system.login('admin'), system.login('project')]);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('deleting a child without a body asks for the reason and deletes nothing', async () => {
    const child = (await project.get<ParticipantRow[]>('/api/participants')).body[0]!;
    const before = await eventCount(system);
    for (const body of [undefined, 'null']) {
      const response = await project.request<ErrorBody>('DELETE', `/api/participants/${child.id}`, body);
      expect(response.status, String(body)).toBe(400);
      expect(response.body.message).toBe('A reason is required');
      expect(response.body.details).toEqual({ reason: 'A reason is required' });
    }
    const notAnObject = await project.request<ErrorBody>('DELETE', `/api/participants/${child.id}`, '"why"');
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.message).toBe('The request body must be a JSON object');
    expect(await eventCount(system)).toBe(before);
    expect(
      (await project.get<ParticipantRow[]>('/api/participants')).body.some((p) => p.id === child.id),
    ).toBe(true);
  });

  it("answers no route's missing, null or non-object body with zod's own text", async () => {
    const raw = /Invalid input|expected object|received (null|undefined|string|array)/;
    const routes = Object.values(COMMAND_CONTRACTS).filter(
      (c) => 'body' in c && c.body !== undefined && !('multipart' in c && c.multipart),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const contract of routes) {
      // an id no record has: a body that is complete enough still changes nothing
      const url = contract.url.replace(/:\w+/g, '2147483000');
      for (const body of [undefined, 'null', '"text"', '[]']) {
        const response = await admin.request<ErrorBody>(contract.method, url, body);
        const what = `${contract.method} ${contract.url} ${String(body)}`;
        expect(response.status, what).toBeGreaterThanOrEqual(400);
        expect(response.status, what).toBeLessThan(500);
        expect(response.body.message, what).not.toMatch(raw);
      }
    }
  });
});
