import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { signedInChunk } from './vite-chunks';
import { antdCssPlugin } from './vite-plugin-antd-css';
import { precompressPlugin } from './vite-plugin-precompress';

const MANIFEST = {
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
} satisfies Partial<ManifestOptions>;

/**
 * Registers the worker after the page has loaded. A page opened before a new build was installed asks for
 * chunks the server no longer has: it reloads once (Vite's preloadError) to get the new build's pages; not
 * twice within a minute (a chunk missing from the new build too would reload for ever), and not offline,
 * where a reload may find no page at all. What still fails shows components/page-error-boundary.tsx.
 * A file, not an inline script: the CSP allows scripts of the origin only.
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

/** register-sw.js and the head tags the web manifest's own link (vite-plugin-pwa) does not give. */
const registerPlugin = (): Plugin => ({
  name: 'pm-register-sw',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'theme-color', content: MANIFEST.theme_color }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
    { tag: 'script', attrs: { src: '/register-sw.js', defer: true }, injectTo: 'head' },
  ],
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'register-sw.js', source: REGISTER });
  },
});

/** sw.js is written after the bundle, so precompressPlugin never sees it: its .gz, once the list is in it. */
const precompressWorker = (): Plugin => {
  let worker = '';
  return {
    name: 'pm-precompress-sw',
    apply: 'build',
    configResolved: (config) => {
      worker = path.resolve(config.root, config.build.outDir, 'sw.js');
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => writeFileSync(`${worker}.gz`, gzipSync(readFileSync(worker), { level: 9 })),
    },
  };
};

/**
 * The worker: src/offline/sw.ts, built by vite-plugin-pwa into /sw.js with Workbox's list of every file of
 * the build (docs/decisions/service-worker.md), and the web manifest.
 */
const serviceWorker = (): Plugin[] => [
  ...VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    // registerPlugin registers it, as the app did before Workbox
    injectRegister: false,
    manifest: MANIFEST,
    // the icons are files of the build like any other (injectManifest.globPatterns)
    includeManifestIcons: false,
    injectManifest: {
      // every file of the build and of public/, as the app is kept whole; not the .gz copies, not the
      // web manifest, which the plugin adds to the list itself, and not the spreadsheet library
      // (lib/workbook-download.ts, ~250 KB gzipped), fetched only by the first Excel export: exporting
      // is not field work, and a phone would otherwise download it at every install
      globPatterns: ['**/*'],
      globIgnores: ['**/*.gz', 'manifest.webmanifest', 'assets/exceljs*.js'],
      // the charts chunk (~1.6 MB) is kept too: past Workbox's default limit (2 MB) the build would fail
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    },
  }),
  precompressWorker(),
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdCssPlugin(), registerPlugin(), serviceWorker(), precompressPlugin()],
  // '@/lib/money' is ui/src/lib/money: no ../../../ chains (the root vitest.config.ts says the same)
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: each chunk's imports, read by ui/scripts/bundle-size.ts
    manifest: true,
    // every browser the UI supports has <link rel="modulepreload">: no polyfill in the first load
    modulePreload: { polyfill: false },
    // the charts library (~1.6 MB) is a lazy chunk of the dashboards only (npm run bundle-size: the first load)
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The domain's modules only declare (schemas, rules, functions): importing one name from '@pm/domain'
      // must not keep every other schema of the barrel, as the sign-in form's `loginSchema` did.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // The framework changes far less often than our code: its own chunk stays cached across releases.
          // The other libraries of the first screen (the sign-in page: Ant Design's core and forms, i18next)
          // are one chunk too: a dozen small ones gzip ~12 KB worse and lengthen every preload list.
          // The rest of Ant Design is left to the default splitting, so each page's components load with it.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 10,
            },
            { name: 'first-screen', test: /node_modules[\\/]/, tags: ['$initial'], priority: 5 },
            // What every signed-in page loads (the shell, antd's <App>) as one chunk, not ~45 shared ones.
            // Its modules' own imports are in it already, or in the first load, which must not join it.
            {
              name: signedInChunk(import.meta.dirname),
              debugName: 'signed-in',
              priority: 3,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
