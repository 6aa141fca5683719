import type { QueryKey } from '@tanstack/react-query';
import type { User } from '@/features/auth/api/get-user';
import { FACILITATOR_ANALYTICS_URL } from '@/features/ministry-dashboard/api/get-facilitator-analytics';
import { apiGet } from '@/lib/api-client';

/** Answers to put in the query cache before the first render: each query's key and its data. */
export type FirstData = readonly (readonly [QueryKey, unknown])[];

/** How long the first render waits for them at most; later, the page asks for them itself. */
const WAIT_MS = 2_000;

/**
 * The reads the opened page draws first, asked for while the app's scripts load, so that its first render
 * (a transition, in slices) draws them, instead of a second, unsliced render when they arrive: on a phone
 * that render was one of the longest tasks of the facilitator's dashboard. Only that dashboard so far.
 * Whatever fails or is late is left to the page.
 */
export const firstDataFor = (pathname: string, user: User | null | undefined): Promise<FirstData> => {
  if (pathname !== '/church-facilitator' || user?.role !== 'ChurchFacilitator' || user.mustChangePassword)
    return Promise.resolve([]);
  const asked = apiGet(FACILITATOR_ANALYTICS_URL).then(
    (data): FirstData => [[[FACILITATOR_ANALYTICS_URL], data]],
    (): FirstData => [],
  );
  return Promise.race([asked, new Promise<FirstData>((resolve) => setTimeout(() => resolve([]), WAIT_MS))]);
};
