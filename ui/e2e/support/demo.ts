import { expect, type Page } from '@playwright/test';
import { fromOwnPage } from './api';

/** The demo accounts the seed creates (all share one password). */
export const DEMO_PASSWORD = 'Demo!2026';

export type DemoUser =
  | 'admin'
  | 'director'
  | 'regional'
  | 'cluster'
  | 'project'
  | 'project2'
  | 'facilitator'
  /** Read-only, the whole programme. */
  | 'auditor';

/** Fills the sign-in form and submits it; does not wait for where the route guard sends the browser. */
export const submitSignIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
};

/** Signs in as a demo user through the sign-in form and waits until the shell shows that user. */
export const signInThroughForm = async (page: Page, username: DemoUser): Promise<void> => {
  await submitSignIn(page, username, DEMO_PASSWORD);
  await expect(page.getByTestId('current-username')).toHaveText(username);
};

/**
 * Signs in as a demo user through the API (the browser context keeps the session cookie), opens
 * `landing` and waits until the shell shows that user. The sign-in form itself is tested by
 * sign-in.e2e.spec.ts (`signInThroughForm`, `submitSignIn`); loading it before every other test cost a
 * page load each.
 */
export const signIn = async (page: Page, username: DemoUser, landing = '/'): Promise<void> => {
  const answer = await page.request.post('/api/login', {
    headers: fromOwnPage(),
    data: { username, password: DEMO_PASSWORD },
  });
  expect(answer.status(), `signing in as ${username}`).toBe(200);
  await page.goto(landing);
  await expect(page.getByTestId('current-username')).toHaveText(username);
};

/** The visible labels of the sidebar's entries, top to bottom (sections are open by default). */
export const sidebarEntries = async (page: Page): Promise<string[]> => {
  const entries = page.getByTestId('sidebar').getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  return (await entries.allInnerTexts()).map((text) => text.trim());
};
