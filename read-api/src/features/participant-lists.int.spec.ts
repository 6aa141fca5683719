import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const aParticipant = (participantId: string, overrides: Record<string, unknown> = {}) => ({
  participantId,
  firstName: 'Faith',
  surname: 'Nekesa',
  dateOfBirth: '2022-01-10',
  gender: 'Female',
  parentGuardianName: 'Rose Nekesa',
  contactPhone: '+254700000001',
  monthlyContribution: 800,
  ...overrides,
});

describe('participant and contribution lists, filters and exports', () => {
  let system: System;
  let project: ApiClient;
  let cluster: ApiClient;
  const stamp = Date.now() % 100000;
  beforeAll(async () => {
    system = await startSystem();
    [project, cluster] = await Promise.all([system.login('project'), system.login('cluster')]);
    await project.post('/api/participants', aParticipant(`KE0420-F${stamp}A`));
    await project.post(
      '/api/participants',
      aParticipant(`KE0420-F${stamp}B`, { firstName: '=HYPERLINK("http://x")', dateOfBirth: '2012-06-01' }),
    );
    await project.post(
      '/api/participants',
      aParticipant(`KE0420-F${stamp}C`, {
        firstName: 'Brian',
        surname: 'Juma',
        monthlyContribution: 0,
        contactPhone: '0722000111',
      }),
    );
  });
  afterAll(async () => {
    await system.stop();
  });

  it('filters participants by search text and age group', async () => {
    const byName = await project.get<{ participantId: string }[]>('/api/participants?search=juma');
    expect(byName.body.map((p) => p.participantId)).toEqual([`KE0420-F${stamp}C`]);
    const byId = await project.get<{ participantId: string }[]>(`/api/participants?search=f${stamp}a`);
    expect(byId.body.map((p) => p.participantId)).toEqual([`KE0420-F${stamp}A`]);
    const young = await project.get<{ participantId: string; ageGroup: string }[]>(
      '/api/participants?ageGroup=3-5',
    );
    expect(young.body.every((p) => p.ageGroup === '3-5')).toBe(true);
    expect(young.body.map((p) => p.participantId)).toContain(`KE0420-F${stamp}A`);
    expect((await project.get('/api/participants?ageGroup=7-9')).status).toBe(400);
  });

  it('pages and filters in SQL exactly as the rows show their age group, birthdays and literal % included', async () => {
    // today in Kenya, and the dates of birth of a child turning three today and one turning three tomorrow
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const yearsBefore = (date: string, years: number, days = 0) => {
      const d = new Date(`${date}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - years);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const three = await project.post('/api/participants', {
      ...aParticipant(`KE0420-B${stamp}3`),
      firstName: 'Birthday 100%',
      dateOfBirth: yearsBefore(today, 3),
    });
    const two = await project.post('/api/participants', {
      ...aParticipant(`KE0420-B${stamp}2`),
      dateOfBirth: yearsBefore(today, 3, 1),
    });
    expect([three.status, two.status]).toEqual([201, 201]);
    type Row = { participantId: string; ageGroup: string | null };
    const all = (await project.get<Row[]>('/api/participants?limit=1000')).body;
    expect(all.find((p) => p.participantId === `KE0420-B${stamp}3`)?.ageGroup).toBe('3-5');
    expect(all.find((p) => p.participantId === `KE0420-B${stamp}2`)?.ageGroup).toBe('0-2');
    for (const group of ['0-2', '3-5', '6-8', '9-11', '12-14', '15-18', '19+']) {
      const filtered = (
        await project.get<Row[]>(`/api/participants?limit=1000&ageGroup=${encodeURIComponent(group)}`)
      ).body;
      expect(filtered.map((p) => p.participantId)).toEqual(
        all.filter((p) => p.ageGroup === group).map((p) => p.participantId),
      );
    }
    // a page is a slice of the whole list, in participant ID order
    const page = await project.get<Row[]>('/api/participants?limit=2&offset=1');
    expect(page.body.map((p) => p.participantId)).toEqual(all.slice(1, 3).map((p) => p.participantId));
    expect(Number(page.headers['x-total-count'])).toBe(all.length);
    // % and _ are letters to search for, not patterns
    const percent = await project.get<Row[]>(`/api/participants?search=${encodeURIComponent('100%')}`);
    expect(percent.body.map((p) => p.participantId)).toEqual([`KE0420-B${stamp}3`]);
    expect((await project.get<Row[]>('/api/participants?search=_')).body).toEqual([]);
  });

  it('finds a possible second registration of a child in scope, by names, birth date and guardian', async () => {
    type Duplicate = { participantId: string; projectCode: string };
    const same = await project.get<Duplicate[]>(
      '/api/participants/duplicates?firstName=%20faith&surname=NEKESA&dateOfBirth=2022-01-10&parentGuardianName=rose%20nekesa',
    );
    expect(same.status).toBe(200);
    expect(same.body.map((d) => d.participantId)).toContain(`KE0420-F${stamp}A`);
    expect(same.body.every((d) => d.projectCode === 'KE0420')).toBe(true);
    const otherGuardian = await project.get<Duplicate[]>(
      '/api/participants/duplicates?firstName=Faith&surname=Nekesa&dateOfBirth=2022-01-10&parentGuardianName=Someone',
    );
    expect(otherGuardian.body).toEqual([]);
    // another project's register is not searched for a reader who cannot see it
    const project2 = await system.login('project2');
    const outside = await project2.get<Duplicate[]>(
      '/api/participants/duplicates?firstName=Faith&surname=Nekesa&dateOfBirth=2022-01-10',
    );
    expect(outside.body.some((d) => d.participantId === `KE0420-F${stamp}A`)).toBe(false);
    expect(
      (await project.get('/api/participants/duplicates?firstName=Faith&dateOfBirth=2022-01-10')).status,
    ).toBe(400);
    expect(
      (await project.get('/api/participants/duplicates?firstName=Faith&surname=N&dateOfBirth=2022-02-30'))
        .status,
    ).toBe(400);
  });

  it('filters contributions by month: this month by default, none in a month before anyone was registered', async () => {
    const current = await project.get<{ participantCode: string }[]>('/api/contributions');
    expect(current.body.filter((c) => c.participantCode.startsWith(`KE0420-F${stamp}`))).toHaveLength(2);
    expect((await project.get<unknown[]>('/api/contributions?month=2020-01')).body).toEqual([]);
    expect((await project.get('/api/contributions?month=2020-13')).status).toBe(400);
    const paid = await project.get<{ status: string; participantCode: string }[]>(
      '/api/contributions?status=Paid',
    );
    expect(paid.body.every((c) => c.status === 'Paid')).toBe(true);
    expect(paid.body.some((c) => c.participantCode.startsWith(`KE0420-F${stamp}`))).toBe(false);
  });

  it('filters contributions by status and search in SQL exactly as the rows show their status', async () => {
    type Row = { id: number; status: string; participantCode: string; participantName: string };
    // every month, and the default (this month)
    for (const month of ['&month=all', '']) {
      const all = (await project.get<Row[]>(`/api/contributions?limit=1000${month}`)).body;
      expect(all.length).toBeGreaterThan(0);
      for (const status of ['Paid', 'Partial', 'Outstanding', 'Overdue']) {
        const filtered = (await project.get<Row[]>(`/api/contributions?limit=1000${month}&status=${status}`))
          .body;
        expect(filtered.map((c) => c.id)).toEqual(all.filter((c) => c.status === status).map((c) => c.id));
      }
      const page = await project.get<Row[]>(`/api/contributions?limit=3&offset=2${month}`);
      expect(page.body.map((c) => c.id)).toEqual(all.slice(2, 5).map((c) => c.id));
      expect(Number(page.headers['x-total-count'])).toBe(all.length);
    }
    const byName = (await project.get<Row[]>('/api/contributions?month=all&search=NEKESA')).body;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((c) => c.participantName.toLowerCase().includes('nekesa'))).toBe(true);
    // % and _ are letters to search for ("Birthday 100%" of the test above has a %), not patterns
    const percent = (await project.get<Row[]>('/api/contributions?month=all&search=%25')).body;
    expect(percent.every((c) => c.participantName.includes('%'))).toBe(true);
    expect((await project.get<Row[]>('/api/contributions?month=all&search=_')).body).toEqual([]);
  });

  it('exports what the filters show as CSV, neutralising cells a spreadsheet would run', async () => {
    const response = await project.get<string>(`/api/participants/export?format=csv&search=F${stamp}`);
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/text\/csv/);
    expect(String(response.headers['content-disposition'])).toMatch(
      /attachment; filename="participants-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = String(response.body);
    expect(text).toContain(`KE0420-F${stamp}A`);
    expect(text).toContain(`"'=HYPERLINK(""http://x"") Nekesa"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    // a phone number is no formula: written as stored, without an apostrophe, however it was typed
    const line = (id: string) => text.split('\r\n').find((l) => l.startsWith(id)) ?? '';
    expect(line(`KE0420-F${stamp}A`)).toContain(',+254700000001,');
    expect(line(`KE0420-F${stamp}C`)).toContain(',0722000111,');
    expect(text).not.toContain("'+254");
  });

  it('exports Excel files and contributions too, and refuses an unknown format', async () => {
    const xlsx = await system.readApp.inject({
      method: 'GET',
      url: '/api/contributions/export?format=xlsx',
      headers: { cookie: project.sessionCookie ?? '' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await project.get('/api/participants/export?format=pdf')).status).toBe(400);
    const template = await project.get<string>('/api/participants/template?format=csv');
    expect(String(template.body)).toContain('participantId,firstName,secondName,surname,dateOfBirth,gender');
  });

  it('keeps exports inside the caller’s scope', async () => {
    const project2 = await system.login('project2');
    const other = await project2.get<string>('/api/participants/export?format=csv');
    expect(String(other.body)).not.toContain(`KE0420-F${stamp}`);
    expect((await project2.get('/api/participants/export?format=csv&projectId=1')).status).toBe(403);
    const clusterView = await cluster.get<string>('/api/participants/export?format=csv');
    expect(String(clusterView.body)).toContain(`KE0420-F${stamp}A`);
  });
});
