import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { facilitatorAnalyticsQueryOptions } from '@/features/ministry-dashboard/api/get-facilitator-analytics';
import { warmFieldReads } from '@/features/saving-groups/api/warm-field-reads';
import { OFFLINE_READS } from '@/offline/offline-reads';

/** Whether a query's address is one the service worker keeps for offline use. */
export const isOfflineReadKey = (key: unknown): boolean =>
  typeof key === 'string' && OFFLINE_READS.some((prefix) => key === prefix || key.startsWith(`${prefix}/`));

/** After the page's first paint: the copies are fetched when the phone is idle, not before the page shows. */
const IDLE_MS = 3000;

/**
 * Makes the phone ready to work offline from the first visit (docs/behaviour.md, offline): the service
 * worker keeps what it fetches only once it controls the page, and on a first visit it takes control after
 * the page already read what it shows. So when it takes control, and on every start under it (the copies
 * went at sign-in), the page asks again for the reads it holds that the worker keeps and, for whoever
 * records in the field, for every active group's members, loans, meetings and funds and the facilitator's
 * dashboard: a reload or a new tab offline then opens them.
 */
export const useOfflineReadiness = (actor: Actor): void => {
  const client = useQueryClient();
  const fieldWork = hasCapability(actor, 'savingGroups.manage');
  const facilitator = actor.role === 'ChurchFacilitator';
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    let stopped = false;
    const keep = () => {
      if (stopped || !navigator.onLine) return;
      void client.refetchQueries({
        type: 'active',
        predicate: (query) => isOfflineReadKey(query.queryKey[0]),
      });
      if (facilitator)
        void client.fetchQuery({ ...facilitatorAnalyticsQueryOptions, staleTime: 0 }).catch(() => null);
      if (fieldWork) void warmFieldReads(client).catch(() => 0);
    };
    worker.addEventListener('controllerchange', keep);
    const timer = worker.controller ? window.setTimeout(keep, IDLE_MS) : undefined;
    return () => {
      stopped = true;
      worker.removeEventListener('controllerchange', keep);
      window.clearTimeout(timer);
    };
  }, [client, fieldWork, facilitator]);
};
