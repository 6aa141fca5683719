import { describe, expect, it } from 'vitest';
import { signedInChunk } from './vite-chunks';

const UI = '/r/ui';
const NM = '/r/node_modules';

/** A module: what it imports, and its code (what the walk reads of barrels and of imports from them). */
type Module = { readonly importedIds: readonly string[]; readonly code: string };

/**
 * A small app: the entry imports our i18n and antd's Button; the shell imports i18n, a part of its own, a
 * file shared with the screens without the shell, antd's Drawer and Button and one icon; antd's barrel
 * re-exports Button, Drawer and Table, the icons' barrel re-exports two icons through a second file.
 */
const APP: Record<string, Module> = {
  [`${UI}/src/main.tsx`]: {
    importedIds: [`${UI}/src/i18n.ts`, `${NM}/antd/es/index.js`],
    code: `import { t } from "./i18n";\nimport { Button } from "antd";`,
  },
  [`${UI}/src/i18n.ts`]: { importedIds: [], code: '' },
  [`${UI}/src/app/shell/app-shell.tsx`]: {
    importedIds: [
      `${UI}/src/i18n.ts`,
      `${UI}/src/app/shell/part.tsx`,
      `${UI}/src/shared.tsx`,
      `${NM}/antd/es/index.js`,
      `${NM}/@ant-design/icons/es/index.js`,
    ],
    code: [
      'import { t } from "../../i18n";',
      'import { Part } from "./part";',
      'import { Shared } from "../../shared";',
      'import { Button, Drawer as SideDrawer } from "antd";',
      "import { MenuOutlined } from '@ant-design/icons';",
    ].join('\n'),
  },
  [`${UI}/src/app/shell/part.tsx`]: { importedIds: [], code: '' },
  [`${UI}/src/shared.tsx`]: { importedIds: [], code: '' },
  [`${UI}/src/app/routes/not-found.tsx`]: {
    importedIds: [`${UI}/src/shared.tsx`],
    code: 'import { Shared } from "../../shared";',
  },
  [`${UI}/src/app/shell/pending-role-page.tsx`]: { importedIds: [], code: '' },
  [`${UI}/src/features/auth/components/choose-password-page.tsx`]: {
    importedIds: [`${UI}/src/shared.tsx`],
    code: 'import { Shared } from "../../../shared";',
  },
  [`${NM}/antd/es/index.js`]: {
    importedIds: [
      `${NM}/antd/es/button/index.js`,
      `${NM}/antd/es/drawer/index.js`,
      `${NM}/antd/es/table/index.js`,
    ],
    code: [
      "export { default as Button } from './button';",
      "export { default as Drawer } from './drawer';",
      "export { default as Table } from './table';",
    ].join('\n'),
  },
  [`${NM}/antd/es/button/index.js`]: { importedIds: [], code: '' },
  [`${NM}/antd/es/drawer/index.js`]: {
    importedIds: [`${NM}/antd/es/drawer/Drawer.js`],
    code: "import Drawer from './Drawer';",
  },
  [`${NM}/antd/es/drawer/Drawer.js`]: { importedIds: [], code: '' },
  [`${NM}/antd/es/table/index.js`]: { importedIds: [], code: '' },
  [`${NM}/antd/es/app/index.js`]: {
    importedIds: [`${NM}/antd/es/app/App.js`],
    code: "import App from './App';",
  },
  [`${NM}/antd/es/app/App.js`]: { importedIds: [], code: '' },
  [`${NM}/@ant-design/icons/es/index.js`]: {
    importedIds: [`${NM}/@ant-design/icons/es/icons/index.js`],
    code: 'export * from "./icons";',
  },
  [`${NM}/@ant-design/icons/es/icons/index.js`]: {
    importedIds: [
      `${NM}/@ant-design/icons/es/icons/MenuOutlined.js`,
      `${NM}/@ant-design/icons/es/icons/BankOutlined.js`,
    ],
    code: [
      "export { default as MenuOutlined } from './MenuOutlined';",
      "export { default as BankOutlined } from './BankOutlined';",
    ].join('\n'),
  },
  [`${NM}/@ant-design/icons/es/icons/MenuOutlined.js`]: { importedIds: [], code: '' },
  [`${NM}/@ant-design/icons/es/icons/BankOutlined.js`]: { importedIds: [], code: '' },
};

const graphOf = (modules: Record<string, Module>) => ({
  getModuleInfo: (id: string) => modules[id] ?? null,
});

describe('the signed-in chunk', () => {
  const name = signedInChunk(UI);
  const graph = graphOf(APP);
  const chunkOf = (id: string) => name(id, graph);

  it("holds the shell, its own modules and antd's <App>", () => {
    expect(chunkOf(`${UI}/src/app/shell/app-shell.tsx`)).toBe('signed-in');
    expect(chunkOf(`${UI}/src/app/shell/part.tsx`)).toBe('signed-in');
    expect(chunkOf(`${NM}/antd/es/app/index.js`)).toBe('signed-in');
    expect(chunkOf(`${NM}/antd/es/app/App.js`)).toBe('signed-in');
  });

  it('takes from a barrel only the components the shell names, under whatever local name', () => {
    expect(chunkOf(`${NM}/antd/es/drawer/index.js`)).toBe('signed-in');
    expect(chunkOf(`${NM}/antd/es/drawer/Drawer.js`)).toBe('signed-in');
    expect(chunkOf(`${NM}/@ant-design/icons/es/icons/MenuOutlined.js`)).toBe('signed-in');
    // named by no one: left to the pages that use them
    expect(chunkOf(`${NM}/antd/es/table/index.js`)).toBeNull();
    expect(chunkOf(`${NM}/@ant-design/icons/es/icons/BankOutlined.js`)).toBeNull();
    // the barrels themselves, and what the shell does not import at all
    expect(chunkOf(`${NM}/antd/es/index.js`)).toBeNull();
    expect(chunkOf(`${UI}/src/app/routes/not-found.tsx`)).toBeNull();
  });

  it("leaves our modules of the first load in the entry's chunks", () => {
    expect(chunkOf(`${UI}/src/i18n.ts`)).toBeNull();
    // a library of the first load is the shell's too here; the groups `framework` and `first-screen`,
    // of higher priority, take it first (vite.config.ts)
    expect(chunkOf(`${NM}/antd/es/button/index.js`)).toBe('signed-in');
  });

  it('puts what a screen without the shell shares with it in a chunk of those that share it', () => {
    expect(chunkOf(`${UI}/src/shared.tsx`)).toBe('shell+not-found+choose-password-page');
  });

  it('fails the build when a screen it names is gone, instead of quietly chunking without it', () => {
    const withoutNotFound = { ...APP };
    delete withoutNotFound[`${UI}/src/app/routes/not-found.tsx`];
    const renamed = signedInChunk(UI);
    expect(() => renamed(`${UI}/src/app/shell/app-shell.tsx`, graphOf(withoutNotFound))).toThrow(
      /not-found\.tsx is not in the module graph/,
    );
  });
});
