import type { ErrorBody, Written } from '@pm/system/builders';
import { aParticipant } from '@pm/system/participant-bodies';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Unique claims (participant IDs, usernames, codes, asset IDs) are taken by the append of the stream
 * they name, in its transaction: a crash leaves no claim without its stream. Claims orphaned before that
 * (a process killed between its reservation and its append) no longer block the key for good.
 */
describe('unique claims', () => {
  let system: System;
  let project: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
  });
  afterAll(async () => {
    await system.stop();
  });

  const claimOf = async (kind: string, key: string) =>
    (
      await system.db.pool.query<{ owner: string; withStream: boolean }>(
        `SELECT u.owner, EXISTS (SELECT 1 FROM es_streams s WHERE s.stream_id = u.owner) AS "withStream"
           FROM unique_keys u WHERE u.kind = $1 AND u.key = $2`,
        [kind, key.toLowerCase()],
      )
    ).rows[0];

  /** A claim a killed process left: its stream was never appended. */
  const orphan = (kind: string, key: string, age: string) =>
    system.db.pool.query(
      `INSERT INTO unique_keys (kind, key, owner, created_at) VALUES ($1, $2, 'participant-987654321', now() - $3::interval)`,
      [kind, key.toLowerCase(), age],
    );

  // that the claim commits with the append or not at all: infra/src/event-store/claims.int.spec.ts
  it("takes a participant ID with the child's first event", async () => {
    const body = aParticipant();
    const created = await project.post<Written>('/api/participants', body);
    expect(created.status).toBe(201);
    expect(await claimOf('participant-id', body.participantId)).toEqual({
      owner: `participant-${created.body.id}`,
      withStream: true,
    });
  });

  it('registers a child under a participant ID a claim without its stream had blocked', async () => {
    const body = aParticipant();
    await orphan('participant-id', body.participantId, '1 hour');

    const created = await project.post<Written>('/api/participants', body);

    expect(created.status).toBe(201);
    expect(await claimOf('participant-id', body.participantId)).toEqual({
      owner: `participant-${created.body.id}`,
      withStream: true,
    });
    // and the ID now belongs to that child
    const again = await project.post<ErrorBody>(
      '/api/participants',
      aParticipant({ participantId: body.participantId }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Participant ID ${body.participantId} is already in use`);
  });

  it('still refuses a participant ID claimed moments ago, whose append may be on its way', async () => {
    const body = aParticipant();
    await orphan('participant-id', body.participantId, '1 second');
    expect((await project.post('/api/participants', body)).status).toBe(409);
  });

  it('moves a participant ID with the rename', async () => {
    const body = aParticipant();
    const created = await project.post<Written>('/api/participants', body);
    const renamed = { ...body, participantId: `${body.participantId}-R` };
    expect((await project.put(`/api/participants/${created.body.id}`, renamed)).status).toBe(200);
    expect(await claimOf('participant-id', body.participantId)).toBeUndefined();
    expect(await claimOf('participant-id', renamed.participantId)).toEqual({
      owner: `participant-${created.body.id}`,
      withStream: true,
    });
  });

  it('frees an asset ID with the deletion', async () => {
    const asset = {
      assetId: `T-CLAIM-${Date.now()}`,
      name: 'Laptop',
      description: 'Office laptop',
      condition: 'Good',
      disposalPrice: null,
    };
    const created = await project.post<Written>('/api/assets', asset);
    expect(created.status).toBe(201);
    expect((await project.request('DELETE', `/api/assets/${created.body.id}`)).status).toBe(200);
    expect(await claimOf('asset-id', asset.assetId)).toBeUndefined();
    expect((await project.post('/api/assets', asset)).status).toBe(201);
  });

  it('repairs claims without their stream, older than the repair is told, and keeps every other', async () => {
    const [old, recent] = [aParticipant().participantId, aParticipant().participantId];
    await orphan('participant-id', old, '2 hours');
    await orphan('participant-id', recent, '1 second');
    const live = aParticipant();
    await project.post<Written>('/api/participants', live);

    const removed = await system.deps.uniqueKeys.repairOrphans(60 * 60_000);

    expect(removed).toContainEqual({
      kind: 'participant-id',
      key: old.toLowerCase(),
      owner: 'participant-987654321',
    });
    expect(await claimOf('participant-id', old)).toBeUndefined();
    expect(await claimOf('participant-id', recent)).toBeDefined();
    expect(await claimOf('participant-id', live.participantId)).toBeDefined();
  });
});
