import { businessDate } from '@pm/domain';
import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsHealth, kpiGroup } from './kpi-groups';
import { groupLights } from './kpi-lights';

/**
 * The lights computed in SQL (kpi-lights.ts) against the domain's healthOf (through groupsHealth, which
 * computes each group's figures and light in JavaScript) for many groups whose figures sit on and
 * around every threshold: the same counts, and the same worst groups in the same order.
 */
describe('group lights in SQL', () => {
  let system: System;
  const FIRST = 900_000;
  const GROUPS = 600;
  const asOf = businessDate(new Date().toISOString());
  const daysAgo = (n: number) =>
    new Date(Date.parse(`${asOf}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    system = await startSystem();
    let seed = 20_261_127;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const rows: unknown[][] = [];
    const dues: unknown[][] = [];
    for (let i = 0; i < GROUPS; i++) {
      const id = FIRST + i;
      // on, just under and just over each threshold, and anything in between
      const marked = pick([0, 20, 40, 3, 7, 1000]);
      const present =
        marked === 0
          ? 0
          : pick([0.6, 0.75, 0.59, 0.76, 0.74, 1, random()].map((r) => Math.round(r * marked)));
      const base = pick([0, 10, 20, 7, 3]);
      const joined = base === 0 ? 0 : Math.floor(random() * base);
      const left = base === 0 ? 0 : pick([0, 1, 2, 3, Math.floor(random() * base)]);
      const outstanding = pick([0, 100_000, 333_333, 7]);
      const overdue =
        outstanding === 0
          ? 0
          : pick([0.05, 0.1, 0.0501, 0.1001, 0.0499, random()].map((r) => Math.round(r * outstanding)));
      const lastMeeting = pick([
        null,
        daysAgo(0),
        daysAgo(45),
        daysAgo(46),
        daysAgo(Math.floor(random() * 90)),
      ]);
      rows.push([
        id,
        `Lights ${i}`,
        base - joined,
        present,
        marked,
        joined,
        left,
        outstanding,
        lastMeeting,
        asOf,
      ]);
      if (overdue > 0) dues.push([id, daysAgo(31 + Math.floor(random() * 60)), overdue]);
      // dues not yet 30 days late never count
      if (outstanding > overdue) dues.push([id, daysAgo(Math.floor(random() * 29)), outstanding - overdue]);
    }
    for (const r of rows)
      await system.db.pool.query(
        `INSERT INTO kpi_groups (group_id, name, project_id, cluster_id, region_id, cycle_started_on, members_start,
                                 present, marked, joined, left_count, outstanding, last_meeting_on)
         VALUES ($1, $2, 1, 1, 1, $10::date - 200, $3, $4, $5, $6, $7, $8, $9)`,
        r,
      );
    for (const d of dues)
      await system.db.pool.query(
        'INSERT INTO kpi_dues (group_id, due_on, outstanding) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        d,
      );
  });
  afterAll(async () => {
    await system.stop();
  });

  it('give every group the light healthOf gives it, and list the same worst groups in order', async () => {
    const condition = kpiGroup('g.group_id', '>=', FIRST);
    const ids = Array.from({ length: GROUPS }, (_, i) => FIRST + i);
    const health = await groupsHealth(system.db.pool, asOf, ids);
    expect(health).toHaveLength(GROUPS);
    const counts = { green: 0, amber: 0, red: 0 };
    for (const g of health) counts[g.verdict.light] += 1;
    // every light is met many times
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(30);
    const order = { red: 0, amber: 1, green: 2 };
    const worst = health
      .filter((g) => g.verdict.light !== 'green')
      .sort(
        (a, b) =>
          order[a.verdict.light] - order[b.verdict.light] ||
          (b.kpis.par30 ?? 0) - (a.kpis.par30 ?? 0) ||
          a.id - b.id,
      )
      .map((g) => g.id);
    for (const limit of [20, GROUPS]) {
      const lights = await groupLights(system.db.pool, asOf, condition, limit);
      expect(lights.counts).toEqual(counts);
      expect(lights.atRisk).toEqual(worst.slice(0, limit));
    }
  });
});
