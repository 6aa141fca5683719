import { projectionsSettled, type Written } from '@pm/system/builders';
import { aParticipant } from '@pm/system/participant-bodies';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Row {
  id: number;
  participantId: number;
  expectedAmount: number;
  paidAmount: number;
  outstandingAmount: number;
  participantDeleted: boolean;
}
interface Summary {
  expected: number;
  collected: number;
  outstanding: number;
  collectionRate: number;
}

const cents = (kes: number) => Math.round(kes * 100);
/**
 * The children's figures by one rule (domain/src/contributions/figures.ts): a deleted child's payments stay
 * collected and their arrears are cancelled, an inactive child's arrears are still owed, and the cards,
 * the list and the projects page agree. Once the cards kept a deleted child's unpaid amount as expected
 * while outstanding dropped it, the list left the child out, and the projects page counted an inactive one.
 */
describe("children's figures after a deletion or an inactivation", () => {
  let system: System;
  let project: ApiClient;
  const month = new Date().toISOString().slice(0, 7);

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
  });
  afterAll(async () => {
    await system.stop();
  });

  const summary = async () => {
    await projectionsSettled(system);
    return (await project.get<Summary>(`/api/contributions/summary?month=${month}`)).body;
  };
  const rows = async () => (await project.get<Row[]>(`/api/contributions?month=${month}`)).body;
  const projectCount = async () =>
    (await project.get<{ code: string; participantCount: number }[]>('/api/projects')).body.find(
      (p) => p.code === 'KE0420',
    )?.participantCount;

  it('keeps expected = collected + outstanding on the cards and in the list, which add up alike', async () => {
    const paying = (await project.post<Written>('/api/participants', aParticipant())).body.id;
    const inactive = (await project.post<Written>('/api/participants', aParticipant())).body.id;
    const countBefore = await projectCount();
    const contributionOf = async (participantId: number) =>
      (await rows()).find((r) => r.participantId === participantId)!;
    const paid = await project.post('/api/payments', {
      contributionId: (await contributionOf(paying)).id,
      amount: 400,
    });
    expect(paid.status).toBe(201);
    expect(
      (await project.request('DELETE', `/api/participants/${paying}`, { reason: 'Registered twice' })).status,
    ).toBe(200);
    expect(
      (await project.post(`/api/participants/${inactive}/inactivate`, { reason: 'Moved away' })).status,
    ).toBe(200);

    const cards = await summary();
    expect(cents(cards.expected)).toBe(cents(cards.collected) + cents(cards.outstanding));
    const list = await rows();
    const sum = (pick: (r: Row) => number) => list.reduce((s, r) => s + cents(pick(r)), 0);
    expect(sum((r) => r.expectedAmount)).toBe(cents(cards.expected));
    expect(sum((r) => r.paidAmount)).toBe(cents(cards.collected));
    expect(sum((r) => r.outstandingAmount)).toBe(cents(cards.outstanding));
    // the deleted child's 400 stays collected, their 600 of arrears is cancelled
    expect(list.find((r) => r.participantId === paying)).toMatchObject({
      expectedAmount: 400,
      paidAmount: 400,
      outstandingAmount: 0,
      participantDeleted: true,
    });
    // the inactive child still owes their month; they are no longer counted as a participant
    expect(list.find((r) => r.participantId === inactive)).toMatchObject({ outstandingAmount: 1000 });
    expect(await projectCount()).toBe((countBefore ?? 0) - 2);
  });
});
