/**
 * Ant Design's whole stylesheet (ui/vite-plugin-antd-css.ts). The first screen carries only the rules of
 * its own components; every screen loaded after it (the signed-in shell, the pending-role and
 * choose-password pages, the not-found and server-unreachable pages) waits for the whole sheet with its
 * code, so none is drawn unstyled. The browser fetches it once.
 */
export const loadAntdStyles = (): Promise<unknown> => import('antd/dist/antd.css');

/** `load` and the whole stylesheet together: the module once both are here. */
export const withAntdStyles =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadAntdStyles()]).then(([loaded]) => loaded);
