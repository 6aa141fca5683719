import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdCssPlugin, firstScreenRules } from './vite-plugin-antd-css';

const transform = (code: string, id: string): string => {
  const hook = antdCssPlugin().transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const result = handler?.call({} as never, code, id) as { code: string } | undefined;
  return result?.code ?? code;
};

describe("the first screen's share of Ant Design's stylesheet", () => {
  it("keeps the first screen's components, what belongs to none, and the keyframes", () => {
    const css = [
      '.ant-btn{color:red}',
      '.ant-table{color:blue}',
      '.ant-form-item .ant-select{color:green}',
      '.ant-table .ant-btn{color:pink}',
      '.ant-tree,.ant-input{color:navy}',
      '.anticon{display:inline-flex}',
      '@keyframes antZoomIn{from{opacity:0}to{opacity:1}}',
      '@media (max-width:575px){.ant-col-xs-24{flex:0 0 100%}.ant-steps{display:block}}',
      '@media (max-width:575px){.ant-steps{display:block}}',
    ].join('');
    const kept = firstScreenRules(css);
    expect(kept).toContain('.ant-btn{color:red}');
    expect(kept).toContain('.ant-form-item .ant-select{color:green}');
    // a rule keeps only its selectors of the first screen
    expect(kept).toContain('.ant-input{color:navy}');
    expect(kept).not.toContain('.ant-tree');
    expect(kept).toContain('.anticon{display:inline-flex}');
    expect(kept).toContain('@keyframes antZoomIn');
    expect(kept).toContain('.ant-col-xs-24{flex:0 0 100%}');
    expect(kept).not.toContain('.ant-table');
    expect(kept).not.toContain('.ant-steps');
    // a media query left empty goes with its rules
    expect(kept.match(/@media/g)).toHaveLength(1);
  });

  it("cuts Ant Design's own sheet to well under half, keeping the sign-in screen's components", async () => {
    const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
    const whole = await readFile(file, 'utf8');
    const kept = firstScreenRules(whole);
    expect(kept.length).toBeLessThan(whole.length * 0.45);
    for (const selector of ['.ant-btn', '.ant-form-item', '.ant-input-affix-wrapper', '.ant-notification'])
      expect(kept).toContain(selector);
    // no rule of their own (their classes may still appear after a kept one's, as in `.ant-input .ant-picker`)
    for (const component of ['table', 'picker', 'menu', 'tabs'])
      expect(kept).not.toMatch(new RegExp(`(^|[{},])\\.ant-${component}\\b`));
  });

  it('puts both sheets in the cascade layer antd and leaves every other file alone', () => {
    const css = '.ant-btn{color:red}.ant-table{color:blue}';
    const first = transform(css, '/x/node_modules/antd/dist/antd.css?first-screen');
    expect(first).toMatch(/^@layer antd \{/);
    expect(first).not.toContain('.ant-table');
    const whole = transform(css, '/x/node_modules/antd/dist/antd.css');
    expect(whole).toMatch(/^@layer antd \{/);
    expect(whole).toContain('.ant-table');
    expect(transform(css, '/x/ui/src/styles.css')).toBe(css);
  });
});
