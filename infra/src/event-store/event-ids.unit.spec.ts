import { describe, expect, it } from 'vitest';
import { EVENT_ID_NAMESPACE, eventIdFor, eventIdsFor } from './event-ids';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('eventIdFor', () => {
  it('is deterministic', () => {
    expect(eventIdFor('cmd-1', 0)).toBe(eventIdFor('cmd-1', 0));
    expect(eventIdsFor('cmd-1', 3)).toEqual(eventIdsFor('cmd-1', 3));
  });

  it('is a version 5 UUID with the RFC variant', () => {
    for (const id of [...eventIdsFor('cmd-1', 5), eventIdFor('', 0), eventIdFor('ünïcödé ✓', 12)]) {
      expect(id).toMatch(UUID_V5);
    }
  });

  it('matches the RFC 9562 name-based construction', () => {
    // Known answer from Python's uuid.uuid5(namespace, 'cmd-1:0'); pins the algorithm so
    // that ids never change between releases, which would break de-duplication of retries.
    expect(EVENT_ID_NAMESPACE).toBe('6f1f3a52-8c1e-4c5b-9d0a-2b7e4f9c1d38');
    expect(eventIdFor('cmd-1', 0)).toBe('9d107f64-6b22-565b-b778-3d00a62adc21');
  });

  it('differs per index and per command', () => {
    const ids = new Set([
      ...eventIdsFor('cmd-1', 50),
      ...eventIdsFor('cmd-2', 50),
      ...eventIdsFor('cmd-11', 50),
    ]);
    expect(ids.size).toBe(150);
    // "cmd-1" index 10 and "cmd-11" index 0 must not collide through naive concatenation
    expect(eventIdFor('cmd-1', 10)).not.toBe(eventIdFor('cmd-11', 0));
  });

  it('rejects a negative or fractional index', () => {
    expect(() => eventIdFor('cmd-1', -1)).toThrow(RangeError);
    expect(() => eventIdFor('cmd-1', 1.5)).toThrow(RangeError);
  });
});
