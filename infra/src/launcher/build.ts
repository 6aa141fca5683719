import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './processes';

/**
 * The services as compiled JavaScript (`npm start`, the Dockerfile). Run through tsx, a service compiled
 * its TypeScript every time it started: a restarted command service answered after 9.5–11 s and the read
 * API after 15–39 s on a busy machine. Each entry is bundled by esbuild into one ES module under
 * `dist/services/` with the repository's own sources (the workspaces, which export TypeScript) inside and
 * every npm package left to Node (node_modules). Sources that find files next to themselves
 * (`import.meta.dirname`: migrations, the UI build, word lists) are given their own folder in the source
 * tree, so those files are found where they are, not next to the bundle.
 */
export const SERVICE_ENTRIES = {
  'command-service': 'command-service/src/server.ts',
  'read-api': 'read-api/src/server.ts',
  projector: 'projector/src/server.ts',
  'sms-simulator': 'infra/src/sms-simulator/server.ts',
  'mpesa-simulator': 'infra/src/mpesa-simulator/server.ts',
  seed: 'command-service/src/seed/cli.ts',
  migrate: 'infra/src/launcher/migrate-cli.ts',
} as const;

export type ServiceName = keyof typeof SERVICE_ENTRIES;

export const SERVICES_DIR = path.join(ROOT, 'dist/services');

/** Where the built entry of `name` is. */
export const builtEntry = (name: ServiceName): string => path.join(SERVICES_DIR, `${name}.js`);

/** npm packages stay outside the bundle; the workspaces (`@pm/*`, TypeScript sources) go in it. */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@pm/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.dirname` and `import.meta.url` of a source file keep naming that file in the source tree. */
const sourcePlaces: Plugin = {
  name: 'source-places',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return { contents: text, loader: 'ts' };
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Builds every service entry (about half a second); answers how long it took. Several launchers may build
 * at once (`npm start`, the browser tests, the benchmarks): each file is written beside its place and
 * renamed over it, the chunks before the entries that import them, so a service starting meanwhile reads
 * whole files, the old or the new.
 */
export const buildServices = async (outdir = SERVICES_DIR): Promise<number> => {
  const started = Date.now();
  await mkdir(path.join(outdir, 'chunks'), { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(SERVICE_ENTRIES).map(([name, entry]) => [name, path.join(ROOT, entry)]),
    ),
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
    plugins: [npmPackagesOutside, sourcePlaces],
  });
  const entriesLast = [...result.outputFiles].sort(
    (a, b) => Number(path.dirname(a.path) === outdir) - Number(path.dirname(b.path) === outdir),
  );
  for (const file of entriesLast) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
  // the bundles are ES modules whatever the nearest package.json says
  await writeFile(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
  return Date.now() - started;
};
