/**
 * What a browser downloads of JavaScript for the first screen and for each route, gzipped, from the
 * built UI (`npm run build -w ui` first; Vite's manifest lists each chunk's static imports). The first
 * screen is the entry with what it imports and the sign-in route (what a new phone loads before anyone
 * signs in); the signed-in shell (sidebar, header) loads once someone is signed in; a route is its page's
 * chunk with what it imports beyond the entry and the shell. Prints a table and fails (exit 1) when the
 * first screen passes the budget.
 *
 *   node --import tsx ui/scripts/bundle-size.ts [--budget-kb 300] [--dist ui/dist]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  readonly file: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
// --dist: a build elsewhere (`vite build --outDir`), measured without replacing the one the product serves
const DIST = path.resolve(option('--dist') ?? path.resolve(import.meta.dirname, '../dist'));
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
);
const BUDGET_KB = Number(option('--budget-kb') ?? 300);

const gzipped = new Map<string, number>();
const sizeOf = (file: string): number => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = file.endsWith('.js') ? gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length : 0;
    gzipped.set(file, size);
  }
  return size;
};

/** The files a chunk loads: itself and its static imports, transitively. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files: Iterable<string>): number => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest names no entry');
const entry = closure(entryKey);
const routeKeys = Object.keys(manifest).filter((key) => /src\/app\/routes\/[^/]+\.tsx$/.test(key));
const signIn = routeKeys.find((key) => key.endsWith('/auth.tsx'));
const firstScreen = new Set([...entry, ...(signIn ? closure(signIn) : [])]);
// the shell's own chunk (vite-chunks.ts: `signed-in`), or the chunk of app-shell.tsx without that group
const shellKey = Object.keys(manifest).find(
  (key) => manifest[key]?.name === 'signed-in' || key.endsWith('src/app/shell/app-shell.tsx'),
);
const shell = [...(shellKey ? closure(shellKey) : [])].filter((file) => !entry.has(file));
const loaded = new Set([...entry, ...shell]);

const rows = routeKeys
  .map((key) => {
    const own = [...closure(key)].filter((file) => !loaded.has(file));
    return [path.basename(key, '.tsx'), total(own)] as const;
  })
  .sort((a, b) => b[1] - a[1]);

console.log(`JavaScript, gzipped (level 9), from ${path.relative(process.cwd(), DIST)}\n`);
console.log(`| what | gzipped |\n|---|---|`);
console.log(`| entry (framework, providers, router, i18n) | ${kb(total(entry))} |`);
console.log(`| **first screen** (entry + sign-in), budget ${BUDGET_KB} KB | **${kb(total(firstScreen))}** |`);
console.log(`| signed-in shell (sidebar, header), beyond the entry | ${kb(total(shell))} |`);
for (const [route, size] of rows)
  console.log(`| route ${route}, beyond the entry and the shell | ${kb(size)} |`);
const kiswahili = Object.keys(manifest).filter((key) => key.includes('i18n/sw/'));
console.log(
  `| Kiswahili catalogues (loaded only when chosen) | ${kb(total(kiswahili.map((k) => manifest[k]?.file ?? '')))} |`,
);

if (total(firstScreen) > BUDGET_KB * 1024) {
  console.error(`\nThe first screen loads ${kb(total(firstScreen))}, over the budget of ${BUDGET_KB} KB.`);
  process.exit(1);
}
