import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OFFLINE_READS } from './src/offline/offline-reads';

/**
 * The installable, offline-capable app without a service-worker framework: at build time this
 * writes sw.js (src/offline/service-worker.js with the list of every built file to keep, and a version that
 * changes with them), the web app manifest, and a small script that registers the worker once the page has
 * loaded (a file, not an inline script: the CSP allows scripts of the origin only).
 */

const SOURCE = path.resolve(import.meta.dirname, 'src/offline/service-worker.js');
const PUBLIC = path.resolve(import.meta.dirname, 'public');

export const MANIFEST = {
  name: 'Programme Management System',
  short_name: 'Programme',
  description:
    'Child-development programme and church savings groups: meetings, savings and loans in the field.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#1f5fa8',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Registers the worker after the page has loaded. A page opened before a new build was installed asks for
 * chunks the server no longer has: it reloads once (Vite's preloadError) to get the new build's pages; not
 * twice within a minute (a chunk missing from the new build too would reload for ever), and not offline,
 * where a reload may find no page at all. What still fails shows components/page-error-boundary.tsx.
 */
const REGISTER = `if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
window.addEventListener('vite:preloadError', (event) => {
  const reloadedAt = Number(sessionStorage.getItem('pm-reloaded-at') || 0);
  if (!navigator.onLine || Date.now() - reloadedAt < 60000) return;
  event.preventDefault();
  sessionStorage.setItem('pm-reloaded-at', String(Date.now()));
  window.location.reload();
});
`;

/** Every file under public/, as served paths. */
const publicFiles = (folder = PUBLIC, prefix = ''): string[] => {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(folder, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
};

export const offlinePlugin = (): Plugin => ({
  name: 'pm-offline',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: () => [
    { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'theme-color', content: MANIFEST.theme_color }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
    { tag: 'script', attrs: { src: '/register-sw.js', defer: true }, injectTo: 'head' },
  ],
  generateBundle(_options, bundle) {
    this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(MANIFEST) });
    this.emitFile({ type: 'asset', fileName: 'register-sw.js', source: REGISTER });
    const built = Object.keys(bundle).filter((file) => !file.startsWith('.vite/'));
    const files = [
      ...new Set([
        '/index.html',
        '/manifest.webmanifest',
        '/register-sw.js',
        ...built.map((f) => `/${f}`),
        ...publicFiles(),
      ]),
    ].sort();
    const source = readFileSync(SOURCE, 'utf8');
    const version = createHash('sha256')
      .update(files.join('\n'))
      .update(OFFLINE_READS.join('\n'))
      .update(source)
      .digest('hex')
      .slice(0, 12);
    this.emitFile({
      type: 'asset',
      fileName: 'sw.js',
      source: [
        `const PRECACHE = ${JSON.stringify(files)};`,
        `const OFFLINE_READS = ${JSON.stringify(OFFLINE_READS)};`,
        `const VERSION = '${version}';`,
        source,
      ].join('\n'),
    });
  },
});
