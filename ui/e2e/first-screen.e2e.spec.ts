import { expect, test } from '@playwright/test';
import { ruleLoaded, unstyledComponents } from './support/checks';
import { signIn, submitSignIn } from './support/demo';

/**
 * The first screen carries only its own share of Ant Design's stylesheet (ui/vite-plugin-antd-css.ts):
 * every Ant Design component it draws (the card's fields and buttons, the validation messages, the
 * failed sign-in's toast) must find its rules there; the other components' rules come with their code.
 * (The walks of every route and of the dialogs check every other screen the same way.)
 */
test('the sign-in screen draws every component it shows from its own light share of the stylesheet', async ({
  page,
}) => {
  await page.goto('/auth');
  const signInTab = page.getByRole('tab', { name: 'Sign In' });
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  expect(await ruleLoaded(page, '.ant-table-wrapper')).toBe(false);

  // the validation messages
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);

  // the tabs answer the arrow keys as a tab list does, and the registration form is styled too
  await signInTab.focus();
  await page.keyboard.press('ArrowRight');
  const createTab = page.getByRole('tab', { name: 'Create Account' });
  await expect(createTab).toBeFocused();
  await expect(createTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  await page.keyboard.press('Home');
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');

  // a failed sign-in's toast
  await submitSignIn(page, 'admin', 'not-the-password');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Login failed' })).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  expect(await ruleLoaded(page, '.ant-table-wrapper')).toBe(false);

  // signed in, the shell and a page of tables come with their rules
  await page.getByLabel('Password', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('current-username')).toHaveText('admin');
  expect(await unstyledComponents(page)).toEqual([]);
  await page.goto('/projects');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await ruleLoaded(page, '.ant-table-wrapper')).toBe(true);
  expect(await unstyledComponents(page)).toEqual([]);
});

/**
 * A phone on a slow line waits seconds for the app's scripts: the facilitator's dashboard is drawn by the
 * server first (read-api/src/features/first-view.ts), its heading, welcome and links usable before any
 * script runs; the app then replaces it with the page itself, starting from the user's row the server
 * wrote into the page instead of asking for it again.
 */
test("the facilitator's dashboard is drawn by the server before the app runs, and the app takes over", async ({
  browser,
  page,
}) => {
  await signIn(page, 'facilitator');
  await page.setViewportSize({ width: 390, height: 844 });

  // no script at all: the server's frame, in the phone's width
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  try {
    const frame = await noScript.newPage();
    await frame.goto('/church-facilitator');
    await expect(
      frame.getByRole('heading', { level: 2, name: 'Saving Groups Ministry Dashboard' }),
    ).toBeVisible();
    await expect(frame.getByText('Welcome back, facilitator')).toBeVisible();
    const links = frame.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(links).toHaveText(['Groups', 'Members', 'Savings', 'Loans', 'Meetings', 'Visitations']);
    await expect(frame.getByRole('link', { name: 'Add New Group' })).toHaveAttribute(
      'href',
      '/saving-groups/create',
    );
    expect(await frame.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await noScript.close();
  }

  // with scripts: the app replaces the frame, without asking the server who is signed in
  const userRequests: string[] = [];
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/user') userRequests.push(request.url());
    if (pathname === '/api/analytics/church-facilitator') analyticsRequests.push(request.url());
  });
  await page.goto('/church-facilitator');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.locator('.fv')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Saving Groups Ministry Dashboard' })).toHaveCount(
    1,
  );
  // Add New Group opens a page: a link drawn as a button, as in the server's frame
  await expect(page.getByRole('link', { name: 'Add New Group' })).toHaveAttribute(
    'href',
    '/saving-groups/create',
  );
  expect(userRequests).toEqual([]);
  // the figures were asked for while the app loaded, and drawn by its first render: asked for once
  await expect(page.getByText('Total Groups')).toBeVisible();
  expect(analyticsRequests).toHaveLength(1);
  expect(await unstyledComponents(page)).toEqual([]);

  // At rest nothing moves: the group health below the screen waits still until scrolled near. Its shimmer,
  // which nobody saw, repainted the page every frame for as long as it stayed open.
  await expect(page.getByRole('status', { name: 'Loading group health' })).toBeAttached();
  const endless = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ).length,
  );
  expect(endless).toBe(0);
  // The shell is one chunk (ui/vite-chunks.ts), not ~45: the app's loader adds a <link> per chunk it
  // fetches, each a little of the phone's main thread while the app starts (22 here; 73 before).
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeLessThanOrEqual(30);
});
