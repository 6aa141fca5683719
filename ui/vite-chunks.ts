import path from 'node:path';

/** What Rolldown tells a chunk group's `name` function of a module (the part read here). */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[]; readonly code: string | null } | null;
}

/**
 * The libraries whose index only re-exports their components (`export { default as Drawer } from
 * './drawer'`). Everything that imports one would otherwise seem to import every component; the walk below
 * follows only the names a module takes from it, as the build's tree-shaking does.
 */
const BARRELS: Readonly<Record<string, string>> = {
  antd: 'antd/es/index.js',
  '@ant-design/icons': '@ant-design/icons/es/index.js',
};

const REEXPORT = /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*["']([^"']+)["']/g;
const REEXPORT_ALL = /export\s*\*\s*from\s*["']([^"']+)["']/g;

/** The module a barrel's export `name` comes from, for every `export { default as name } from './x'`. */
const barrelExports = (graph: ModuleGraph, barrel: string): Map<string, string> => {
  const exports = new Map<string, string>();
  const read = (id: string) => {
    const info = graph.getModuleInfo(id);
    if (!info?.code) return;
    const resolve = (relative: string) => {
      const base = path.resolve(path.dirname(id), relative);
      return info.importedIds.find((imported) =>
        [base, `${base}.js`, path.join(base, 'index.js')].includes(imported),
      );
    };
    for (const [, name, from] of info.code.matchAll(REEXPORT)) {
      const target = name && from ? resolve(from) : undefined;
      if (name && target) exports.set(name, target);
    }
    for (const [, from] of info.code.matchAll(REEXPORT_ALL)) {
      const target = from ? resolve(from) : undefined;
      if (target) read(target);
    }
  };
  read(barrel);
  return exports;
};

/** The names `code` imports from the package `specifier` (`import { A, B as C } from 'specifier'`). */
const namesImported = (code: string, specifier: string): string[] =>
  [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g'))].flatMap(
    ([, names]) => (names ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
  );

interface Barrel {
  readonly specifier: string;
  readonly id: string;
  readonly exports: Map<string, string>;
}

/** Each barrel (BARRELS) with its exports, read once per build. */
const barrelsOf = (graph: ModuleGraph, nodeModules: string): Barrel[] =>
  Object.entries(BARRELS).map(([specifier, file]) => {
    const id = path.join(nodeModules, file);
    return { specifier, id, exports: barrelExports(graph, id) };
  });

/**
 * Every module `roots` import, directly or through others, statically (not through `import()`), taking
 * from a barrel (BARRELS) only the components a module names.
 */
const staticClosure = (
  graph: ModuleGraph,
  barrels: readonly Barrel[],
  roots: readonly string[],
): Set<string> => {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const imported of info.importedIds) {
      const barrel = barrels.find((candidate) => candidate.id === imported);
      if (!barrel) pending.push(imported);
      else
        for (const name of namesImported(info.code ?? '', barrel.specifier)) {
          const component = barrel.exports.get(name);
          if (component) pending.push(component);
        }
    }
  }
  return seen;
};

/**
 * The screens a signed-in user may see without the shell: what they share with it is in chunks of their
 * own, one for each set of them that shares it (`shell+not-found`), so that they load those and not the
 * whole shell.
 */
const WITHOUT_SHELL = [
  'src/app/routes/not-found.tsx',
  'src/app/shell/pending-role-page.tsx',
  'src/features/auth/components/choose-password-page.tsx',
];

/**
 * The `name` of the chunk group `signed-in`: the modules every signed-in page loads (the shell and antd's
 * <App>, which route-guard.tsx imports together once someone is signed in), less our own modules of the
 * first load (main.tsx's static imports, which stay in the entry's chunks; the libraries of the first load
 * go to the groups `framework` and `first-screen` first); what a screen without the shell (WITHOUT_SHELL)
 * imports too goes to a chunk shared with it. Left to Rolldown's own splitting, these modules (the shell's components,
 * their Ant Design parts and icons) were ~45 chunks, each shared by a different set of pages: the browser
 * fetched them one by one and Vite's loader added a <link> for each, about 1 ms of the phone's main thread
 * apiece in the long task that starts the app. Nothing of `signed-in` loads without the shell, so one
 * chunk costs no page anything it would not load anyway.
 */
export const signedInChunk = (uiRoot: string) => {
  const nodeModules = path.resolve(uiRoot, '../node_modules');
  let members: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const barrels = barrelsOf(graph, nodeModules);
      const closureOf = (roots: readonly string[]) => {
        const missing = roots.find((root) => !graph.getModuleInfo(root));
        if (missing) throw new Error(`vite-chunks: ${missing} is not in the module graph (renamed?)`);
        return staticClosure(graph, barrels, roots);
      };
      const ui = (file: string) => path.join(uiRoot, file);
      const firstLoad = closureOf([ui('src/main.tsx')]);
      const screens = WITHOUT_SHELL.map((file) => ({
        name: path.basename(file, '.tsx'),
        modules: closureOf([ui(file)]),
      }));
      const signedIn = closureOf([
        ui('src/app/shell/app-shell.tsx'),
        path.join(nodeModules, 'antd/es/app/index.js'),
      ]);
      const ours = (member: string) => !member.startsWith(nodeModules);
      members = new Map(
        [...signedIn]
          .filter((member) => !(ours(member) && firstLoad.has(member)))
          .map((member) => {
            const sharers = screens.filter((screen) => screen.modules.has(member));
            const name = ['shell', ...sharers.map((screen) => screen.name)].join('+');
            return [member, sharers.length ? name : 'signed-in'];
          }),
      );
    }
    return members.get(id) ?? null;
  };
};
