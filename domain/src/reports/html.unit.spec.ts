import { describe, expect, it } from 'vitest';
import { escapeHtml, reportHtml } from './html';
import { col, type ReportDocument } from './table';

const aReport = (name: string): ReportDocument => ({
  title: 'Attendance <report>',
  scope: 'Group Upendo & Sons',
  parameters: ['Period: 2026-11-01 to 2026-11-30'],
  generatedAt: '2026-11-26T08:00:00.000Z',
  generatedBy: 'facilitator',
  columns: [col('name', 'Member'), col('amount', 'Savings (KES)', 'money')],
  rows: [{ name, amount: 1500 }],
  totals: { name: 'Total', amount: 1500 },
});

describe('a report as a printable page', () => {
  it('escapes every text a user typed, so it shows as text and never runs', () => {
    const html = reportHtml(aReport('<img src=x onerror="alert(1)">'));
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(html).toContain('<title>Attendance &#60;report&#62;</title>');
    expect(html).toContain('Group Upendo &#38; Sons');
    expect(html).not.toMatch(/<script/i);
  });

  it('shows money with two decimals, right aligned, with the totals and when it was made', () => {
    const html = reportHtml(aReport('Jane Auma'));
    expect(html).toContain('<td class="num">1,500.00</td>');
    expect(html).toContain('<tfoot><tr><td>Total</td><td class="num">1,500.00</td></tr></tfoot>');
    expect(html).toContain('Generated: 26 Nov 2026, 11:00 EAT by facilitator');
  });

  it('says so when nothing was recorded', () => {
    expect(reportHtml({ ...aReport('x'), rows: [], totals: null })).toContain(
      'Nothing recorded for these choices',
    );
  });

  it('escapes quotes and backticks too', () => {
    expect(escapeHtml(`"'\``)).toBe('&#34;&#39;&#96;');
  });
});
