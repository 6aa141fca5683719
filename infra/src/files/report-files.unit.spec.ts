import type { ReportDocument } from '@pm/domain/reports/table';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { reportPdf } from './report-pdf';
import { reportCsv, reportXlsx } from './report-sheets';

const report = (rows: number): ReportDocument => ({
  title: 'Payments received',
  scope: 'Project KE0420 Kakamega Central',
  parameters: ['Period: 2026-01-01 to 2026-03-31'],
  generatedAt: '2026-11-26T08:05:00.000Z',
  generatedBy: 'project (Project Admin)',
  columns: [
    { key: 'name', header: 'Name', kind: 'text' },
    { key: 'amount', header: 'Amount (KES)', kind: 'money' },
  ],
  rows: Array.from({ length: rows }, (_, i) => ({ name: i === 0 ? '=cmd' : `Child ${i}`, amount: 1500.5 })),
  totals: { name: 'Total', amount: 1500.5 * rows },
});

describe('report files', () => {
  it('writes a PDF with heading, page breaks, totals and page numbers', async () => {
    const pages = await pdfText(await reportPdf(report(60)));
    expect(pages.length).toBe(3);
    expect(pages[0]).toContain('Payments received');
    expect(pages[0]).toContain('Scope: Project KE0420 Kakamega Central');
    expect(pages[0]).toContain('Generated: 26 Nov 2026, 11:05 EAT by project (Project Admin)');
    expect(pages[1]).toContain('Amount (KES)'); // the header again on the next page
    expect(pages[2]).toContain('Page 3 of 3');
    expect(pages[2]).toContain('90,030.00');
  });

  it('wraps a header too long for its column onto more lines, never cutting it', async () => {
    // the Fund Balance report's columns: eight KES columns share the page with the group's name
    const headers = [
      'Savings (KES)',
      'Repayments (KES)',
      'Penalties and fees (KES)',
      'Loans disbursed (KES)',
      'Loan fund (KES)',
      'Emergency fund (KES)',
    ];
    const fundBalance: ReportDocument = {
      ...report(0),
      columns: [
        { key: 'group', header: 'Group', kind: 'text', width: 2 },
        ...headers.map((header, i) => ({ key: `k${i}`, header, kind: 'money' as const })),
      ],
      rows: [{ group: 'Upendo Women Group', k0: 10320.5, k1: 2000, k2: 150, k3: 5000, k4: 7470.5, k5: 700 }],
      totals: null,
    };
    const [page] = await pdfText(await reportPdf(fundBalance));
    const text = page!.replace(/\s+/g, ' ');
    for (const header of headers) expect(text).toContain(header);
    expect(text).not.toContain('…');
    expect(text).toContain('10,320.50');
  });

  it('reports its progress while it writes a long table', async () => {
    const pdf: number[] = [];
    const xlsx: number[] = [];
    await reportPdf(report(600), (n) => void pdf.push(n));
    await reportXlsx(report(1100), (n) => void xlsx.push(n));
    expect(pdf).toEqual([250, 500]);
    expect(xlsx).toEqual([500, 1000]);
  });

  it('writes Excel with money as numbers and CSV with two decimals, formulas made inert', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(report(2))) as never);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getCell('A1').value).toBe('Payments received');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Name', 'Amount (KES)']);
    // a string cell never runs, so it is written as it is; only the CSV needs the apostrophe
    expect(sheet.getRow(7).values).toEqual([undefined, '=cmd', 1500.5]);
    expect(sheet.getCell('A7').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B7').numFmt).toBe('#,##0.00');
    expect(sheet.getRow(9).values).toEqual([undefined, 'Total', 3001]);
    expect(reportCsv(report(1)).toString('utf8')).toBe(
      "\uFEFFName,Amount (KES)\r\n'=cmd,1500.50\r\nTotal,1500.50\r\n",
    );
  });

  it('writes a +254 phone without an apostrophe in Excel and CSV, each phone as stored', async () => {
    const phones: ReportDocument = {
      ...report(0),
      columns: [
        { key: 'name', header: 'Name', kind: 'text' },
        { key: 'phone', header: 'Contact phone', kind: 'text' },
      ],
      rows: [
        { name: 'Achieng', phone: '+254710000000' },
        { name: 'Baraka', phone: '0722000111' },
        { name: '+1+cmd', phone: '-10.50' },
      ],
      totals: null,
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(phones)) as never);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getRow(7).values).toEqual([undefined, 'Achieng', '+254710000000']);
    expect(sheet.getCell('B7').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(8).values).toEqual([undefined, 'Baraka', '0722000111']);
    expect(sheet.getRow(9).values).toEqual([undefined, '+1+cmd', '-10.50']);
    expect(reportCsv(phones).toString('utf8')).toBe(
      "\uFEFFName,Contact phone\r\nAchieng,+254710000000\r\nBaraka,0722000111\r\n'+1+cmd,-10.50\r\n",
    );
  });
});
