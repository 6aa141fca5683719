import { businessDate } from '@pm/domain';
import type { ReportRow } from '@pm/domain/reports/rows';
import { aProject, clusterIdByName, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, generate, pdfText, xlsxTable } from './report-testing';

const today = businessDate(new Date().toISOString());
const month = today.slice(0, 7);

let n = 0;
const aChild = (projectId: number, overrides: Record<string, unknown>) => {
  n += 1;
  return {
    participantId: `RPT-${Date.now() % 100000}-${n}`,
    firstName: 'Child',
    secondName: null,
    surname: `Number${n}`,
    gender: 'Female',
    parentGuardianName: 'Guardian',
    careGiverName: null,
    contactPhone: '+254712345678',
    gradeLevel: 'Grade 3',
    plannedExitDate: null,
    projectId,
    ...overrides,
  };
};

/**
 * The nine reports of a fresh project whose children, payments and assets this spec creates through
 * the API, each produced as Excel, PDF and CSV and opened: cells, text and figures are those data.
 */
describe('reports: the nine reports, produced and opened', () => {
  let system: System;
  let admin: ApiClient;
  let projectId: number;
  const child: Record<'amani' | 'baraka' | 'chebet', { id: number; code: string }> = {} as never;

  beforeAll(async () => {
    system = await startSystem();
    admin = await system.login('admin');
    const clusterId = await clusterIdByName(admin, 'Kakamega Cluster');
    const project = aProject({ clusterId, name: 'Report Test Centre' });
    projectId = (await admin.post<Written>('/api/projects', project)).body.id;
    const register = async (key: keyof typeof child, body: Record<string, unknown>) => {
      const created = await admin.post<Written>('/api/participants', aChild(projectId, body));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      child[key] = { id: created.body.id, code: '' };
    };
    await register('amani', { firstName: 'Amani', dateOfBirth: '2018-05-01', monthlyContribution: 1000 });
    await register('baraka', {
      firstName: 'Baraka',
      gender: 'Male',
      dateOfBirth: '2012-02-02',
      monthlyContribution: 500,
    });
    await register('chebet', { firstName: 'Chebet', dateOfBirth: '2021-01-01', monthlyContribution: 800 });
    const contributions = (
      await admin.get<{ id: number; participantId: number; participantCode: string }[]>(
        `/api/contributions?projectId=${projectId}&month=all`,
      )
    ).body;
    const contributionOf = (id: number) => contributions.find((c) => c.participantId === id)!;
    for (const key of Object.keys(child) as (keyof typeof child)[])
      child[key].code = contributionOf(child[key].id).participantCode;
    const pay = async (id: number, amount: number) =>
      expect(
        (await admin.post('/api/payments', { contributionId: contributionOf(id).id, amount })).status,
      ).toBe(201);
    await pay(child.amani.id, 400);
    await pay(child.baraka.id, 500);
    const asset = (body: Record<string, unknown>) =>
      admin.post<Written>('/api/assets', { description: null, disposalPrice: null, projectId, ...body });
    expect((await asset({ assetId: `RPT-LAP-${n}`, name: 'Office laptop', condition: 'Good' })).status).toBe(
      201,
    );
    const bus = await asset({ assetId: `RPT-BUS-${n}`, name: 'School bus', condition: 'Good' });
    const disposed = await admin.patch(`/api/assets/${bus.body.id}`, {
      condition: 'Disposed',
      disposalPrice: 1200.5,
      // not before the bus entered the register (today)
      disposalDate: today,
    });
    expect(disposed.status).toBe(200);
  });
  afterAll(async () => {
    await system.stop();
  });

  /** Produces the report in the three formats; answers the Excel table, the PDF text and the CSV rows. */
  const all = async (reportType: string, header: string, extra: Record<string, unknown> = {}) => {
    const body = { reportType, projectId, ...extra };
    const xlsx = await generate(system, admin, { ...body, format: 'xlsx' });
    const pdf = await generate(system, admin, { ...body, format: 'pdf' });
    const csv = await generate(system, admin, { ...body, format: 'csv' });
    expect(xlsx.file.type).toContain('spreadsheetml');
    expect(pdf.file.type).toBe('application/pdf');
    expect(csv.file.type).toContain('text/csv');
    expect(pdf.file.disposition).toMatch(/^attachment; filename=".+\.pdf"$/);
    const text = await pdfText(pdf.file.body);
    expect(text).toContain(xlsx.report.title);
    expect(text).toContain(`Scope: Project ${xlsx.report.scopeName.split(' ')[1]}`);
    expect(text).toMatch(/Generated: .+ EAT by admin/);
    expect(text).toContain('Page 1 of 1');
    const rows = csvRows(csv.file.body);
    expect(rows[0]?.[0]).toBe(header);
    return { table: await xlsxTable(xlsx.file.body, header), text, csv: rows, report: xlsx.report };
  };

  it('participant register: every child with age group and KES contribution, totalled', async () => {
    const { table, text, csv } = await all('participant-register', 'Participant ID');
    expect(table).toHaveLength(5); // header, three children, totals
    const amani = table.find((r) => r[0] === child.amani.code)!;
    expect(amani.slice(1, 3)).toEqual([`Amani Number${n - 2}`, 'Female']);
    expect(amani[5]).toBe('6-8');
    expect(amani[9]).toBe(1000);
    expect(table.at(-1)?.slice(0, 2)).toEqual(['Total', '3 participants']);
    expect(table.at(-1)?.[9]).toBe(2300);
    expect(text).toContain('2,300.00');
    expect(csv.at(-1)?.[9]).toBe('2300.00');
  });

  it('children by age group: counts by gender', async () => {
    const { table, text } = await all('children-by-age-group', 'Age group');
    const group = (g: string) => table.find((r) => r[0] === g);
    expect(group('3-5')).toEqual(['3-5', 1, 0, 1, 33.3]);
    expect(group('6-8')).toEqual(['6-8', 1, 0, 1, 33.3]);
    expect(group('12-14')).toEqual(['12-14', 0, 1, 1, 33.3]);
    expect(table.at(-1)).toEqual(['Total', 2, 1, 3, 100]);
    expect(text).toContain('12-14');
  });

  it("participant statement: one child's contribution, payment and balance", async () => {
    const { table, text, report } = await all('participant-statement', 'Date', {
      participantId: child.amani.id,
    });
    expect(report.participantId).toBe(child.amani.id);
    expect(table.slice(1, 3).map((r) => [r[1], r[2] ?? null, r[3] ?? null, r[4]])).toEqual([
      [`Contribution for ${month}`, 1000, null, 1000],
      [`Payment for ${month}`, null, 400, 600],
    ]);
    expect(table.at(-1)).toEqual(['Total', undefined, 1000, 400, 600].slice(0, table.at(-1)!.length));
    expect(text).toContain(`Participant: ${child.amani.code} Amani`);
    expect(text).toContain('600.00');
  });

  it('monthly collections: expected, collected and rate of the month', async () => {
    const { table, text } = await all('monthly-collections', 'Month', { from: `${month}-01`, to: today });
    expect(table[1]).toEqual([month, 3, 2300, 900, 1400, 39.1]);
    expect(text).toContain(`Period: ${month}-01 to ${today}`);
    expect(text).toContain('39.1%');
  });

  it('arrears by child: months behind and what is owed', async () => {
    const { table, text, csv } = await all('arrears-by-child', 'Participant ID');
    const owing = table.slice(1, -1).map((r) => [r[0], r[4], r[6]]);
    expect(owing).toEqual([
      [child.chebet.code, 1, 800],
      [child.amani.code, 1, 600],
    ]);
    expect(table.at(-1)?.[6]).toBe(1400);
    expect(text).toContain('1,400.00');
    expect(csv.at(-1)?.[6]).toBe('1400.00');
  });

  it('payments received: the payments of the period, totalled', async () => {
    const { table, text } = await all('payments-received', 'Payment date', {
      from: `${month}-01`,
      to: today,
    });
    expect(table.slice(1, -1).map((r) => [r[1], r[5], r[7]])).toEqual(
      expect.arrayContaining([
        [child.amani.code, 400, 'Received'],
        [child.baraka.code, 500, 'Received'],
      ]),
    );
    expect(table.at(-1)?.[5]).toBe(900);
    expect(text).toContain('900.00');
  });

  it('asset register, assets by condition and disposals', async () => {
    const register = await all('asset-register', 'Asset ID');
    expect(register.table.slice(1, -1).map((r) => [r[1], r[4]])).toEqual(
      expect.arrayContaining([
        ['Office laptop', 'Good'],
        ['School bus', 'Disposed'],
      ]),
    );
    const byCondition = await all('assets-by-condition', 'Condition');
    expect(byCondition.table.slice(1)).toEqual([
      ['Good', 1, 50, 0],
      ['Obsolete', 0, 0, 0],
      ['Disposed', 1, 50, 1200.5],
      ['Total', 2, 100, 1200.5],
    ]);
    const disposals = await all('asset-disposals', 'Asset ID', { from: `${month}-01`, to: today });
    expect(disposals.table[1]?.slice(1)).toEqual([
      'School bus',
      expect.any(String),
      'Disposed',
      today,
      1200.5,
    ]);
    expect(disposals.text).toContain('1,200.50');
  });

  it('lists them in Recent Reports, newest first, downloadable again, in the audit trail', async () => {
    const list = await admin.get<ReportRow[]>(`/api/project-reports?projectId=${projectId}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(27);
    expect(list.body.every((r) => r.status === 'done' && r.requestedBy === 'admin')).toBe(true);
    expect(list.body[0]).toMatchObject({ reportType: 'asset-disposals', format: 'csv', from: `${month}-01` });
    const history = await admin.get<{ type: string }[]>(`/api/history/report-${list.body[0]!.id}`);
    expect(history.body.map((e) => e.type)).toEqual(['ReportRequested', 'ReportGenerated']);
  });
});
