import type { ErrorBody } from '@pm/system/builders';
import { aRegistration } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { workbookOf } from '@pm/system/zip-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HEADER = [
  'participantId',
  'firstName',
  'surname',
  'dateOfBirth',
  'gender',
  'parentGuardianName',
  'contactPhone',
];
const ROW = ['KE0420-Z1', 'Amani', 'Otieno', '2015-01-01', 'Male', 'Mary Otieno', '+254712345678'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Runs `work` while sampling this process's resident memory; answers its result and the peak growth. */
const measured = async <T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; ms: number }> => {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = Date.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: Math.round((peak - base) / 1e6), ms: Date.now() - started };
  } finally {
    clearInterval(timer);
  }
};

/**
 * Hardening, "a 391 KB spreadsheet takes the product down": the bulk upload parsed the whole workbook
 * before checking the caller's role; a workbook expanding to 400 MB cost 1.3 GB and twelve at once
 * ended the process. The services run in this test's process, so its memory is theirs.
 */
describe('hostile uploads', () => {
  let system: System;
  let project: ApiClient;
  let newcomer: ApiClient;
  // 1,600,000 rows of ~250 bytes: 400 MB unpacked, declared honestly; and the same declaring 1 kB
  const bomb = workbookOf({
    header: HEADER,
    row: [...ROW.slice(0, 1), 'A'.repeat(200), ...ROW.slice(2)],
    rows: 1_600_000,
  });
  const liar = workbookOf({
    header: HEADER,
    row: [...ROW.slice(0, 1), 'A'.repeat(200), ...ROW.slice(2)],
    rows: 1_600_000,
    declaredSheetSize: 1000,
  });
  // a plain workbook of 100,000 rows: small when packed, ten times the row limit
  const tooLong = workbookOf({ header: HEADER, row: ROW, rows: 100_000 });

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    newcomer = system.client('10.7.0.1');
    const { username, password, ...rest } = aRegistration();
    expect((await newcomer.post('/api/register', { username, password, ...rest })).status).toBe(202);
    expect((await newcomer.post('/api/login', { username, password })).status).toBe(200);
  });
  afterAll(async () => {
    await system.stop();
  });

  const upload = (client: ApiClient, content: Buffer, name = 'participants.xlsx') =>
    client.upload<ErrorBody>('/api/participants/bulk-upload', { name, type: XLSX, content });

  it('refuses an account without the right before reading the file (403)', async () => {
    const { result, ms } = await measured(() => upload(newcomer, bomb));
    expect(result.status).toBe(403);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a workbook that unpacks to 400 MB within a second and with little memory', async () => {
    console.log(`zip bomb: ${Math.round(bomb.length / 1024)} KB packed, 400 MB unpacked`);
    for (const file of [bomb, liar]) {
      const { result, peakMb, ms } = await measured(() => upload(project, file));
      console.log(`zip bomb refused in ${ms} ms, peak memory growth ${peakMb} MB`);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(
        'The file is too large when unpacked (at most 30 MB of spreadsheet data)',
      );
      expect(ms).toBeLessThan(1000);
      expect(peakMb).toBeLessThan(100);
    }
  });

  it('refuses twelve bombs at once without running out of memory', async () => {
    const { result, peakMb } = await measured(() =>
      Promise.all(Array.from({ length: 12 }, () => upload(project, bomb))),
    );
    console.log(`twelve zip bombs at once: peak memory growth ${peakMb} MB`);
    expect(result.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    expect(peakMb).toBeLessThan(200);
  });

  it('stops reading a plain workbook of 100,000 rows at the row limit', async () => {
    console.log(`100,000-row workbook: ${Math.round(tooLong.length / 1024)} KB packed`);
    const { result, peakMb, ms } = await measured(() => upload(project, tooLong));
    console.log(`100,000-row workbook refused in ${ms} ms, peak memory growth ${peakMb} MB`);
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/The file has more than 10000 rows|too large when unpacked/);
    expect(peakMb).toBeLessThan(200);
  });

  it('answers twelve large uploads at once, each refused or told to come back, with bounded memory', async () => {
    const { result, peakMb } = await measured(() =>
      Promise.all(Array.from({ length: 12 }, () => upload(project, tooLong))),
    );
    const statuses = result.map((r) => r.status);
    console.log(
      `twelve 100,000-row uploads at once: statuses ${statuses.join(',')}, peak memory growth ${peakMb} MB`,
    );
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect(peakMb).toBeLessThan(300);
  });
});
