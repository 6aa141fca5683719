import { AGE_GROUPS, type AgeGroup, ageGroupOf, ageOn, businessDate } from '@pm/domain';
import { COUNTED_EXPECTED_SQL } from '@pm/domain/contributions/figures';
import {
  aGroup,
  aMember,
  projectIdByCode,
  projectionsSettled,
  rebuiltTables,
  type Written,
} from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRateOf } from './contributions';

/**
 * The rolled-up read model against the detail tables: a random history of the programme's writes
 * (children, payments and their reversals, inactivation and deletion, groups, members, savings and
 * reversals, loans, repayments and reversals, meetings with attendance, assets), then every figure of
 * every project, cluster, region and the programme must equal what the detail tables give.
 */

/** A small seeded generator (mulberry32): the same history on every run, a different one per seed. */
const generator = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

type Row = Record<string, unknown>;
const today = () => businessDate(new Date().toISOString());

describe('rolled-up figures', () => {
  let system: System;
  let sites: { code: string; projectId: number; admin: ApiClient; groups: number[] }[];

  beforeAll(async () => {
    system = await startSystem();
    const [project, project2, facilitator] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('facilitator'),
    ]);
    sites = [
      { code: 'KE0420', projectId: await projectIdByCode(project, 'KE0420'), admin: project, groups: [] },
      { code: 'KE0305', projectId: await projectIdByCode(project2, 'KE0305'), admin: project2, groups: [] },
    ];
    sites[0]!.groups.push((await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('equal the detail tables at every level after a random history', async () => {
    const random = generator(20_261_126);
    const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
    const amount = (max: number) => Math.max(1, Math.round(random() * max));
    let n = 0;
    const list = async <T>(client: ApiClient, url: string) =>
      ((await client.get<T[]>(url)).body ?? []) as T[];

    const actions: ((site: (typeof sites)[number]) => Promise<unknown>)[] = [
      async ({ admin, code }) => {
        n += 1;
        return admin.post('/api/participants', {
          participantId: `${code}-R${n}`,
          firstName: 'Achieng',
          secondName: null,
          surname: `Random${n}`,
          dateOfBirth: '2016-03-14',
          gender: pick(['Female', 'Male']),
          parentGuardianName: 'Mary Otieno',
          careGiverName: null,
          contactPhone: '+254712345678',
          gradeLevel: 'Grade 3',
          monthlyContribution: 100 * amount(20),
          plannedExitDate: null,
        });
      },
      async ({ admin }) => {
        const owing = (
          await list<{ id: number; outstandingAmount: number }>(admin, '/api/contributions?month=all')
        ).filter((c) => c.outstandingAmount > 0);
        const c = pick(owing);
        if (c)
          await admin.post('/api/payments', {
            contributionId: c.id,
            amount: Math.min(c.outstandingAmount, amount(2000)),
          });
      },
      async ({ admin }) => {
        const c = pick(await list<{ id: number; paidAmount: number }>(admin, '/api/contributions?month=all'));
        const payment =
          c &&
          pick(await list<{ id: number; reversed: boolean }>(admin, `/api/contributions/${c.id}/payments`));
        if (payment && !payment.reversed)
          await admin.post(`/api/payments/${payment.id}/reverse`, { reason: 'Random reversal' });
      },
      async ({ admin }) => {
        const p = pick(await list<{ id: number; isActive: boolean }>(admin, '/api/participants'));
        if (!p) return;
        const verb = pick(['inactivate', 'reactivate', 'delete']);
        if (verb === 'delete')
          await admin.request('DELETE', `/api/participants/${p.id}`, { reason: 'Moved away' });
        else await admin.post(`/api/participants/${p.id}/${verb}`, { reason: 'Random change' });
      },
      async (site) => {
        const created = await site.admin.post<Written>(
          '/api/saving-groups',
          aGroup({ projectId: site.projectId }),
        );
        if (created.status === 201) site.groups.push(created.body.id);
      },
      async ({ admin, groups }) => {
        const groupId = pick(groups);
        if (groupId) {
          n += 1;
          await admin.post('/api/group-members', aMember(groupId, `R${n}`));
        }
      },
      async ({ admin, groups }) => {
        const groupId = pick(groups);
        const member =
          groupId &&
          pick(await list<{ id: number; isActive: boolean }>(admin, `/api/group-members?groupId=${groupId}`));
        if (!member) return;
        if (random() < 0.15) await admin.request('DELETE', `/api/group-members/${member.id}`);
        else
          await admin.post('/api/group-savings', {
            groupId,
            memberId: member.id,
            amount: amount(500),
            savingDate: pick(['2026-03-02', '2026-07-14', today()]),
          });
      },
      async ({ admin, groups }) => {
        const groupId = pick(groups);
        const saving =
          groupId && pick(await list<{ id: number }>(admin, `/api/group-savings?groupId=${groupId}`));
        if (saving)
          await admin.post(`/api/group-savings/${saving.id}/reverse`, { reason: 'Random reversal' });
      },
      async ({ admin, groups }) => {
        const groupId = pick(groups);
        const member =
          groupId && pick(await list<{ id: number }>(admin, `/api/group-members?groupId=${groupId}`));
        if (member)
          await admin.post('/api/group-loans', {
            groupId,
            borrowerId: member.id,
            amount: amount(300),
            interestRate: 5,
            termMonths: 2,
            purpose: 'Stock for the stall',
          });
      },
      async ({ admin, groups }) => {
        const groupId = pick(groups);
        const loan =
          groupId &&
          pick(await list<{ id: number; outstanding: number }>(admin, `/api/group-loans?groupId=${groupId}`));
        if (!loan) return;
        const repayment = pick(await list<{ id: number }>(admin, `/api/loan-repayments?loanId=${loan.id}`));
        if (repayment && random() < 0.3)
          await admin.post(`/api/loan-repayments/${repayment.id}/reverse`, { reason: 'Wrong loan' });
        else if (loan.outstanding > 0)
          await admin.post('/api/loan-repayments', {
            loanId: loan.id,
            amount: Math.min(loan.outstanding, amount(400)),
            paymentDate: today(),
          });
      },
      async ({ admin, groups }) => {
        const groupId = pick(groups);
        if (!groupId) return;
        const meeting = await admin.post<Written>('/api/group-meetings', {
          groupId,
          meetingDate: today(),
          agenda: 'Weekly savings and repayments',
        });
        const members = await list<{ id: number; isActive: boolean }>(
          admin,
          `/api/group-members?groupId=${groupId}`,
        );
        if (meeting.status === 201 && random() < 0.7)
          await admin.post('/api/meeting-attendance/bulk', {
            attendance: members
              .filter((m) => m.isActive)
              .map((m) => ({ meetingId: meeting.body.id, memberId: m.id, isPresent: random() < 0.6 })),
          });
      },
      async ({ admin, projectId }) => {
        n += 1;
        const asset = await admin.post<Written>('/api/assets', {
          assetId: `RND-${n}`,
          name: 'Desk',
          condition: 'Good',
          disposalPrice: null,
          projectId,
        });
        if (asset.status !== 201 || random() < 0.5) return;
        if (random() < 0.5) await admin.request('DELETE', `/api/assets/${asset.body.id}`);
        else
          await admin.patch(`/api/assets/${asset.body.id}`, {
            condition: pick(['Obsolete', 'Disposed']),
            disposalPrice: 100,
            disposalDate: today(),
          });
      },
    ];
    for (let i = 0; i < 140; i++) await pick(actions)!(pick(sites)!);
    await projectionsSettled(system);

    const db = system.db.pool;
    const q = async (sql: string) => (await db.query<Row>(sql)).rows;
    const places = await q('SELECT id, cluster_id, region_id FROM projects');
    const expected = new Map<string, number>();
    const add = (projectId: unknown, figure: string, value: unknown) => {
      const place = places.find((p) => p.id === projectId);
      if (!place) throw new Error(`no project ${String(projectId)}`);
      const keys = [
        `project:${projectId}`,
        `cluster:${place.cluster_id}`,
        `region:${place.region_id}`,
        'programme:0',
      ];
      for (const k of keys)
        expected.set(`${k}:${figure}`, (expected.get(`${k}:${figure}`) ?? 0) + Number(value));
    };
    const detail: [string, string][] = [
      [
        'participants',
        'SELECT project_id AS p, count(*) AS v FROM participants WHERE is_active AND NOT deleted GROUP BY 1',
      ],
      ['saving_groups', 'SELECT project_id AS p, count(*) AS v FROM saving_groups GROUP BY 1'],
      [
        'members',
        'SELECT g.project_id AS p, count(*) AS v FROM group_members m JOIN saving_groups g ON g.id = m.group_id WHERE m.is_active GROUP BY 1',
      ],
      [
        'loans_outstanding',
        'SELECT project_id AS p, sum(total_amount - amount_paid - written_off) AS v FROM group_loans GROUP BY 1',
      ],
      [
        'meetings_held',
        'SELECT project_id AS p, count(*) AS v FROM group_meetings WHERE attendance_recorded GROUP BY 1',
      ],
    ];
    for (const [figure, sql] of detail) for (const r of await q(sql)) add(r.p, figure, r.v);
    for (const r of await q(
      // a deleted child's month: what was paid is expected and collected, nothing outstanding
      `SELECT c.project_id AS p, c.month, sum(${COUNTED_EXPECTED_SQL}) AS expected, sum(c.paid_amount) AS paid,
              coalesce(sum(greatest(c.expected_amount - c.paid_amount, 0)) FILTER (WHERE NOT p.deleted), 0) AS outstanding
         FROM contributions c JOIN participants p ON p.id = c.participant_id GROUP BY 1, 2`,
    ))
      for (const f of ['expected', 'paid', 'outstanding']) add(r.p, `${r.month}:${f}`, r[f]);
    for (const r of await q(
      `SELECT g.project_id AS p, to_char(s.saving_date, 'YYYY-MM') AS month, sum(s.amount) AS v
         FROM group_savings s JOIN saving_groups g ON g.id = s.group_id WHERE s.reversed_at IS NULL GROUP BY 1, 2`,
    ))
      add(r.p, `${r.month}:savings`, r.v);
    for (const r of await q(
      'SELECT project_id AS p, condition, count(*) AS v FROM assets WHERE NOT deleted GROUP BY 1, 2',
    ))
      add(r.p, `asset:${r.condition}`, r.v);

    const actual = new Map<string, number>();
    const put = (scope: unknown, id: unknown, figure: string, value: unknown) =>
      actual.set(`${scope}:${id}:${figure}`, Number(value));
    for (const r of await q('SELECT * FROM rollup_figures'))
      for (const f of ['participants', 'saving_groups', 'members', 'loans_outstanding', 'meetings_held'])
        put(r.scope, r.scope_id, f, r[f]);
    for (const r of await q('SELECT * FROM rollup_months'))
      for (const f of ['expected', 'paid', 'outstanding', 'savings'])
        put(r.scope, r.scope_id, `${r.month}:${f}`, r[f]);
    for (const r of await q('SELECT * FROM rollup_assets'))
      put(r.scope, r.scope_id, `asset:${r.condition}`, r.count);

    const nonZero = (m: Map<string, number>) =>
      Object.fromEntries(
        [...m].filter(([, v]) => Math.abs(v) > 1e-9).map(([k, v]) => [k, Math.round(v * 100) / 100]),
      );
    const want = nonZero(expected);
    expect(Object.keys(want).length).toBeGreaterThan(40);
    expect(nonZero(actual)).toEqual(want);
  });

  it("give the Group Overview's cards and the groups' stats the figures of the detail tables, per scope", async () => {
    const admin = await system.login('admin');
    const now = today();
    // [who asks, ?projectId= sent, the project whose figures answer (null: the programme)]
    const cases: [ApiClient, number | undefined, number | null][] = [
      [admin, undefined, null],
      [admin, sites[1]!.projectId, sites[1]!.projectId],
      [sites[0]!.admin, sites[0]!.projectId, sites[0]!.projectId],
      // a ProjectAdmin without ?projectId= gets its own project, never the programme
      [sites[0]!.admin, undefined, sites[0]!.projectId],
    ];
    for (const [client, asked, projectId] of cases) {
      const { rows } = await system.db.pool.query<Row>(
        `WITH g AS (SELECT * FROM saving_groups WHERE $1::int IS NULL OR project_id = $1),
              l AS (SELECT * FROM group_loans WHERE status = 'active' AND group_id IN (SELECT id FROM g))
         SELECT (SELECT count(*) FROM g)::int AS total, (SELECT count(*) FROM g WHERE status = 'Active')::int AS active,
                (SELECT count(*) FROM group_members WHERE is_active AND group_id IN (SELECT id FROM g))::int AS members,
                (SELECT count(*) FROM group_members WHERE NOT is_active AND group_id IN (SELECT id FROM g))::int AS former,
                (SELECT coalesce(sum(savings), 0) FROM g)::float AS savings,
                (SELECT coalesce(sum(amount), 0) FROM group_savings WHERE reversed_at IS NULL AND group_id IN (SELECT id FROM g)
                    AND to_char(saving_date, 'YYYY-MM') = $2)::float AS month,
                (SELECT count(*) FROM l)::int AS loans, (SELECT count(*) FROM l WHERE due_date < $3::date)::int AS overdue,
                (SELECT coalesce(sum(greatest(amount - amount_paid, 0)), 0) FROM l)::float AS outstanding,
                (SELECT coalesce(sum(total_amount - amount_paid - greatest(amount - amount_paid, 0)), 0) FROM l)::float
                  AS charge,
                (SELECT count(*) FROM emergency_funds WHERE group_id IN (SELECT id FROM g))::int AS funds,
                (SELECT count(*) FROM emergency_disbursements d JOIN emergency_funds f ON f.id = d.fund_id
                  WHERE f.group_id IN (SELECT id FROM g) AND d.status = 'pending')::int AS pending`,
        [projectId, now.slice(0, 7), now],
      );
      const want = rows[0]!;
      const got = await client.get<Record<string, Record<string, number>>>(
        `/api/saving-groups/module-stats${asked === undefined ? '' : `?projectId=${asked}`}`,
      );
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({
        groups: { total: want.total, active: want.active },
        members: { active: want.members, former: want.former },
        savings: { total: want.savings, thisMonth: want.month },
        // the principal still out, the service charge still to come apart
        loans: {
          active: want.loans,
          overdue: want.overdue,
          outstanding: want.outstanding,
          serviceCharge: want.charge,
        },
        emergency: { funds: want.funds, pendingRequests: want.pending },
      });
      const stats = await client.get<Record<string, number>>(
        `/api/saving-groups/stats${asked === undefined ? '' : `?projectId=${asked}`}`,
      );
      expect(stats.body).toEqual({
        totalGroups: want.total,
        totalMembers: want.members,
        totalSavings: want.savings,
        activeLoans: want.loans,
      });
    }
    // another project's figures are refused, bad input is refused, and a stranger is not answered
    for (const url of ['/api/saving-groups/module-stats', '/api/saving-groups/stats']) {
      const foreign = await sites[0]!.admin.get<{ message: string }>(
        `${url}?projectId=${sites[1]!.projectId}`,
      );
      expect(foreign.status, url).toBe(403);
      expect(foreign.body.message, url).toBe('That project is outside your scope');
      expect((await admin.get(`${url}?projectId=abc`)).status, url).toBe(400);
      expect((await admin.get(`${url}?projectId=2147483648`)).status, url).toBe(400);
      expect((await system.client().get(url)).status, url).toBe(401);
    }
  });

  it("give the dashboard's children and age groups the counts of the register, per scope", async () => {
    const admin = await system.login('admin');
    const now = today();
    const children = (
      await system.db.pool.query<{ projectId: number; born: string | null }>(
        `SELECT project_id AS "projectId", to_char(date_of_birth, 'YYYY-MM-DD') AS born
           FROM participants WHERE is_active AND NOT deleted`,
      )
    ).rows;
    // the same random history: inactivated, reactivated and deleted children among them
    expect(children.length).toBeGreaterThan(10);
    const cases: [ApiClient, number | undefined, number | null][] = [
      [admin, undefined, null],
      [admin, sites[1]!.projectId, sites[1]!.projectId],
      [sites[0]!.admin, undefined, sites[0]!.projectId],
    ];
    for (const [client, asked, projectId] of cases) {
      const mine = children.filter((c) => projectId === null || c.projectId === projectId);
      const ageGroups = Object.fromEntries(AGE_GROUPS.map((g) => [g, 0])) as Record<AgeGroup, number>;
      for (const c of mine) if (c.born) ageGroups[ageGroupOf(ageOn(c.born, now))] += 1;
      const stats = await client.get<{ totalParticipants: number; ageGroups: Record<AgeGroup, number> }>(
        `/api/dashboard/stats${asked === undefined ? '' : `?projectId=${asked}`}`,
      );
      expect(stats.status).toBe(200);
      expect(stats.body.totalParticipants).toBe(mine.length);
      expect(stats.body.ageGroups).toEqual(ageGroups);
    }
  });

  it("give the project reports' cards the figures of the detail tables, per scope", async () => {
    const admin = await system.login('admin');
    const month = today().slice(0, 7);
    const cases: [ApiClient, number | undefined, number | null][] = [
      [admin, undefined, null],
      [admin, sites[1]!.projectId, sites[1]!.projectId],
      [sites[0]!.admin, undefined, sites[0]!.projectId],
    ];
    const figure = async (text: string, projectId: number | null) =>
      Number((await system.db.pool.query<{ v: string }>(text, [projectId, month])).rows[0]!.v);
    const of = (alias: string) => `($1::int IS NULL OR ${alias}.project_id = $1) AND $2::text IS NOT NULL`;
    let collectedAnywhere = 0;
    for (const [client, asked, projectId] of cases) {
      const expected = await figure(
        `SELECT coalesce(sum(${COUNTED_EXPECTED_SQL}), 0) AS v FROM contributions c
           JOIN participants p ON p.id = c.participant_id WHERE c.month <= $2 AND ${of('c')}`,
        projectId,
      );
      const paid = await figure(
        `SELECT coalesce(sum(c.paid_amount), 0) AS v FROM contributions c WHERE c.month <= $2 AND ${of('c')}`,
        projectId,
      );
      const monthlyCollections = await figure(
        `SELECT coalesce(sum(pm.amount), 0) AS v FROM payments pm JOIN contributions c ON c.id = pm.contribution_id
          WHERE NOT pm.reversed AND to_char(pm.payment_date, 'YYYY-MM') = $2 AND ${of('c')}`,
        projectId,
      );
      collectedAnywhere += monthlyCollections;
      const stats = await client.get(
        `/api/project-reports/stats${asked === undefined ? '' : `?projectId=${asked}`}`,
      );
      expect(stats.status).toBe(200);
      expect(stats.body).toEqual({
        totalParticipants: await figure(
          `SELECT count(*) AS v FROM participants p WHERE p.is_active AND NOT p.deleted AND ${of('p')}`,
          projectId,
        ),
        month,
        monthlyCollections,
        totalAssets: await figure(
          `SELECT count(*) AS v FROM assets a WHERE NOT a.deleted AND ${of('a')}`,
          projectId,
        ),
        collectionRate: collectionRateOf(paid, expected),
      });
    }
    expect(collectedAnywhere).toBeGreaterThan(0);
  });

  it('rebuilds the rolled-up tables from the log equal to the live ones', async () => {
    const { live, rebuilt } = await rebuiltTables(system);
    expect((live.rollup_figures ?? []).length).toBeGreaterThan(4);
    expect(rebuilt.rollup_figures).toEqual(live.rollup_figures);
    expect(rebuilt.rollup_months).toEqual(live.rollup_months);
    expect(rebuilt.rollup_assets).toEqual(live.rollup_assets);
    expect((live.participant_births ?? []).length).toBeGreaterThan(4);
    expect(rebuilt.participant_births).toEqual(live.participant_births);
  });
});
