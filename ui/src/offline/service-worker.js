/*
 * The product's service worker, built by ui/vite-plugin-offline.ts, which puts PRECACHE (every
 * file of the build), OFFLINE_READS (src/offline/offline-reads.ts) and VERSION in front of this text.
 *
 * - The app itself (index.html, scripts, styles, icons) is kept at install, so the app opens with no
 *   connection; a new build replaces the old copy when it activates.
 * - The reads a facilitator needs in the field (groups, members, loans, meetings, funds, the dashboard)
 *   are network-first: each answer is kept, and with no connection (or none within NETWORK_WAIT_MS) the
 *   last one kept is answered, marked with X-Offline-Copy. The page deletes these copies at sign-in and
 *   sign-out; they never outlive the session of the user who read them.
 * - Writes are never touched here: the page queues them itself (IndexedDB) with their idempotency keys.
 */
/* global PRECACHE, OFFLINE_READS, VERSION */

const APP_CACHE = `pm-app-${VERSION}`;
const BUILT = new Set(PRECACHE);
const API_CACHE = 'pm-api';
// beyond the read API's own bound on waiting for the user's writes (5 s): only a weak connection takes this long
const NETWORK_WAIT_MS = 15_000;

const isOfflineRead = (path) =>
  OFFLINE_READS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(APP_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('pm-app-') && key !== APP_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The network's answer if it comes within NETWORK_WAIT_MS, else `late` (a weak connection); `failed` when
 * there is no connection at all. Two copies, because a response's body is read once.
 */
const firstOf = (fromNetwork, late, failed) => {
  fromNetwork.catch(() => undefined);
  return Promise.race([fromNetwork, sleep(NETWORK_WAIT_MS).then(() => late)]).catch(() => failed);
};

/** The kept answer, marked as a copy with the time the server gave it. */
const markedCopy = (kept) => {
  const headers = new Headers(kept.headers);
  headers.set('x-offline-copy', kept.headers.get('date') ?? 'unknown');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
};

/**
 * The network's answer when it comes in time; else the kept copy (none kept: wait for the network).
 * A success is kept for next time; any other answer removes the copy (the session ended, the row left).
 */
const networkFirst = async (request) => {
  const cache = await caches.open(API_CACHE);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request.url, response.clone());
    else if (response.status < 500) await cache.delete(request.url, { ignoreVary: true });
    return response;
  });
  const kept = await cache.match(request.url, { ignoreVary: true });
  if (!kept) return fromNetwork;
  return firstOf(fromNetwork, markedCopy(kept.clone()), markedCopy(kept));
};

/** A page of the app: the network's index.html, else (offline, or too slow) the one kept at install. */
const appPage = async (request) => {
  const fromNetwork = fetch(request);
  const kept = await caches.match('/index.html', { cacheName: APP_CACHE });
  if (!kept) return fromNetwork;
  return firstOf(fromNetwork, kept.clone(), kept);
};

/** A file of the build: its name changes with its content, so a kept copy is always right. */
const keptFile = async (request) => (await caches.match(request, { cacheName: APP_CACHE })) ?? fetch(request);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (isOfflineRead(url.pathname)) event.respondWith(networkFirst(request));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(appPage(request));
  else if (BUILT.has(url.pathname)) event.respondWith(keptFile(request));
});
