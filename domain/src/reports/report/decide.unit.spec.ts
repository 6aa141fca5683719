import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import type { RequestReport } from './commands';
import { decide } from './decide';
import { evolve, initialState, type ReportState } from './state';

const metadata: CommandMetadata = {
  now: '2026-11-26T08:00:00.000Z',
  actor: { kind: 'user', userId: 3, username: 'project', role: 'ProjectAdmin' },
};
const request = (overrides: Partial<RequestReport['data']> = {}): RequestReport => ({
  type: 'RequestReport',
  data: {
    reportId: 7,
    reportType: 'payments-received',
    format: 'pdf',
    from: '2026-01-01',
    to: '2026-03-31',
    participantId: null,
    regionId: 1,
    clusterId: 2,
    projectId: 3,
    ...overrides,
  },
  metadata,
});
const requested = (): ReportState => evolve(initialState(), decide(request(), initialState())[0]!);

describe('report decider', () => {
  it('records a request with its parameters and scope', () => {
    expect(decide(request(), initialState())).toEqual([{ type: 'ReportRequested', data: request().data }]);
  });

  it('refuses a statement without a participant and a range going backwards', () => {
    expect(() => decide(request({ reportType: 'participant-statement' }), initialState())).toThrow(
      'Please select a participant',
    );
    expect(() => decide(request({ from: '2026-04-01' }), initialState())).toThrow(
      'The start date must not be after the end date',
    );
    expect(() => decide(request({ reportType: 'asset-register' }), initialState())).toThrow(
      'This report takes no date range',
    );
  });

  it('completes or fails a requested report once', () => {
    const done = { fileName: 'r.pdf', contentType: 'application/pdf', size: 10, rows: 2 };
    expect(decide({ type: 'CompleteReport', data: done, metadata }, requested())).toEqual([
      { type: 'ReportGenerated', data: { reportId: 7, ...done } },
    ]);
    const failed = evolve(requested(), { type: 'ReportFailed', data: { reportId: 7, reason: 'x' } });
    expect(() => decide({ type: 'CompleteReport', data: done, metadata }, failed)).toThrow(
      'The report has already failed',
    );
    expect(decide({ type: 'FailReport', data: { reason: ' too\nbig ' }, metadata }, requested())).toEqual([
      { type: 'ReportFailed', data: { reportId: 7, reason: 'too big' } },
    ]);
  });
});
