import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CurrentUserRow } from '@pm/domain/api/account-queries';
import { FIRST_VIEW_USER_ID } from '@pm/domain/api/first-view';
import { buildGateway } from '@pm/infra/gateway';
import { projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_PATH } from './first-view';

/** The page's index.html as the UI's sources have it (the build only changes its script and style tags). */
const UI_INDEX = path.resolve(import.meta.dirname, '../../../ui/index.html');

const userJsonOf = (html: string): unknown => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_VIEW_USER_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : undefined;
};

describe("the facilitator dashboard's first view, drawn by the server", () => {
  let system: System;
  let dist: string;
  let index: string;
  let gateway: FastifyInstance;
  let unreachable: FastifyInstance;
  let base: string;
  let facilitator: ApiClient;

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'pm-first-view-'));
    await copyFile(UI_INDEX, path.join(dist, 'index.html'));
    index = await readFile(UI_INDEX, 'utf8');
    system = await startSystem({ uiDist: dist });
    const [commandServiceUrl, readApiUrl] = [await listen(system.commandApp), await listen(system.readApp)];
    gateway = await buildGateway({ commandServiceUrl, readApiUrl, uiDist: dist, logger: false });
    base = await listen(gateway);
    // a gateway whose read API is down: port 1 refuses every connection
    unreachable = await buildGateway({
      commandServiceUrl,
      readApiUrl: 'http://127.0.0.1:1',
      uiDist: dist,
      logger: false,
    });
    facilitator = await system.login('facilitator');
  });
  afterAll(async () => {
    await gateway.close();
    await unreachable.close();
    await system.stop();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (at: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${at}/church-facilitator`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it("draws the page's frame for a signed-in facilitator, with the user's row the app starts from", async () => {
    const response = await page(base, facilitator.sessionCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // the UI's policy (its own scripts only), not the API's default-src 'none'
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h2>Saving Groups Ministry Dashboard</h2>');
    expect(html).toContain('Welcome back, facilitator');
    expect(html).toContain('<a class="fv-button fv-primary" href="/saving-groups/create">Add New Group</a>');
    for (const href of ['groups', 'members', 'savings', 'loans', 'meetings', 'visitations'])
      expect(html).toContain(`href="/saving-groups/${href}"`);
    expect(html).not.toContain('role="status" aria-label="Loading" style'); // index.html's spinner replaced
    // the rest of index.html is untouched: its scripts still load the app
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(userJsonOf(html)).toEqual((await facilitator.get<CurrentUserRow>('/api/user')).body);
  });

  it('is index.html as it is without a session, for another role, and when the read API is down', async () => {
    expect(await (await page(base)).text()).toBe(index);
    expect(await (await page(base, 'pm.sid=forged.value')).text()).toBe(index);
    const project = await system.login('project');
    expect(await (await page(base, project.sessionCookie)).text()).toBe(index);
    const down = await page(await listen(unreachable), facilitator.sessionCookie);
    expect(down.status).toBe(200);
    expect(await down.text()).toBe(index);
  });

  it("is drawn in the user's language: the one chosen on the server, else the browser's", async () => {
    const other = await system.login('facilitator');
    const english = await (
      await page(base, other.sessionCookie, { 'accept-language': 'sw-KE,sw;q=0.9' })
    ).text();
    // the demo facilitator has chosen no language: the browser's Kiswahili
    expect(english).toContain('<html lang="sw">');
    expect(english).not.toContain('<h2>Saving Groups Ministry Dashboard</h2>');
    expect((await other.put('/api/user/language', { language: 'en' })).status).toBe(200);
    await projectionsSettled(system);
    const chosen = await (await page(base, other.sessionCookie, { 'accept-language': 'sw-KE' })).text();
    expect(chosen).toContain('<html lang="en">');
    expect(chosen).toContain('<h2>Saving Groups Ministry Dashboard</h2>');
    expect((await other.put('/api/user/language', { language: 'sw' })).status).toBe(200);
    await projectionsSettled(system);
    const swahili = await (await page(base, other.sessionCookie)).text();
    expect(swahili).toContain('<html lang="sw">');
    expect(swahili).toContain('href="/saving-groups/loans">Mikopo</a>');
    expect((await other.put('/api/user/language', { language: 'en' })).status).toBe(200);
  });

  it('answers 404 at the read API when the UI is not built', async () => {
    const bare = await startSystem({ uiDist: path.join(dist, 'missing') });
    try {
      const client = await bare.login('facilitator');
      expect((await client.get(FIRST_VIEW_PATH)).status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});
