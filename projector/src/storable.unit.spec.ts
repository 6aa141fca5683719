import type { RecordedEvent } from '@pm/infra/event-store/port';
import { describe, expect, it } from 'vitest';
import { storable } from './storable';
import { upcast } from './upcast';

describe('values the read tables can store', () => {
  it('removes NUL and replaces lone surrogates, in nested values too, and keeps everything else', () => {
    expect(storable('Am\u0000ani')).toBe('Amani');
    expect(storable('x\ud800y')).toBe('x\uFFFDy');
    expect(storable({ names: ['ok', 'b\udc00d'], n: 3 })).toEqual({ names: ['ok', 'b\uFFFDd'], n: 3 });
    expect(storable('Grace 🙏')).toBe('Grace 🙏');
    const date = new Date();
    expect(storable(date)).toBe(date);
  });
});

describe('repairs of values stored before the edge bounded them', () => {
  const saving = (meetingId: unknown): RecordedEvent => ({
    streamId: 'group-7',
    streamVersion: 3,
    position: 40n,
    eventId: '00000000-0000-0000-0000-000000000000',
    type: 'SavingRecorded',
    data: {
      groupId: 7,
      savingId: 1,
      memberId: 2,
      amount: 500,
      savingDate: '2026-11-01',
      notes: null,
      meetingId,
    },
    metadata: { commandId: 'c', actor: { kind: 'system', name: 't' }, occurredAt: '2026-11-01T00:00:00Z' },
    recordedAt: new Date(),
  });

  it('reads a meeting reference outside the integer range as none', () => {
    expect((upcast(saving(2147483648)).data as { meetingId: unknown }).meetingId).toBeNull();
    expect((upcast(saving(12)).data as { meetingId: unknown }).meetingId).toBe(12);
    expect((upcast(saving(null)).data as { meetingId: unknown }).meetingId).toBeNull();
  });
});
