import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList | null>();

/** The screen's answer to `query`, one list per query (null without a window or matchMedia). */
const listOf = (query: string): MediaQueryList | null => {
  if (!lists.has(query))
    lists.set(query, typeof window === 'undefined' ? null : (window.matchMedia?.(query) ?? null));
  return lists.get(query) ?? null;
};

/**
 * Whether the screen matches `query`, following changes. Right from the first render: a hook that asks
 * only after mounting (as antd's breakpoints do) makes a first render for the wrong screen and a second,
 * unsliced one of everything below it.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (changed) => {
      const list = listOf(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => listOf(query)?.matches === true,
    () => false,
  );
