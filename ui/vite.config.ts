import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlinePlugin } from './vite-plugin-offline';
import { precompressPlugin } from './vite-plugin-precompress';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), offlinePlugin(), precompressPlugin()],
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
    // the charts library (~1.6 MB) is a lazy chunk of the dashboard only; the first load stays ~320 kB gzipped
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than our code: its own chunk stays cached across releases.
          // Ant Design is left to the default splitting, so each page's components load with that page.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
