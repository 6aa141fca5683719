import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive id from the query string, or null. */
export const idFromParam = (raw: string | null): number | null => {
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * An id kept in the query string (?groupId=, ?fundId=), so a chosen group survives a reload and can be
 * linked to. Setting it keeps the other parameters (?projectId=); `clear` names parameters that depend on
 * it and go when it changes (a fund belongs to one group).
 */
const NONE: readonly string[] = [];

export const useIdParam = (name: string, clear: readonly string[] = NONE) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = idFromParam(searchParams.get(name));
  const set = useCallback(
    (id: number | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(name);
          else next.set(name, String(id));
          for (const other of clear) next.delete(other);
          return next;
        },
        { replace: true },
      ),
    [name, clear, setSearchParams],
  );
  return [value, set] as const;
};
