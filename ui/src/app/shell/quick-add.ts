import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter Quick Add puts on a page's address to ask it to open its add dialog. */
export const QUICK_ADD_PARAM = 'add';

/** Where a Quick Add action goes: the page, keeping the header's project, asking for its dialog. */
export const quickAddTarget = (path: string, search: URLSearchParams): string => {
  const params = new URLSearchParams();
  const projectId = search.get('projectId');
  if (projectId) params.set('projectId', projectId);
  params.set(QUICK_ADD_PARAM, '1');
  return `${path}?${params.toString()}`;
};

/**
 * A page with an add dialog opens it when it was reached through Quick Add (?add=1), once, and takes the
 * parameter off the address so reloading or going back does not open it again.
 */
export const useQuickAddRequest = (open: () => void, enabled = true): void => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(QUICK_ADD_PARAM) === '1';
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!requested) return;
    if (enabled) latest.current();
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(QUICK_ADD_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, enabled, setSearchParams]);
};
