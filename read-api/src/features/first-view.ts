import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { hasCapability, hasProgrammeAccess } from '@pm/domain';
import type { CurrentUserRow } from '@pm/domain/api/account-queries';
import { DEFERRED_STYLE_ATTRIBUTE, FIRST_VIEW_USER_ID } from '@pm/domain/api/first-view';
import { isDatabaseUnavailable } from '@pm/infra/db/unavailable';
import { FIRST_VIEWS } from '@pm/infra/gateway';
import { uiContentSecurityPolicy } from '@pm/infra/http/security';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';
import { actorOf, loadUser } from '../lib/actor';

/**
 * The facilitator's dashboard drawn by the server for the first paint. On a phone on a slow line the
 * app's scripts take seconds to arrive; until then index.html showed a spinner. Asked for
 * /church-facilitator with a session cookie, the gateway (and the production proxy) fetch
 * GET /first-view/church-facilitator here instead of index.html: the same page, with the dashboard's frame
 * drawn in #root (the header's title, the page's heading and welcome, its buttons and quick links as plain
 * links, a placeholder where the figures come) in the user's language, and the signed-in user's row (what
 * GET /api/user answers) as JSON for the app to start from without asking again. React replaces the frame
 * with the page itself once its scripts have run. Anyone else (no session, another role, an account that
 * must change its password first) gets index.html as it is.
 */

/** The address of the first view; the gateway and nginx send /church-facilitator here. */
export const FIRST_VIEW_PATH = FIRST_VIEWS['/church-facilitator'];

const UI_DIST = path.resolve(import.meta.dirname, '../../../ui/dist');
const CATALOGUES = path.resolve(import.meta.dirname, '../../../ui/src/i18n/sw');

let swahiliTexts: Readonly<Record<string, string>> | undefined;

/** The UI's Kiswahili texts (its catalogue files, keyed by the English text), read at their first use. */
const swahili = (): Readonly<Record<string, string>> => {
  if (!swahiliTexts)
    try {
      swahiliTexts = Object.assign(
        {},
        ...readdirSync(CATALOGUES)
          .filter((file) => file.endsWith('.json'))
          .map(
            (file) => JSON.parse(readFileSync(path.join(CATALOGUES, file), 'utf8')) as Record<string, string>,
          ),
      );
    } catch {
      swahiliTexts = {}; // no catalogue here: English
    }
  return swahiliTexts ?? {};
};

type Language = 'en' | 'sw';

const translate =
  (language: Language) =>
  (english: string, values: Readonly<Record<string, string>> = {}): string =>
    ((language === 'sw' ? swahili()[english] : undefined) ?? english).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON that cannot end the <script> element it sits in, nor start a comment or CDATA. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The dashboard's quick links (ui/src/app/routes/church-facilitator.tsx), in its order. */
const QUICK_LINKS: readonly (readonly [label: string, href: string])[] = [
  ['Groups', '/saving-groups/groups'],
  ['Members', '/saving-groups/members'],
  ['Savings', '/saving-groups/savings'],
  ['Loans', '/saving-groups/loans'],
  ['Meetings', '/saving-groups/meetings'],
  ['Visitations', '/saving-groups/visitations'],
];

/**
 * The frame's styles: the app's theme as the stylesheet draws it (the font, the page's grey, the header,
 * Ant Design's level-2 heading, small cards and buttons at the 44 px touch size), so the swap to the
 * real page moves as little as possible. Below 992 px (the app's lg breakpoint) there is no sidebar.
 */
