import postcss, { type Container } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Ant Design's stylesheet (antd/dist/antd.css: every component, 108 KB gzipped), which the UI draws with
 * instead of Ant Design's styles written at run time (theme.ts, `zeroRuntime`).
 *
 * - `antd/dist/antd.css?first-screen` keeps only the rules of the components the first screen draws (the
 *   sign-in, registration and choose-password cards, the language menu, toasts): 40 KB gzipped that
 *   block the first paint instead of 108. A selector is kept when its first Ant Design class is one of
 *   those components' (or when it has none: keyframes, icons); a rule goes with its last selector.
 * - `antd/dist/antd.css`, whole, comes with the signed-in screens (app/antd-styles.ts).
 *
 * Both are put in the cascade layer `antd`: our own rules (styles.css, emotion) and the design tokens Ant
 * Design sets at run time, which are not in a layer, win over it whichever loads last.
 */
export const FIRST_SCREEN_COMPONENTS: ReadonlySet<string> = new Set([
  // the cards and their forms
  'form',
  'input',
  'btn',
  'card',
  'typography',
  'alert',
  'flex',
  'row',
  'col',
  'space',
  'spin',
  'wave',
  // the language menu and the toasts
  'select',
  'dropdown',
  'tooltip',
  'empty',
  'notification',
  // their motions
  'zoom',
  'fade',
  'move',
  'slide',
]);

const componentOf = (selector: string): string | undefined => /\.ant-([a-z]+)/.exec(selector)?.[1];

const keepsSelector = (selector: string): boolean => {
  const component = componentOf(selector);
  return component === undefined || FIRST_SCREEN_COMPONENTS.has(component);
};

/** `css` less the rules of components the first screen does not draw. */
export const firstScreenRules = (css: string): string => {
  const root = postcss.parse(css);
  const prune = (container: Container): void => {
    container.each((node) => {
      if (node.type === 'rule') {
        const kept = node.selectors.filter(keepsSelector);
        if (kept.length === 0) node.remove();
        else if (kept.length < node.selectors.length) node.selectors = kept;
      } else if (node.type === 'atrule' && node.nodes && !node.name.endsWith('keyframes')) {
        prune(node);
        if (node.nodes.length === 0) node.remove();
      }
    });
  };
  prune(root);
  return root.toString();
};

const ANTD_CSS = /[\\/]antd[\\/]dist[\\/]antd\.css$/;

export function antdCssPlugin(): Plugin {
  return {
    name: 'pm-antd-css',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!ANTD_CSS.test(file)) return undefined;
      const css = new URLSearchParams(query).has('first-screen') ? firstScreenRules(code) : code;
      return { code: `@layer antd {\n${css}\n}\n`, map: null };
    },
  };
}
