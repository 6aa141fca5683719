import { describe, expect, it } from 'vitest';
import {
  antdCssPlugin,
  antdStylesheet,
  firstScreenRules,
  sharesOfModule,
  splitByComponent,
} from './vite-plugin-antd-css';

const transform = (code: string, id: string, command: 'build' | 'serve' = 'build'): string => {
  const plugin = antdCssPlugin();
  const configResolved = plugin.configResolved;
  const onConfig = typeof configResolved === 'function' ? configResolved : configResolved?.handler;
  onConfig?.call({} as never, { command } as never);
  const hook = plugin.transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const result = handler?.call({} as never, code, id) as { code: string } | undefined;
  return result?.code ?? code;
};

const SHEET = [
  '.ant-btn{color:red}',
  '.ant-table{color:blue}',
  '.ant-form-item .ant-select{color:green}',
  '.ant-table .ant-btn{color:pink}',
  '.ant-tree,.ant-input{color:navy}',
  '.anticon{display:inline-flex}',
  '@keyframes antZoomIn{from{opacity:0}to{opacity:1}}',
  '@media (max-width:575px){.ant-col-xs-24{flex:0 0 100%}.ant-steps{display:block}}',
].join('');

describe("Ant Design's stylesheet in shares", () => {
  it('gives each rule to the component of its first class, inside the media query that held it', () => {
    const shares = splitByComponent(SHEET);
    expect(shares.get('btn')).toBe('.ant-btn{color:red}');
    // a rule of the table that styles a button inside it is the table's
    expect(shares.get('table')).toBe('.ant-table{color:blue}.ant-table .ant-btn{color:pink}');
    expect(shares.get('form')).toBe('.ant-form-item .ant-select{color:green}');
    // a rule of two components is split between them
    expect(shares.get('tree')).toBe('.ant-tree{color:navy}');
    expect(shares.get('input')).toBe('.ant-input{color:navy}');
    expect(shares.get('steps')).toBe('@media (max-width:575px){.ant-steps{display:block}}');
    expect(shares.get('col')).toBe('@media (max-width:575px){.ant-col-xs-24{flex:0 0 100%}}');
    // what belongs to no component: icons, keyframes
    expect(shares.get('')).toContain('.anticon{display:inline-flex}');
    expect(shares.get('')).toContain('@keyframes antZoomIn');
  });

  it("keeps for the first screen its components' rules and those of no component", () => {
    const kept = firstScreenRules(SHEET);
    for (const rule of ['.ant-btn{color:red}', '.anticon', 'antZoomIn']) expect(kept).toContain(rule);
    // the sign-in card's fields are our own (light-form.tsx): the form's and inputs' rules load with them
    for (const rule of ['.ant-table', '.ant-tree', '.ant-steps', '.ant-form-item .ant-select', '.ant-input{'])
      expect(kept).not.toContain(rule);
  });

  it("cuts Ant Design's own sheet to under a quarter for the first screen, and loses no rule in shares", () => {
    const whole = antdStylesheet();
    const kept = firstScreenRules(whole);
    expect(kept.length).toBeLessThan(whole.length * 0.25);
    for (const selector of ['.ant-btn', '.ant-spin', '.ant-notification']) expect(kept).toContain(selector);
    for (const component of ['table', 'picker', 'menu', 'tabs', 'form', 'input', 'col', 'typography'])
      expect(kept).not.toMatch(new RegExp(`(^|[{},])\\.ant-${component}\\b`));
    const shares = [...splitByComponent(whole).values()].join('');
    // the same declarations, only regrouped (media queries repeated per component)
    expect(shares.match(/:/g)?.length).toBeGreaterThanOrEqual(whole.match(/:/g)?.length ?? 0);
  });

  it("gives a component's entry module its shares, beyond the first screen's, and no other module", () => {
    const entry = (folder: string) => `/x/node_modules/antd/es/${folder}/index.js`;
    expect(sharesOfModule(entry('table'))).toEqual(['import "antd/dist/antd.css?component=table";']);
    expect(sharesOfModule(entry('date-picker'))).toEqual(['import "antd/dist/antd.css?component=picker";']);
    expect(sharesOfModule(entry('badge'))).toEqual([
      'import "antd/dist/antd.css?component=badge";',
      'import "antd/dist/antd.css?component=ribbon";',
    ]);
    // the first screen's components are in its own share already
    expect(sharesOfModule(entry('button'))).toEqual([]);
    expect(sharesOfModule(entry('config-provider'))).toEqual([]);
    // a locale or a context taken alone brings no rules
    expect(sharesOfModule('/x/node_modules/antd/es/date-picker/locale/en_US.js')).toEqual([]);
    expect(sharesOfModule('/x/ui/src/app/router.tsx')).toEqual([]);
  });

  it('puts every share in the cascade layer antd, and serves the whole sheet to the development server', () => {
    const file = '/x/node_modules/antd/dist/antd.css';
    const first = transform(SHEET, `${file}?first-screen`);
    expect(first).toMatch(/^@layer antd \{/);
    expect(first).not.toContain('.ant-table');
    expect(transform(SHEET, `${file}?component=table`)).toBe(
      '@layer antd {\n.ant-table{color:blue}.ant-table .ant-btn{color:pink}\n}\n',
    );
    expect(transform(SHEET, `${file}?first-screen`, 'serve')).toContain('.ant-table');
    expect(transform(SHEET, `${file}?component=table`, 'serve')).toBe('@layer antd {\n\n}\n');
    expect(transform('x', '/x/node_modules/antd/es/table/index.js')).toBe(
      'import "antd/dist/antd.css?component=table";\nx',
    );
    expect(transform('x', '/x/node_modules/antd/es/table/index.js', 'serve')).toBe('x');
    expect(transform(SHEET, '/x/ui/src/styles.css')).toBe(SHEET);
  });
});
