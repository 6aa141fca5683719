import { randomUUID } from 'node:crypto';
import { projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HEADER =
  'participantId,firstName,secondName,surname,dateOfBirth,gender,parentGuardianName,careGiverName,contactPhone,gradeLevel,projectId,monthlyContribution,plannedExitDate';
const row = (id: string, overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    participantId: id,
    firstName: 'Kevin',
    secondName: '',
    surname: 'Wanyama',
    dateOfBirth: '2013-05-20',
    gender: 'Male',
    parentGuardianName: 'Lucy Wanyama',
    careGiverName: '',
    contactPhone: '+254733111222',
    gradeLevel: 'Grade 5',
    projectId: 'KE0420',
    monthlyContribution: '500',
    plannedExitDate: '',
    ...overrides,
  };
  return HEADER.split(',')
    .map((c) => values[c] ?? '')
    .join(',');
};

describe('bulk participant upload', () => {
  let system: System;
  let project: ApiClient;
  let project2: ApiClient;
  beforeAll(async () => {
    system = await startSystem();
    [project, project2] = await Promise.all([system.login('project'), system.login('project2')]);
  });
  afterAll(async () => {
    await system.stop();
  });

  const upload = async (
    client: ApiClient,
    fileName: string,
    contentType: string,
    content: string | Buffer,
    uploadId?: string,
  ) =>
    client.upload<{ success: number; errors: { row: number; error: string }[]; message?: string }>(
      '/api/participants/bulk-upload',
      { name: fileName, type: contentType, content },
      uploadId ? { 'x-upload-id': uploadId } : {},
    );
  const eventCount = async () => (await system.store.readAll({ limit: 1_000_000 })).length;

  it('keeps the valid rows and reports each bad one as Row {n}: {error}', async () => {
    const stamp = Date.now() % 100000;
    const csv = [
      HEADER,
      row(`KE0420-B${stamp}1`),
      row(`KE0420-B${stamp}2`),
      row(`KE0420-B${stamp}3`, { gender: 'X' }),
      row(`KE0420-B${stamp}4`, { dateOfBirth: '2024-02-30' }),
      row(`KE0420-B${stamp}5`, { gender: 'X', contactPhone: 'call me' }),
      row(`KE0420-B${stamp}6`, { gender: '' }),
    ].join('\r\n');
    const result = await upload(project, 'children.csv', 'text/csv', csv);
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(2);
    expect(result.body.errors).toEqual([
      { row: 4, error: 'Gender must be Male or Female' },
      { row: 5, error: 'Please enter a valid date (YYYY-MM-DD)' },
      // every problem of a row, not only the first
      { row: 6, error: 'Gender must be Male or Female; Please enter a valid phone number' },
      // a gender left out is said to be required, not to be other than Male or Female
      { row: 7, error: 'Gender is required' },
    ]);
    const list = await project.get<{ participantId: string }[]>('/api/participants');
    expect(list.body.filter((p) => p.participantId.startsWith(`KE0420-B${stamp}`))).toHaveLength(2);
  });

  it('refuses the same participant ID twice, in the file and against the register', async () => {
    const stamp = Date.now() % 100000;
    const csv = [HEADER, row(`KE0420-D${stamp}`), row(`KE0420-D${stamp}`)].join('\n');
    const first = await upload(project, 'dup.csv', 'text/csv', csv);
    expect(first.body.success).toBe(1);
    expect(first.body.errors[0]?.error).toMatch(/already used on row 2/);
    const again = await upload(project, 'dup.csv', 'text/csv', [HEADER, row(`KE0420-D${stamp}`)].join('\n'));
    expect(again.body).toMatchObject({
      success: 0,
      errors: [{ row: 2, error: `Participant ID KE0420-D${stamp} is already in use` }],
    });
  });

  it('refuses rows for a project outside the uploader’s scope', async () => {
    const result = await upload(
      project2,
      'other.csv',
      'text/csv',
      [HEADER, row(`KE0420-X${Date.now() % 100000}`)].join('\n'),
    );
    expect(result.body.success).toBe(0);
    expect(result.body.errors[0]?.error).toMatch(/not found|cannot add/);
  });

  it('refuses a wrong file type, a missing column and an empty file, changing nothing', async () => {
    const before = await eventCount();
    const pdf = await upload(project, 'children.pdf', 'application/pdf', '%PDF-1.4');
    expect(pdf).toMatchObject({
      status: 400,
      body: { message: 'Invalid file type: Please select a CSV or Excel file' },
    });
    const missing = await upload(project, 'x.csv', 'text/csv', 'participantId,firstName\nKE1,Ann');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Missing required columns: surname, dateOfBirth/);
    expect((await upload(project, 'empty.csv', 'text/csv', '')).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const result = await upload(project, 'big.csv', 'text/csv', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('The file is larger than 10 MB');
  });

  it('imports 5,000 rows, opening each child’s contribution, and reports progress as it goes', async () => {
    const stamp = Date.now() % 100000;
    const lines = [HEADER];
    for (let i = 0; i < 5000; i++) lines.push(row(`KE0420-L${stamp}-${i}`));
    const uploadId = `upload-${randomUUID()}`;
    const started = Date.now();
    const result = await upload(project, 'many.csv', 'text/csv', lines.join('\n'), uploadId);
    const seconds = (Date.now() - started) / 1000;
    console.log(`5,000-row upload took ${seconds.toFixed(1)} s`);
    expect(result.body).toMatchObject({ success: 5000, errors: [] });
    const progress = await project.get<{
      total: number;
      processed: number;
      succeeded: number;
      done: boolean;
    }>(`/api/participants/bulk-upload/${uploadId}/progress`);
    expect(progress.body).toMatchObject({ total: 5000, processed: 5000, succeeded: 5000, done: true });
    expect(
      (await project2.get<{ total: number }>(`/api/participants/bulk-upload/${uploadId}/progress`)).body
        .total,
    ).toBe(0);
    await projectionsSettled(system, 60_000);
    // one page is enough: the list says how many it holds (X-Total-Count, counted to its end from a
    // page near the end; from the first page it would stop 1,000 rows past it)
    const contributions = await project.get<{ participantCode: string }[]>(
      `/api/contributions?search=KE0420-L${stamp}-&offset=4990&limit=10`,
    );
    expect(contributions.headers['x-total-count']).toBe('5000');
    expect(contributions.headers['x-total-count-bounded']).toBeUndefined();
    expect(contributions.body).toHaveLength(10);
  }, 120_000);
});
