import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type ChildNode } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Ant Design's stylesheet (antd/dist/antd.css: every component, 108 KB gzipped), which the UI draws with
 * instead of Ant Design's styles written at run time (theme.ts, `zeroRuntime`), cut into shares that load
 * with the code that needs them:
 *
 * - `antd/dist/antd.css?first-screen` (main.tsx): the rules of the components the first screen draws (the
 *   sign-in and registration cards' buttons, the spinner, toasts), the motions and what belongs to no
 *   component: 23 KB gzipped that block the first paint instead of 108.
 * - `antd/dist/antd.css?component=KEY`: one component's rules. Each component's entry module
 *   (antd/es/table/index.js) imports its shares, so a chunk that carries a component carries its rules,
 *   and Vite loads them before the chunk runs: a page loads only the rules of what it draws.
 *
 * A selector belongs to the component of its first Ant Design class (`.ant-form-item .ant-select` is the
 * form's). Every share is in the cascade layer `antd`: our own rules (styles.css, emotion) and the design
 * tokens Ant Design sets at run time, which are not in a layer, win over it whatever the load order. The
 * development server, whose dependencies are pre-bundled without this plugin, gets the whole sheet.
 */
export const FIRST_SCREEN_COMPONENTS: ReadonlySet<string> = new Set([
  // the sign-in card's buttons (its fields are our own: components/light-form.tsx) and the spinner
  'btn',
  'wave',
  'spin',
  // the toasts
  'notification',
  // the motions every popup uses
  'zoom',
  'fade',
  'move',
  'slide',
]);

/** The rules of no component (keyframes, icons, the `.ant-css-var` roots) go with the first screen. */
const NO_COMPONENT = '';

/** The component key of each of Ant Design's folders, where it is not the folder's own name. */
const KEYS_OF_FOLDER: Readonly<Record<string, readonly string[]>> = {
  button: ['btn'],
  'date-picker': ['picker'],
  'time-picker': ['picker'],
  calendar: ['picker'],
  input: ['input', 'otp'],
  'input-number': ['input'],
  'auto-complete': ['select'],
  grid: ['row', 'col'],
  'tree-select': ['select', 'tree'],
  'color-picker': ['color'],
  'float-button': ['float'],
  'qr-code': ['qrcode'],
  badge: ['badge', 'ribbon'],
  'border-beam': ['border'],
  // folders of no component of their own
  _util: [],
  'config-provider': [],
  locale: [],
  style: [],
  theme: [],
  version: [],
};

const keysOfFolder = (folder: string): readonly string[] => KEYS_OF_FOLDER[folder] ?? [folder];

const componentOf = (selector: string): string => /\.ant-([a-z]+)/.exec(selector)?.[1] ?? NO_COMPONENT;

/**
 * `css` split by component: each key's rules, in the sheet's order, inside the at-rules (media queries)
 * that held them; keyframes and rules of no component under NO_COMPONENT.
 */
export const splitByComponent = (css: string): Map<string, string> => {
  const split = (nodes: readonly ChildNode[]): Map<string, string[]> => {
    const shares = new Map<string, string[]>();
    const put = (key: string, text: string) => {
      const share = shares.get(key);
      if (share) share.push(text);
      else shares.set(key, [text]);
    };
    for (const node of nodes) {
      if (node.type === 'rule') {
        const byKey = new Map<string, string[]>();
        for (const selector of node.selectors) {
          const key = componentOf(selector);
          const same = byKey.get(key);
          if (same) same.push(selector);
          else byKey.set(key, [selector]);
        }
        const body = (node.nodes ?? []).map((child) => child.toString()).join(';');
        for (const [key, selectors] of byKey) put(key, `${selectors.join(',')}{${body}}`);
      } else if (node.type === 'atrule' && node.nodes && !node.name.endsWith('keyframes')) {
        for (const [key, inner] of split(node.nodes))
          put(key, `@${node.name} ${node.params}{${inner.join('')}}`);
      } else if (node.type !== 'comment') {
        put(NO_COMPONENT, node.toString());
      }
    }
    return shares;
  };
  return new Map([...split(postcss.parse(css).nodes)].map(([key, texts]) => [key, texts.join('')]));
};

/** The first screen's share: its components' rules and those of no component. */
const firstScreenOf = (shares: ReadonlyMap<string, string>): string =>
  [NO_COMPONENT, ...FIRST_SCREEN_COMPONENTS].map((key) => shares.get(key) ?? '').join('');

/** `css` less the rules of components the first screen does not draw. */
export const firstScreenRules = (css: string): string => firstScreenOf(splitByComponent(css));

const ANTD_CSS = /[\\/]antd[\\/]dist[\\/]antd\.css$/;
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z_-]+)[\\/]index\.js$/;

/**
 * The imports of its folder's shares that a component's entry module (antd/es/table/index.js) is given.
 * Only the entry: a component is drawn through it (`import { Table } from 'antd'`, Ant Design's own
 * `import Pagination from '../pagination'`), while its folder's other modules are often taken alone for a
 * context, a locale or a helper (the first screen holds the date picker's locale, not the date picker).
 */
export const sharesOfModule = (id: string): string[] => {
  const folder = ANTD_MODULE.exec(id)?.[1];
  if (!folder) return [];
  return keysOfFolder(folder)
    .filter((key) => !FIRST_SCREEN_COMPONENTS.has(key))
    .map((key) => `import "antd/dist/antd.css?component=${key}";`);
};

export function antdCssPlugin(): Plugin {
  let serving = false;
  // the sheet is parsed once per build, for the first screen's share and every component's
  let shares: Map<string, string> | undefined;
  /** What `antd.css?query` holds: the whole sheet for the development server's first screen. */
  const cssFor = (query: URLSearchParams, sheet: string): string => {
    const firstScreen = query.has('first-screen');
    if (serving) return firstScreen ? sheet : '';
    shares ??= splitByComponent(sheet);
    if (firstScreen) return firstScreenOf(shares);
    const component = query.get('component');
    return component === null ? sheet : (shares.get(component) ?? '');
  };
  return {
    name: 'pm-antd-css',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (ANTD_CSS.test(file))
        return { code: `@layer antd {\n${cssFor(new URLSearchParams(query), code)}\n}\n`, map: null };
      if (serving) return undefined;
      const imports = sharesOfModule(file);
      return imports.length === 0 ? undefined : { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}

/** Ant Design's whole stylesheet, as installed (for tests and scripts). */
export const antdStylesheet = (): string =>
  readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
