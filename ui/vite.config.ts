import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { signedInChunk } from './vite-chunks';
import { antdCssPlugin } from './vite-plugin-antd-css';
import { offlinePlugin } from './vite-plugin-offline';
import { precompressPlugin } from './vite-plugin-precompress';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdCssPlugin(), offlinePlugin(), precompressPlugin()],
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
