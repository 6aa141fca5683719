import type { RecordedEvent } from '@pm/infra/event-store/port';
import { describe, expect, it } from 'vitest';
import { AGGREGATE_IDS } from './events';
import { DEFAULT_DATA } from './testing/event-data';
import { upcast } from './upcast';

const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  streamId,
  streamVersion: 1,
  position: 42n,
  eventId: 'e-42',
  type,
  data,
  metadata: {
    commandId: 'c',
    actor: { kind: 'system', name: 'test' },
    occurredAt: '2026-11-20T08:00:00.000Z',
  },
  recordedAt: new Date('2026-11-20T08:00:01.000Z'),
});

describe('upcast', () => {
  it('fills in the aggregate id an older event lacks from its stream name', () => {
    const cases: [string, string, Record<string, unknown>, Record<string, number>][] = [
      ['group-7', 'MemberLeft', { memberId: 3, leftAt: 'x' }, { groupId: 7 }],
      ['emergency-fund-12', 'DisbursementApproved', { disbursementId: 4 }, { fundId: 12 }],
      ['participant-340', 'ParticipantDeleted', { deletedAt: 'x' }, { id: 340 }],
      ['contribution-9', 'PaymentReversed', { paymentId: 1 }, { contributionId: 9 }],
      ['project-12', 'ProjectStatusChanged', { isActive: false }, { projectId: 12 }],
      ['loan-55', 'LoanCompleted', { completedOn: '2026-11-10' }, { loanId: 55 }],
    ];
    for (const [stream, type, data, id] of cases) {
      const event = recorded(stream, type, data);
      expect(upcast(event)).toEqual({ ...event, data: { ...data, ...id } });
    }
  });

  it('leaves an event that names its aggregate, or that no read model knows, as it is', () => {
    const current = recorded('group-7', 'MemberLeft', { groupId: 7, memberId: 3, leftAt: 'x' });
    expect(upcast(current)).toBe(current);
    const unknown = recorded('bench-1', 'BenchProjectTouched', { i: 1 });
    expect(upcast(unknown)).toBe(unknown);
  });

  it('refuses an event whose stream does not name its aggregate', () => {
    expect(() => upcast(recorded('loan-5', 'MemberLeft', { memberId: 3 }))).toThrow(
      'MemberLeft at position 42 has no groupId and its stream loan-5 names none',
    );
    expect(() => upcast(recorded('group-x', 'MemberLeft', { memberId: 3 }))).toThrow(/no groupId/);
  });

  it('knows where the aggregate id of every event type is, once', () => {
    const types = AGGREGATE_IDS.flatMap((a) => a.types);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual(Object.keys(DEFAULT_DATA).sort());
    for (const a of AGGREGATE_IDS)
      for (const type of a.types)
        expect(typeof (DEFAULT_DATA[type] as Record<string, unknown>)[a.field], type).toBe('number');
  });
});
