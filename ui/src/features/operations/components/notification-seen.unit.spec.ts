import { describe, expect, it } from 'vitest';
import { readSeen, rememberSeen, unseenCount } from './notification-seen';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('notifications already seen', () => {
  it('counts only the lines not shown before, per user', () => {
    const storage = memoryStorage();
    rememberSeen(storage, 7, ['paymentReversed-10', 'emergencyRequest-3']);

    expect(unseenCount(['paymentReversed-11', 'paymentReversed-10'], readSeen(storage, 7))).toBe(1);
    expect(unseenCount(['paymentReversed-10'], readSeen(storage, 8))).toBe(1);
  });

  it('reads a damaged store as nothing seen', () => {
    const storage = memoryStorage();
    storage.setItem('notifications-seen-7', '{not json');
    expect(readSeen(storage, 7).size).toBe(0);
    storage.setItem('notifications-seen-7', JSON.stringify([1, 'a', null]));
    expect([...readSeen(storage, 7)]).toEqual(['a']);
  });

  it('keeps the most recent 300 keys', () => {
    const storage = memoryStorage();
    const keys = Array.from({ length: 350 }, (_, i) => `k${i}`);
    const seen = rememberSeen(storage, 1, keys);
    expect(seen.size).toBe(300);
    expect(seen.has('k349')).toBe(true);
    expect(seen.has('k0')).toBe(false);
  });
});
