import { groupStream } from '@pm/domain';
import { loadConfig } from '@pm/infra/config';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { aGroupWithMembers, type ErrorBody, type Written } from '@pm/system/builders';
import { ApiClient, type System, startSystem } from '@pm/system/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApp } from '../app';

/**
 * Commands on one busy stream queue instead of refusing each other: nobody sees a 409 they did not
 * cause. Within a process they take turns on the stream; against another process the one whose append
 * lost is decided again on the new state. A client that pinned the version it saw (If-Match) still gets
 * 409 when the stream moved.
 */
describe('commands racing on one stream', () => {
  let system: System;
  let facilitator: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    facilitator = await system.login('facilitator');
  });
  afterAll(async () => {
    await system.stop();
  });

  const savingsOf = async (groupId: number) =>
    (await system.store.readStream(groupStream(groupId))).filter((e) => e.type === 'SavingRecorded');

  it('accepts every saving of 8 writers sending back to back on one group', async () => {
    const numbers = ['001', '002', '003', '004', '005', '006', '007', '008'];
    const { groupId, members } = await aGroupWithMembers(facilitator, numbers);
    const statuses: number[] = [];
    await Promise.all(
      members.map(async (memberId) => {
        for (let i = 0; i < 12; i += 1) {
          const answer = await facilitator.post('/api/group-savings', {
            groupId,
            memberId,
            amount: 10 + i,
            savingDate: '2026-01-20',
          });
          statuses.push(answer.status);
        }
      }),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(await savingsOf(groupId)).toHaveLength(96);
  });

  it('lends exactly what the fund holds to 20 racing borrowers and refuses the rest by the rule, not by 409', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(3, '0'));
    const { groupId, members } = await aGroupWithMembers(facilitator, numbers);
    // 20 × 500 saved: room for 10 loans of 1,000
    for (const memberId of members)
      expect(
        (
          await facilitator.post('/api/group-savings', {
            groupId,
            memberId,
            amount: 500,
            savingDate: '2026-01-20',
          })
        ).status,
      ).toBe(201);
    const answers = await Promise.all(
      members.map((borrowerId) =>
        facilitator.post<ErrorBody>('/api/group-loans', {
          groupId,
          borrowerId,
          amount: 1000,
          interestRate: 0,
          termMonths: 1,
          loanDate: '2026-01-21',
          purpose: 'School fees',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
  });

  it('decides a command again when another process appended first, for as long as it keeps happening', async () => {
    // a second command service on the same database: its own cache and its own turns
    const config = loadConfig({ DATABASE_URL: system.db.url, LOG_LEVEL: 'silent' });
    const otherStore = new PostgresEventStore(system.db.pool, { connectionString: system.db.url });
    const other: FastifyInstance = await buildCommandApp({
      pool: system.db.pool,
      store: otherStore,
      config,
      sessionSecret: 'test-session-secret-of-at-least-32-characters',
      logger: false,
    });
    try {
      const elsewhere = new ApiClient(other, system.readApp);
      elsewhere.sessionCookie = facilitator.sessionCookie;
      const numbers = ['001', '002', '003', '004'];
      const { groupId, members } = await aGroupWithMembers(facilitator, numbers);
      const statuses: number[] = [];
      await Promise.all(
        members.flatMap((memberId) =>
          [facilitator, elsewhere].map(async (client) => {
            for (let i = 0; i < 8; i += 1) {
              const answer = await client.post('/api/group-savings', {
                groupId,
                memberId,
                amount: 10 + i,
                savingDate: '2026-01-20',
              });
              statuses.push(answer.status);
            }
          }),
        ),
      );
      expect(statuses.filter((s) => s !== 201)).toEqual([]);
      expect(await savingsOf(groupId)).toHaveLength(64);
    } finally {
      await other.close();
      await otherStore.close();
    }
  });

  it('still answers 409 to a client whose If-Match names a version the stream has left', async () => {
    const { groupId, members } = await aGroupWithMembers(facilitator, ['001']);
    const saving = { groupId, memberId: members[0]!, amount: 25, savingDate: '2026-01-20' };
    const version = (await system.store.readStream(groupStream(groupId))).length - 1;
    const pinned = { 'If-Match': `"${version}"` };
    expect((await facilitator.post('/api/group-savings', saving, pinned)).status).toBe(201);

    const stale = await facilitator.post<ErrorBody>('/api/group-savings', saving, pinned);

    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else. Reload and try again.');
    const current = { 'If-Match': `"${version + 1}"` };
    expect((await facilitator.post<Written>('/api/group-savings', saving, current)).status).toBe(201);
  });
});
