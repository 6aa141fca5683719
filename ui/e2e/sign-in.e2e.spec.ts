import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser, signIn, signInThroughForm, submitSignIn } from './support/demo';

test.describe('signing in', () => {
  const homeDashboards: [DemoUser, string, string][] = [
    ['admin', 'System Dashboard', 'All Projects'],
    ['cluster', 'Cluster Dashboard', 'Kakamega Cluster'],
    ['project', 'Project Dashboard', 'KE0420 - Kakamega Central'],
    ['project2', 'Project Dashboard', 'KE0305 - Bungoma Town'],
  ];
  for (const [username, heading, projectContext] of homeDashboards) {
    test(`lands ${username} on the home dashboard titled '${heading}'`, async ({ page }) => {
      await signInThroughForm(page, username);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByText(`Welcome back, ${username}`)).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(projectContext);
    });
  }

  const ownDashboards: [DemoUser, string][] = [
    ['facilitator', '/church-facilitator'],
    ['regional', '/regional-dashboard'],
    ['director', '/national-dashboard'],
    // an Auditor of the whole programme reads the national dashboard
    ['auditor', '/national-dashboard'],
  ];
  for (const [username, path] of ownDashboards) {
    test(`sends ${username} from / to ${path}`, async ({ page }) => {
      await signInThroughForm(page, username);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('comes back to the address opened signed out, and a sign-out starts the next user at home', async ({
    page,
  }) => {
    await page.goto('/participants?search=Amani');
    await expect(page).toHaveURL(/\/auth\?next=%2Fparticipants%3Fsearch%3DAmani$/);
    await page.getByLabel('Username').fill('project');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/participants\?search=Amani$/);
    await expect(page.getByTestId('current-username')).toHaveText('project');
    // another site's address is not followed
    await page.goto('/auth?next=//evil.example/');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows the required-field messages instead of sending an empty form', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls += 1;
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await expect(page.getByText('Username is required')).toBeHidden();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test("shows 'Passwords don't match' on the confirmation when creating an account", async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Username').fill(`newcomer${Date.now()}`);
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await page.getByLabel('Confirm Password').fill('another passphrase');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a refused form puts the focus on the first field to mend, and the password can be shown', async ({
    page,
  }) => {
    await page.goto('/auth');
    // the required mark is drawn, not read: the field's name is its label's text
    await expect(page.getByRole('textbox').first()).toHaveAccessibleName('Username');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Username').press('Enter');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Password is required' })).toBeVisible();
    // the message is the field's description: a screen reader reads it with the field
    await expect(password).toHaveAccessibleDescription('Password is required');

    await password.fill('Demo!2026');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('type', 'password');
    const show = page.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    // Enter in the password field signs in
    await password.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the confirmation is checked again when the password changes', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Username').fill(`newcomer${Date.now()}`);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('a long passphrase');
    await page.getByLabel('Confirm Password').fill('a long passphrase');
    await expect(page.getByText("Passwords don't match")).toBeHidden();
    await password.fill('a longer passphrase');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await password.fill('a long passphrase');
    await expect(page.getByText("Passwords don't match")).toBeHidden();
  });

  test("a wrong password shows the 'Login failed' toast and stays on /auth", async ({ page }) => {
    await submitSignIn(page, 'admin', 'not-the-password');
    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    // the description is the server's text, without the HTTP status
    await expect(toast).toContainText('Invalid username or password');
    await expect(toast).not.toContainText('401');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('a signed-in user who opens /auth is sent to /', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'System Dashboard' })).toBeVisible();
  });
});

test.describe('signing out', () => {
  test('returns to /auth, and / then redirects to /auth', async ({ page }) => {
    await signIn(page, 'project');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    // an address opened signed out is where signing in leads back to
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/auth\?next=%2Fprojects$/);
  });
});
