import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseMenuItem, chooseOption, clickInPopup } from './support/select';

test.describe('the header', () => {
  test("a SuperAdmin's project selector filters the dashboard by project and back", async ({ page }) => {
    await signIn(page, 'admin');
    const selector = page.getByRole('combobox', { name: 'Project' });
    await chooseOption(page, selector, 'KE0421 - Lurambi');
    await expect(page).toHaveURL(/\/\?projectId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'KE0421 Project Dashboard' })).toBeVisible();
    // with a project chosen, the project cards give way to that project's dashboard
    await expect(page.getByRole('link', { name: /^KE0420 - Kakamega Central/ })).toHaveCount(0);

    await chooseOption(page, selector, 'All Projects');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'System Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: /^KE0420 - Kakamega Central/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'KE0420 Project Dashboard' })).toBeVisible();
  });

  test("a ClusterAdmin's selector offers its cluster and only its projects", async ({ page }) => {
    await signIn(page, 'cluster');
    await page.getByRole('combobox', { name: 'Project' }).click();
    const listbox = page.locator('.ant-select-dropdown:visible');
    await expect(listbox).toContainText('Kakamega Cluster');
    await expect(listbox).toContainText('KE0420 - Kakamega Central');
    await expect(listbox).toContainText('KE0421 - Lurambi');
    await expect(listbox).not.toContainText('KE0305');
    await expect(listbox).not.toContainText('KE0101');
  });

  test('roles without a selector see a badge naming their project, or project access', async ({ page }) => {
    await signIn(page, 'facilitator');
    await expect(page.getByTestId('project-badge')).toHaveText('KE0420 - Kakamega Central');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, 'director');
    await expect(page.getByTestId('project-badge')).toHaveText('Project Access');
  });

  test('Quick Add offers a facilitator only what it may create, and takes it there', async ({ page }) => {
    await signIn(page, 'facilitator');
    // the facilitator's home redirects to its dashboard: let that finish before navigating elsewhere
    await expect(page).toHaveURL(/\/church-facilitator$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const menu = page.getByRole('menu').filter({ hasText: 'Create Saving Group' });
    // the landing redirect can still be settling right after sign-in: open the menu again until the choice lands
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Quick Add' }).click();
      await expect(menu.getByRole('menuitem')).toHaveText(['Create Saving Group', 'Upload Document']);
      await menu.getByRole('menuitem', { name: 'Upload Document' }).click();
      await expect(page).toHaveURL(/\/documents(\?|$)/, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  });

  test('the header menus open from the keyboard, and the focus stays on their button', async ({ page }) => {
    // the menu is set up by the key press that opens it first (popup-on-demand.tsx): the button is drawn
    // anew inside it, and the focus must come back to it rather than fall to the page
    await signIn(page, 'project', '/participants');
    const quickAdd = page.getByRole('button', { name: 'Quick Add' });
    await quickAdd.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Add Participant' })).toBeVisible();
    await expect(quickAdd).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Add Participant' })).toBeHidden();
    // open again, now set up: still the same button, focused
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Add Participant' })).toBeVisible();
    await expect(quickAdd).toBeFocused();
    await page.keyboard.press('Escape');

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tooltip').or(page.locator('.ant-popover')).first()).toBeVisible();
    await expect(bell).toBeFocused();
  });

  test("the bell tells a ProjectAdmin of the demo's emergency request and leads to it", async ({ page }) => {
    await signIn(page, 'project');
    const bell = page.getByRole('button', { name: /^Notifications: \d+ new$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    // the demo's request (other browser tests may have left requests of their own)
    const line = page
      .getByRole('listitem')
      .filter({ hasText: /Upendo Women Group: KES 1,500\.00 requested by/ });
    const request = line.getByRole('link', { name: 'Emergency request waiting for your decision' });
    // the bell's name drops its count once the list has been seen
    await clickInPopup(page.getByRole('button', { name: /^Notifications/ }), request, () =>
      expect(page).toHaveURL(/\/emergency-fund$/, { timeout: 2000 }),
    );
    // what was shown is no longer counted as new
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });

  test("on a phone the bell's list opens within the screen", async ({ page }) => {
    await signIn(page, 'project');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const popup = page.locator('.ant-popover');
    await expect(popup.getByRole('listitem').first()).toBeVisible();
    const popover = await popup.boundingBox();
    expect(popover?.x).toBeGreaterThanOrEqual(0);
    expect((popover?.x ?? 0) + (popover?.width ?? 0)).toBeLessThanOrEqual(390);
  });

  test("the bell of a director holds nothing waiting, only the day's signed log head once it is signed", async ({
    page,
  }) => {
    await signIn(page, 'director');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    // the hourly check of the event log signs the day's head and tells the NationalDirector (it may not
    // have run yet): nothing else waits for a director of the demo programme
    const popup = page.locator('.ant-popover');
    await expect(
      popup.getByText('No notifications').or(popup.getByText('Event log head signed')),
    ).toBeVisible();
    await expect(popup.getByRole('listitem').filter({ hasNotText: 'Event log head signed' })).toHaveCount(0);
  });

  test('Quick Add opens the add dialog of the page, and Export downloads what the page shows', async ({
    page,
  }) => {
    await signIn(page, 'project');
    await chooseMenuItem(page, page.getByRole('button', { name: 'Quick Add' }), 'Add Participant');
    await expect(page).toHaveURL(/\/participants$/);
    await expect(page.getByRole('dialog', { name: 'Add Participant' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const header = page.getByRole('banner');
    const download = page.waitForEvent('download');
    await chooseMenuItem(page, header.getByRole('button', { name: 'Export' }), 'CSV');
    expect((await download).suggestedFilename()).toMatch(/participants.*\.csv$/);

    await page.goto('/');
    await expect(header.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

test.describe('a release while the page is open', () => {
  test('a missing chunk reloads the page once, then shows why inside the shell, with Reload', async ({
    page,
  }) => {
    await signIn(page, 'project');
    // each new document of the tab (its first was parsed before the username showed)
    let documents = 0;
    page.on('domcontentloaded', () => {
      documents += 1;
    });
    await page.evaluate(() => Object.assign(window, { beforeTheRelease: true }));
    // the participants page's code, as a server that has the next release only answers it
    const missing = '**/assets/participants-*.js';
    await page.route(missing, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('link', { name: 'Participants', exact: true }).click();
    // one reload into the "new release" (which lacks it too), then no more: the page says what happened
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(alert).toBeVisible();
    expect(documents).toBe(1);
    expect(await page.evaluate(() => 'beforeTheRelease' in window)).toBe(false);
    await expect(page.getByRole('banner')).toBeVisible();
    // the shell still leads elsewhere, and the next page is drawn
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Project Dashboard' })).toBeVisible();
    await expect(alert).toBeHidden();
    // once the code is there, Reload draws the page
    await page.goBack();
    await page.unroute(missing);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Participants/ })).toBeVisible();
  });
});
