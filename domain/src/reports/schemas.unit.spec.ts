import { describe, expect, it } from 'vitest';
import { REPORT_GROUPS, REPORTS } from './catalog';
import { requestReportSchema } from './schemas';

const messages = (body: Record<string, unknown>) =>
  requestReportSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe('report requests', () => {
  it('has three reports in each of the three groups', () => {
    for (const group of REPORT_GROUPS) expect(REPORTS.filter((r) => r.group === group)).toHaveLength(3);
  });

  it('reads absent parameters as none', () => {
    expect(requestReportSchema.parse({ reportType: 'asset-register', format: 'csv' })).toEqual({
      reportType: 'asset-register',
      format: 'csv',
      projectId: null,
      participantId: null,
      from: null,
      to: null,
    });
  });

  it('refuses unknown types and formats, bad or backward ranges and a statement without a child', () => {
    expect(messages({ reportType: 'all', format: 'xlsx' })).toEqual(['Unknown report type']);
    expect(messages({ reportType: 'asset-register', format: 'doc' })).toEqual([
      'Format must be xlsx, pdf or csv',
    ]);
    expect(messages({ reportType: 'payments-received', format: 'pdf', from: '1899-12-31' })).toEqual([
      'Start date must be a valid date (YYYY-MM-DD)',
    ]);
    expect(
      messages({ reportType: 'payments-received', format: 'pdf', from: '2026-02-01', to: '2026-01-01' }),
    ).toEqual(['The start date must not be after the end date']);
    expect(messages({ reportType: 'participant-statement', format: 'pdf' })).toEqual([
      'Please select a participant',
    ]);
    expect(messages({ reportType: 'asset-register', format: 'pdf', participantId: 3 })).toEqual([
      'This report is not about one participant',
    ]);
  });
});