const STYLE = `
body{margin:0}
.fv{display:flex;min-height:100vh;background:#f5f7fa;color:rgba(0,0,0,.88);font-size:14px;line-height:1.5714;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif}
.fv-side{display:none;width:264px;box-sizing:border-box;flex:none;background:#fff;border-inline-end:1px solid #f0f0f0;padding:24px 24px 12px;font-size:16px;font-weight:600}
.fv-main{flex:1;min-width:0}
.fv-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;min-height:64px;box-sizing:border-box;padding:12px 16px;background:#fff;border-bottom:1px solid #f0f0f0}
.fv-title{display:flex;align-items:center;gap:8px;min-width:0;flex:1 1 160px;min-height:44px}
.fv-menu{width:44px;height:44px;flex:none}
.fv-head h1{margin:0;font-size:20px;font-weight:600;line-height:1.4;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fv-tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.fv-ph{width:44px;height:44px}
.fv-ph-wide{width:66px}
.fv-tag{padding:0 7px;border:1px solid #91caff;border-radius:8px;background:#e6f4ff;color:#0958d9;font-size:12px;line-height:20px}
.fv-content{display:flex;flex-direction:column;gap:24px;padding:16px}
.fv-top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px}
.fv-top h2{margin:.83em 0 4px;font-size:30px;font-weight:600;line-height:1.2667}
.fv-sub{color:#595959}
.fv-actions{display:flex;flex-wrap:wrap;gap:8px}
.fv-button{display:inline-flex;align-items:center;box-sizing:border-box;height:44px;padding:0 15px;border-radius:8px;border:1px solid #d9d9d9;background:#fff;color:inherit;text-decoration:none}
.fv-button::before{content:'';width:14px;margin-inline-end:8px}
.fv-primary{background:#1f5fa8;border-color:#1f5fa8;color:#fff}
.fv-links{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.fv-link{display:flex;flex-direction:column;align-items:center;gap:4px;padding:12px;background:#fff;border:1px solid #f0f0f0;border-radius:8px;color:inherit;text-decoration:none;font-weight:600}
.fv-link::before{content:'';height:38px}
.fv-wait{height:160px;border-radius:8px;background:linear-gradient(90deg,#eceff3 25%,#f5f7fa 37%,#eceff3 63%)}
@media (min-width:768px){.fv-links{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:992px){.fv-side{display:block}.fv-menu{display:none}.fv-title{min-height:40px}.fv-ph{height:32px}.fv-ph-wide{width:116px}.fv-ph:nth-child(4){width:100px}.fv-ph:nth-child(5){width:125px}.fv-head,.fv-content{padding-inline:24px}.fv-content{padding-block:24px}}
@media (min-width:1200px){.fv-links{grid-template-columns:repeat(6,minmax(0,1fr))}}
`.replace(/\n/g, '');

/** The dashboard's frame, in the user's language (everything the user or the catalogue wrote escaped). */
export const renderFrame = (user: CurrentUserRow, language: Language): string => {
  const t = translate(language);
  const html = (english: string, values?: Record<string, string>) => escapeHtml(t(english, values));
  const manages = hasCapability(actorOf({ ...user, isActive: true }), 'savingGroups.manage');
  return (
    `<style>${STYLE}</style>` +
    `<div class="fv"><div class="fv-side">${html('Programme Management System')}</div>` +
    `<div class="fv-main"><header class="fv-head"><div class="fv-title"><span class="fv-menu"></span><h1>${html('Programme Management System')}</h1></div>` +
    (user.projectCode
      ? `<div class="fv-tools"><span class="fv-tag">${escapeHtml(`${user.projectCode} - ${user.projectName ?? ''}`)}</span>` +
        // the header's controls (language, notifications, export, quick add) take their places
        `<span class="fv-ph fv-ph-wide"></span><span class="fv-ph"></span><span class="fv-ph"></span><span class="fv-ph"></span></div>`
      : '') +
    `</header>` +
    `<main class="fv-content" aria-busy="true"><div class="fv-top"><div>` +
    `<h2>${html('Saving Groups Ministry Dashboard')}</h2>` +
    `<span class="fv-sub">${html('Welcome back, {{username}}', { username: user.username })}</span></div>` +
    `<div class="fv-actions"><a class="fv-button" href="/saving-groups/reports">${html('Reports')}</a>` +
    (manages
      ? `<a class="fv-button fv-primary" href="/saving-groups/create">${html('Add New Group')}</a>`
      : '') +
    `</div></div><nav aria-label="${html('Quick links')}" class="fv-links">` +
    QUICK_LINKS.map(([label, href]) => `<a class="fv-link" href="${href}">${html(label)}</a>`).join('') +
    `</nav><div class="fv-wait" role="status" aria-label="${html('Loading analytics')}"></div></main></div></div>`
  );
};

