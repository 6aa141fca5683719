import { describe, expect, it } from 'vitest';
import { parametersText, sizeText, statusText } from './report-text';

const report = {
  from: null,
  to: null,
  participantId: null,
  participantCode: null,
  reportType: 'asset-register' as const,
};

describe('report texts', () => {
  it('describes the parameters a report was asked with', () => {
    expect(parametersText(report, false)).toBe('-');
    expect(parametersText(report, true)).toBe('All dates');
    expect(parametersText({ ...report, from: '2026-01-01', to: '2026-03-31' }, true)).toBe(
      '2026-01-01 to 2026-03-31',
    );
    expect(
      parametersText({ ...report, participantId: 4, participantCode: 'KE0420-001', to: '2026-03-31' }, true),
    ).toBe('Participant KE0420-001 · the beginning to 2026-03-31');
  });

  it('says how far a report got and how big its file is', () => {
    expect(statusText({ status: 'running', progress: 40, error: null })).toBe('Generating 40%');
    expect(statusText({ status: 'failed', progress: 5, error: 'Too big' })).toBe('Failed: Too big');
    expect(sizeText(2048)).toBe('2.0 KB');
  });
});
