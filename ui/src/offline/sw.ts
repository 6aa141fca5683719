/// <reference lib="webworker" />
/*
 * The product's service worker (docs/decisions/service-worker.md). vite-plugin-pwa builds this file into
 * /sw.js and Workbox writes the list of the build's files into `self.__WB_MANIFEST`.
 *
 * - Workbox keeps the app (index.html, scripts, styles, icons) at install and answers those files from
 *   the copy; a new build replaces only the files that changed, and takes over at once.
 * - What stays ours is what to answer:
 *   - a page of the app is asked of the network first (the gateway may put the first view into it),
 *     the kept index.html answering offline or after NETWORK_WAIT_S;
 *   - the reads a facilitator needs in the field (src/offline/offline-reads.ts) are network-first: each
 *     answer is kept, and with no connection (or none within NETWORK_WAIT_S) the last one kept is
 *     answered, marked with X-Offline-Copy. The page deletes these copies at sign-in and sign-out; they
 *     never outlive the session of the user who read them.
 * - Writes are never touched here: the page queues them itself (IndexedDB) with their idempotency keys.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_READS_CACHE as API_CACHE, OFFLINE_READS } from './offline-reads';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// beyond the read API's own bound on waiting for the user's writes (5 s): only a weak connection takes this long
const NETWORK_WAIT_S = 15;

const isOfflineRead = (path: string) =>
  OFFLINE_READS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

// a new build's worker takes over the open pages as soon as it has kept the app, as before Workbox
self.skipWaiting();
clientsClaim();

// The pages first, so that the precache's own route (which would answer '/' from the kept index.html)
// never sees a navigation. The API's addresses are never pages of the app.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NETWORK_WAIT_S,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })],
    }),
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_WAIT_S,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        // a success is kept for next time; any other answer below 500 removes the copy (the session
        // ended, the row left); a server error leaves it
        cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
        fetchDidSucceed: async ({ request, response }) => {
          if (!response.ok && response.status < 500)
            await caches.open(API_CACHE).then((cache) => cache.delete(request, { ignoreVary: true }));
          return response;
        },
        // the kept answer, marked as a copy with the time the server gave it
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          headers.set('x-offline-copy', cachedResponse.headers.get('date') ?? 'unknown');
          const { status, statusText } = cachedResponse;
          return new Response(cachedResponse.body, { status, statusText, headers });
        },
      },
    ],
  }),
);

// The caches of the worker before Workbox (pm-app-<version>): nothing else would ever delete them.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('pm-app-')).map((key) => caches.delete(key))),
      ),
  );
});
