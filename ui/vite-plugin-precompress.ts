import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|json|webmanifest|svg)$/;
/** Below this a gzip header costs about what it saves. */
const MIN_BYTES = 1024;

/**
 * Writes `file.gz` beside every text file of the build, once, at the highest level: the gateway serves it
 * to a browser that accepts gzip (@fastify/static's preCompressed), so a phone downloads the first screen
 * and the offline copy of the app compressed, and no request spends CPU compressing.
 */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'pm-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: (_options, bundle) => {
      for (const file of Object.keys(bundle)) {
        if (!TEXT.test(file) || file.startsWith('.vite/')) continue;
        const full = path.join(outDir, file);
        const content = readFileSync(full);
        if (content.length >= MIN_BYTES) writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
};
