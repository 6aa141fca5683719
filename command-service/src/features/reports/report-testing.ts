/** Helpers of the reports' integration specs: request a report, wait for it, download and open its file. */
import type { ReportRow } from '@pm/domain/reports/rows';
import { pdfText as pdfPages } from '@pm/infra/testing/pdf-text';
import type { ApiClient, System } from '@pm/system/system';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';

export const waitForReport = async (
  client: ApiClient,
  id: number,
  timeoutMs = 20_000,
): Promise<ReportRow> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await client.get<ReportRow>(`/api/project-reports/${id}`);
    expect(status).toBe(200);
    if (body.status === 'done' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** GET /api/project-reports/{id}/download as bytes (the JSON client would decode them as text). */
export const download = async (system: System, client: ApiClient, id: number) => {
  const response = await system.readApp.inject({
    method: 'GET',
    url: `/api/project-reports/${id}/download`,
    headers: client.sessionCookie ? { cookie: client.sessionCookie } : {},
  });
  return {
    status: response.statusCode,
    body: response.rawPayload,
    type: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
  };
};

/** Requests a report, waits until it is done and downloads it. */
export const generate = async (system: System, client: ApiClient, body: Record<string, unknown>) => {
  const requested = await client.post<{ id: number }>('/api/project-reports', body);
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const report = await waitForReport(client, requested.body.id);
  expect(report.status, report.error ?? '').toBe('done');
  const file = await download(system, client, report.id);
  expect(file.status).toBe(200);
  return { report, file };
};

/** The table of an Excel report: the rows from its header row on, as plain values. */
export const xlsxTable = async (buffer: Buffer, header: string): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as never);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Report')!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const start = rows.findIndex((r) => r[0] === header);
  expect(start, `header ${header}`).toBeGreaterThan(0);
  return rows.slice(start);
};

/** The text of every page of a PDF, pages joined by a newline. */
export const pdfText = async (buffer: Buffer): Promise<string> => (await pdfPages(buffer)).join('\n');

export const csvRows = (buffer: Buffer): string[][] =>
  Papa.parse<string[]>(buffer.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
