import { businessDate, monthOf, nextMonth } from '@pm/domain';
import { projectionsSettled } from '@pm/system/builders';
import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '../../lib/actor';
import { systemContext } from '../../lib/define-command';
import { openMonthForAll } from './service';

const participant = (n: number, monthlyContribution: number) => ({
  participantId: `KE0420-M${Date.now() % 100000}-${n}`,
  firstName: 'Wafula',
  surname: `Barasa${n}`,
  dateOfBirth: '2014-07-01',
  gender: 'Male',
  parentGuardianName: 'Jane Barasa',
  contactPhone: '+254722000000',
  monthlyContribution,
});

describe('the monthly contributions job', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem();
  });
  afterAll(async () => {
    await system.stop();
  });

  const openedIn = async (month: string) =>
    (await system.store.readAll({ limit: 100_000 })).filter(
      (e) => e.type === 'ContributionOpened' && (e.data as { month: string }).month === month,
    );

  it('opens next month once per active participant with a contribution, however often and however many run it', async () => {
    const project = await system.login('project');
    const ids: number[] = [];
    for (const [n, amount] of [
      [1, 500],
      [2, 750],
      [3, 0],
      [4, 300],
    ] as const)
      ids.push((await project.post<{ id: number }>('/api/participants', participant(n, amount))).body.id);
    await project.post(`/api/participants/${ids[3]}/inactivate`, { reason: 'Family moved to Nairobi' });
    await projectionsSettled(system);

    const thisMonth = monthOf(businessDate(new Date().toISOString()));
    const next = nextMonth(thisMonth);
    const firstOfNext = `${next}-01T06:00:00.000Z`;
    const job = (n: number) =>
      openMonthForAll(
        systemContext(system.deps, systemPrincipal('monthly-contributions'), firstOfNext, `job-${n}`),
      );
    // two instances at once, then a rerun
    await Promise.all([job(1), job(2)]);
    await job(3);

    const opened = await openedIn(next);
    const byParticipant = new Map<number, number>();
    for (const e of opened) {
      const id = (e.data as { participantId: number }).participantId;
      byParticipant.set(id, (byParticipant.get(id) ?? 0) + 1);
    }
    expect(byParticipant.get(ids[0]!)).toBe(1);
    expect(byParticipant.get(ids[1]!)).toBe(1);
    expect(byParticipant.has(ids[2]!)).toBe(false); // no monthly contribution
    expect(byParticipant.has(ids[3]!)).toBe(false); // inactive
    expect([...byParticipant.values()].every((n) => n === 1)).toBe(true);
    const amounts = opened.filter((e) => (e.data as { participantId: number }).participantId === ids[1]);
    expect((amounts[0]!.data as { expectedAmount: number }).expectedAmount).toBe(75000);
    // this month was opened at registration and not again
    expect(
      (await openedIn(thisMonth)).filter(
        (e) => (e.data as { participantId: number }).participantId === ids[0],
      ),
    ).toHaveLength(1);
  });
});
