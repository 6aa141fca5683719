/** At most this many keys are remembered: older ones have long left the bell. */
const REMEMBERED = 300;

const storageKey = (userId: number) => `notifications-seen-${userId}`;

/** The keys this browser has shown the user in an opened bell (a bad or missing store reads as none). */
export const readSeen = (storage: Pick<Storage, 'getItem'>, userId: number): Set<string> => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
};

/** Remembers the keys now shown, newest last, keeping the most recent REMEMBERED. */
export const rememberSeen = (
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  userId: number,
  keys: readonly string[],
): Set<string> => {
  const seen = [...readSeen(storage, userId)].filter((k) => !keys.includes(k));
  const next = [...seen, ...keys].slice(-REMEMBERED);
  try {
    storage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // a full or disabled store only means the dot comes back next time
  }
  return new Set(next);
};

export const unseenCount = (keys: readonly string[], seen: ReadonlySet<string>): number =>
  keys.filter((k) => !seen.has(k)).length;
