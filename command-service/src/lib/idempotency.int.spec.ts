import { recordSavingSchema } from '@pm/domain';
import { aGroupWithMembers, type ErrorBody, eventCount, type Written } from '@pm/system/builders';
import { aParticipant } from '@pm/system/participant-bodies';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedRequestOf } from './request';

/**
 * A request retried with its Idempotency-Key is answered what happened to the first attempt: its answer
 * when it finished, a wait and then 409 "still in progress" while it runs, and once its process died,
 * one more run that recognises what the dead attempt had stored. The same key with another request is
 * refused.
 */
describe('a retried request (Idempotency-Key)', () => {
  let system: System;
  let project: ApiClient;
  let facilitator: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [project, facilitator] = await Promise.all([system.login('project'), system.login('facilitator')]);
  });
  afterAll(async () => {
    await system.stop();
  });

  const keyed = (key: string) => ({ 'Idempotency-Key': key });

  /**
   * The first attempt's process is killed after its append landed and before it recorded its answer:
   * its claim stays unfinished, under an owner that no longer says it is alive.
   */
  const killedBeforeAnswering = async (answer: Written) => {
    const { rowCount } = await system.db.pool.query(
      `UPDATE idempotent_requests SET status = NULL, body = NULL, owner = 'killed-process',
              alive_at = now() - interval '1 minute'
        WHERE body ->> 'id' = $1 AND body ->> 'position' = $2`,
      [String(answer.id), answer.position],
    );
    expect(rowCount).toBe(1);
  };

  const contributionOf = async (participantId: number) =>
    (await project.get<{ id: number; participantId: number }[]>('/api/contributions')).body.find(
      (c) => c.participantId === participantId,
    );

  it('answers a retry after the first attempt died between its append and its answer with the child it stored', async () => {
    const body = aParticipant();
    const first = await project.post<Written>('/api/participants', body, keyed('register-killed'));
    expect(first.status).toBe(201);
    await killedBeforeAnswering(first.body);
    const before = await eventCount(system);

    const retry = await project.post<Written>('/api/participants', body, keyed('register-killed'));

    // not 409 "Participant ID … is already in use" for the child the first attempt stored
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await eventCount(system)).toBe(before);
    const register = await project.get<{ id: number }[]>('/api/participants');
    expect(register.body.filter((p) => p.id === first.body.id)).toHaveLength(1);
    const claim = await system.db.pool.query('SELECT owner FROM unique_keys WHERE kind = $1 AND key = $2', [
      'participant-id',
      body.participantId.toLowerCase(),
    ]);
    expect(claim.rows).toEqual([{ owner: `participant-${first.body.id}` }]);
    // answered and finished: the claim is no longer held by anyone
    const { rows } = await system.db.pool.query(
      `SELECT status, owner FROM idempotent_requests WHERE body ->> 'id' = $1`,
      [String(first.body.id)],
    );
    expect(rows).toEqual([{ status: 201, owner: null }]);
  });

  it('answers a retried payment with the id it stored, so that reversing that id finds it', async () => {
    const child = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(child.body.id))!;
    const body = { contributionId: contribution.id, amount: 300 };
    const first = await project.post<Written>('/api/payments', body, keyed('pay-killed'));
    expect(first.status).toBe(201);
    await killedBeforeAnswering(first.body);
    const before = await eventCount(system);

    const retry = await project.post<Written>('/api/payments', body, keyed('pay-killed'));

    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await eventCount(system)).toBe(before);
    const reversed = await project.post(`/api/payments/${retry.body.id}/reverse`, {
      reason: 'Recorded against the wrong child',
    });
    expect(reversed.status).toBe(200);
  });

  it('runs once more a request whose first attempt died before it appended anything', async () => {
    const { groupId, members } = await aGroupWithMembers(facilitator, ['001']);
    const body = { groupId, memberId: members[0]!, amount: 40, savingDate: '2026-01-20' };
    // the claim its first attempt left: unfinished, nothing saved, its process gone
    const userId = (await facilitator.get<{ id: number }>('/api/user')).body.id;
    const { key, hash } = keyedRequestOf({
      headers: { 'idempotency-key': 'save-died-early' },
      session: { userId },
      method: 'POST',
      url: '/api/group-savings',
      body: recordSavingSchema.parse(body), // as the route's schema hands it over
    } as never)!;
    await system.db.pool.query(
      `INSERT INTO idempotent_requests (key, request_hash, owner, alive_at)
       VALUES ($1, $2, 'killed-process', now() - interval '1 minute')`,
      [key, hash],
    );
    const before = await eventCount(system);

    // a different body is refused: the claim is the first request's
    const other = { ...body, amount: 41 };
    const refused = await facilitator.post<ErrorBody>('/api/group-savings', other, keyed('save-died-early'));
    expect(refused.status).toBe(422);
    const retry = await facilitator.post<Written>('/api/group-savings', body, keyed('save-died-early'));

    expect(retry.status).toBe(201);
    expect(await eventCount(system)).toBe(before + 1);
    const again = await facilitator.post<Written>('/api/group-savings', body, keyed('save-died-early'));
    expect(again.body).toEqual(retry.body);
    expect(await eventCount(system)).toBe(before + 1);
  });

  it('refuses the same key with a different request (422) instead of answering the first result', async () => {
    const { groupId, members } = await aGroupWithMembers(facilitator, ['001']);
    const body = { groupId, memberId: members[0]!, amount: 40, savingDate: '2026-01-20' };
    const first = await facilitator.post<Written>('/api/group-savings', body, keyed('save-other-body'));
    expect(first.status).toBe(201);
    const before = await eventCount(system);

    const other = await facilitator.post<ErrorBody>(
      '/api/group-savings',
      { ...body, amount: 4000 },
      keyed('save-other-body'),
    );

    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request');
    expect(await eventCount(system)).toBe(before);
    const same = await facilitator.post<Written>('/api/group-savings', body, keyed('save-other-body'));
    expect(same).toMatchObject({ status: 201, body: first.body });
  });

  it('lets a refused request be sent again with the same key and a corrected body', async () => {
    const { groupId, members } = await aGroupWithMembers(facilitator, ['001']);
    const wrong = { groupId, memberId: 999_999, amount: 40, savingDate: '2026-01-20' };
    const refused = await facilitator.post('/api/group-savings', wrong, keyed('save-corrected'));
    expect(refused.status).toBe(422);
    const corrected = await facilitator.post<Written>(
      '/api/group-savings',
      { ...wrong, memberId: members[0]! },
      keyed('save-corrected'),
    );
    expect(corrected.status).toBe(201);
  });

  it('waits for a first attempt that still runs, answers 409 with Retry-After while it takes long, then its answer', async () => {
    const { groupId, members } = await aGroupWithMembers(facilitator, ['001']);
    const body = { groupId, memberId: members[0]!, amount: 40, savingDate: '2026-01-20' };
    const before = await eventCount(system);
    // a slow database: every append waits for the log's counter, held by another session
    const blocker = new pg.Client({ connectionString: system.db.url });
    await blocker.connect();
    let first: Promise<Awaited<ReturnType<typeof facilitator.post<Written>>>>;
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE es_global');
      first = facilitator.post<Written>('/api/group-savings', body, keyed('save-slow'));
      await new Promise((r) => setTimeout(r, 300));

      const started = Date.now();
      const retry = await facilitator.post<ErrorBody>('/api/group-savings', body, keyed('save-slow'));

      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500); // it waited for the first attempt
      expect(retry.status).toBe(409);
      expect(retry.body.code).toBe('request_in_progress');
      expect(retry.headers['retry-after']).toBe('2');
    } finally {
      await blocker.query('COMMIT');
      await blocker.end();
    }
    const answered = await first;
    expect(answered.status).toBe(201);

    const later = await facilitator.post<Written>('/api/group-savings', body, keyed('save-slow'));

    expect(later).toMatchObject({ status: 201, body: answered.body });
    expect(await eventCount(system)).toBe(before + 1);
  });
});
