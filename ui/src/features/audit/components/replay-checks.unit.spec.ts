import { describe, expect, it } from 'vitest';
import type { AuditCheck } from '../api/get-audit-checks';
import { checkOutcome } from './replay-checks';

const aCheck = (overrides: Partial<AuditCheck> = {}): AuditCheck => ({
  id: 1,
  startedAt: '2026-11-26T02:00:00.000Z',
  finishedAt: '2026-11-26T02:00:04.000Z',
  groupsChecked: 2,
  projectsChecked: 4,
  differenceCount: 0,
  differences: [],
  error: null,
  ...overrides,
});

describe('a replay check in words', () => {
  it('tells a clean run, differences, a failure and an unfinished run apart', () => {
    expect(checkOutcome(aCheck())).toEqual({ text: 'No differences', color: 'success' });
    expect(checkOutcome(aCheck({ differenceCount: 1 })).text).toBe('1 difference');
    expect(checkOutcome(aCheck({ differenceCount: 5 }))).toEqual({ text: '5 differences', color: 'warning' });
    expect(checkOutcome(aCheck({ error: 'The event store is unreachable' })).text).toBe('Failed');
    expect(checkOutcome(aCheck({ finishedAt: null })).text).toBe('Running or interrupted');
  });
});
