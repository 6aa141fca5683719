import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CurrentUserRow, currentUserSchema } from '@pm/domain/api/account-queries';
import { DEFERRED_STYLE_ATTRIBUTE, FIRST_VIEW_USER_ID } from '@pm/domain/api/first-view';
import { describe, expect, it } from 'vitest';
import { renderFrame, withFirstView } from './first-view';

const INDEX = readFileSync(path.resolve(import.meta.dirname, '../../../ui/index.html'), 'utf8');

const facilitator = (over: Partial<CurrentUserRow> = {}): CurrentUserRow => ({
  id: 7,
  username: 'facilitator',
  role: 'ChurchFacilitator',
  regionId: 1,
  clusterId: 2,
  projectId: 3,
  firstName: 'Grace',
  lastName: 'Wanjiru',
  email: null,
  phone: null,
  mustChangePassword: false,
  language: null,
  regionName: 'Nairobi',
  clusterName: 'Nairobi East',
  projectCode: 'KE0420',
  projectName: 'Kayole',
  ...over,
});

/** What a browser's parser gives the app: the text between the JSON element's tags. */
const embeddedText = (html: string): string | undefined => {
  const open = `<script type="application/json" id="${FIRST_VIEW_USER_ID}">`;
  const start = html.indexOf(open);
  if (start < 0) return undefined;
  // a script element's text ends at the first "</script" whatever else it holds
  const end = html.toLowerCase().indexOf('</script', start + open.length);
  return html.slice(start + open.length, end);
};

/** What the app reads back (ui/src/features/auth/first-view.ts): the row, checked against its schema. */
const readBack = (text: string | undefined) => currentUserSchema.parse(JSON.parse(text ?? ''));

describe('the first view of the facilitator dashboard', () => {
  const hostile = `</script><script>alert(1)</script><!--<b onmouseover="x">&amp;'`;

  it('escapes what a user wrote, in the frame and in the row the app reads back', () => {
    const user = facilitator({ username: hostile, firstName: hostile, projectName: '</SCRIPT >' });
    const html = withFirstView(INDEX, user, 'en');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b onmouseover');
    expect(html).toContain('Welcome back, &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // the element's text is the whole row: nothing in it ended the script element early
    expect(readBack(embeddedText(html))).toEqual(user);
  });

  it("turns the built page's stylesheets into preloads the app applies, in their place and order", () => {
    const built = INDEX.replace(
      '</head>',
      '  <link rel="stylesheet" crossorigin href="/assets/a.css">\n    <link rel="modulepreload" href="/assets/a.js">\n    <link rel="stylesheet" crossorigin href="/assets/b.css">\n  </head>',
    );
    const html = withFirstView(built, facilitator(), 'en');
    expect(html).not.toContain('rel="stylesheet"');
    const a = html.indexOf(
      `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/a.css" ${DEFERRED_STYLE_ATTRIBUTE}>`,
    );
    const b = html.indexOf(
      `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/b.css" ${DEFERRED_STYLE_ATTRIBUTE}>`,
    );
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(b).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js">');
  });

  it('leaves a page without the #root it knows unchanged', () => {
    const other = '<!doctype html><html lang="en"><body><main></main></body></html>';
    expect(withFirstView(other, facilitator(), 'en')).toBe(other);
  });

  it('offers Add New Group only to a role that manages groups, in Kiswahili when asked', () => {
    expect(renderFrame(facilitator(), 'en')).toContain('href="/saving-groups/create"');
    expect(renderFrame(facilitator({ role: 'NationalDirector' }), 'en')).not.toContain(
      '/saving-groups/create',
    );
    const swahili = renderFrame(facilitator({ username: 'amina' }), 'sw');
    expect(swahili).toContain('<h2>Dashibodi ya Huduma ya Vikundi vya Akiba</h2>');
    expect(swahili).toContain('Karibu tena, amina');
  });
});