/**
 * index.html with the frame in #root (in place of its spinner) and the user's row before the scripts. The
 * stylesheets become preloads (marked for ui/src/features/auth/first-view.ts, which applies them before
 * the app draws): they load at once, but the frame, which carries its own styles, paints without waiting
 * for them (on a slow line they share the bandwidth with the scripts). Nor need they go before the
 * scripts (the app draws only once its scripts have run): their priority is low.
 */
export const withFirstView = (indexHtml: string, user: CurrentUserRow, language: Language): string => {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*(?=<script|<\/body>)/;
  if (!root.test(indexHtml)) return indexHtml;
  const userJson = `<script type="application/json" id="${FIRST_VIEW_USER_ID}">${scriptJson(user)}</script>`;
  return indexHtml
    .replace(
      /<link rel="stylesheet"([^>]*)>/g,
      `<link rel="preload" as="style" fetchpriority="low"$1 ${DEFERRED_STYLE_ATTRIBUTE}>`,
    )
    .replace(root, () => `<div id="root">${renderFrame(user, language)}</div>\n    ${userJson}\n    `)
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
};

/** The language the frame is drawn in: the user's choice kept on the server, else the browser's. */
const languageOf = (user: CurrentUserRow, acceptLanguage: string | undefined): Language =>
  user.language ?? (acceptLanguage?.trim().toLowerCase().startsWith('sw') ? 'sw' : 'en');

/**
 * The built index.html, read again only when the file changed (a build while the product runs replaces
 * it, and its scripts' names with it); undefined when the UI is not built.
 */
const builtIndex = (uiDist: string) => {
  const file = path.join(uiDist, 'index.html');
  let kept: { readonly at: number; readonly text: string } | undefined;
  return async (): Promise<string | undefined> => {
    try {
      const { mtimeMs } = await stat(file);
      if (kept?.at !== mtimeMs) kept = { at: mtimeMs, text: await readFile(file, 'utf8') };
      return kept.text;
    } catch {
      return undefined;
    }
  };
};

export const registerFirstView = (app: FastifyInstance, pool: pg.Pool, uiDist: string = UI_DIST): void => {
  const page = builtIndex(uiDist);
  /**
   * The database away (the session or the user could not be read): the page as it is, without its first
   * view, as when the read API cannot be reached, instead of the API's 503 in place of the page; the app
   * then says what the matter is. Any other failure goes to the service's error handler.
   */
  const withoutFirstView = async (error: unknown, reply: FastifyReply) => {
    const index = isDatabaseUnavailable(error) ? await page() : undefined;
    if (index === undefined) throw error;
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', uiContentSecurityPolicy)
      .send(index);
  };
  app.get(
    FIRST_VIEW_PATH,
    { errorHandler: (error, _request, reply) => withoutFirstView(error, reply) },
    async (request, reply) => {
      const userId = request.session.userId;
      const user = userId === undefined ? null : await loadUser(pool, userId);
      const index = await page();
      if (index === undefined) return reply.code(404).send({ message: 'The UI is not built' });
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // the frame holds the user's name: never kept by a cache, and always the page the UI's policy allows
        .header('cache-control', 'no-store')
        .header('content-security-policy', uiContentSecurityPolicy);
      if (
        !user?.isActive ||
        user.role !== 'ChurchFacilitator' ||
        user.mustChangePassword ||
        !hasProgrammeAccess(actorOf(user))
      )
        return index;
      const { isActive: _isActive, ...row } = user;
      return withFirstView(index, row, languageOf(row, request.headers['accept-language']));
    },
  );
};
