import type { AuditLogHead } from '@pm/domain/api/audit-queries';
import { chainHead, verifyChain } from '@pm/infra/event-store/chain';
import { aGroup, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** GET /api/audit/log: the head of the event log's hash chain, for an auditor to write down. */
describe('the head of the event log', () => {
  let system: System;
  let project: ApiClient;
  let auditor: ApiClient;
  let facilitator: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [project, auditor, facilitator] = await Promise.all([
      system.login('project'),
      system.login('auditor'),
      system.login('facilitator'),
    ]);
  });
  afterAll(async () => {
    await system.stop();
  });

  const head = async (client: ApiClient) => {
    const response = await client.get<AuditLogHead>('/api/audit/log');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('answers the last position and its hash, which verifying the log arrives at', async () => {
    const answered = await head(auditor);
    expect(answered).toEqual({ ...(await chainHead(system.db.pool)), algorithm: 'SHA-256' });
    expect(await head(project)).toEqual(answered);
    expect(answered.hash).toMatch(/^[0-9a-f]{64}$/);
    // the seeded demo log: every event chained, up to the head the route shows
    expect(await verifyChain(system.db.pool)).toMatchObject({
      ok: true,
      checked: Number(answered.position),
      head: { position: answered.position, hash: answered.hash },
    });
  });

  it('moves with each write to the position the command answered', async () => {
    const before = await head(project);
    const written = await facilitator.post<Written>('/api/saving-groups', aGroup());
    expect(written.status).toBe(201);
    const after = await head(auditor);
    expect(after.position).toBe(written.body.position);
    expect(BigInt(after.position) > BigInt(before.position)).toBe(true);
    expect(after.hash).not.toBe(before.hash);
  });

  it('is for managers and auditors: a facilitator is refused, and a stranger must sign in', async () => {
    const refused = await facilitator.get('/api/audit/log');
    expect(refused.status).toBe(403);
    expect((await system.client().get('/api/audit/log')).status).toBe(401);
  });
});
