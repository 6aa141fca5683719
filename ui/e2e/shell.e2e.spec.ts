import { expect, type Locator, type Page, test } from '@playwright/test';
import { type DemoUser, signIn } from './support/demo';
import { kiswahiliCatalogue } from './support/kiswahili';
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

  test('roles without a selector see a badge naming their project, or the place they work over', async ({
    page,
  }) => {
    await signIn(page, 'facilitator');
    await expect(page.getByTestId('project-badge')).toHaveText('KE0420 - Kakamega Central');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, 'director');
    await expect(page.getByTestId('project-badge')).toHaveText('National access');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, 'regional');
    await expect(page.getByTestId('project-badge')).toHaveText('Region: Western');
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

/** The controls within `scope` (its buttons, links and selects) narrower or lower than 44 px, as 'name w×h'. */
const smallControls = (scope: Locator): Promise<string[]> =>
  scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, a[href], select, .ant-select')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 43.5 || box.height < 43.5))
      .map(
        ({ element, box }) =>
          `${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );

/**
 * The phone's header: one row no taller than 64 px, every control in it at least 44 × 44, the page never
 * wider than the screen; it holds the menu button, the title, the bell and More, and nothing else of the
 * wide header's (the project, the language switch, Export, Quick Add).
 */
const expectPhoneHeader = async (page: Page) => {
  const header = page.getByRole('banner');
  await expect.poll(async () => (await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallControls(header)).toEqual([]);
  for (const gone of [
    header.getByRole('combobox'),
    header.getByTestId('project-badge'),
    header.getByRole('button', { name: /^(Export|Quick Add)$/ }),
  ])
    await expect(gone).toHaveCount(0);
};

/** Opens the header's More menu with its button; the menu (a drawer) and the button. */
const openMore = async (page: Page, name = 'More actions'): Promise<{ menu: Locator; more: Locator }> => {
  const more = page.getByRole('banner').getByRole('button', { name });
  const menu = page.getByRole('dialog', { name });
  await more.click();
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  return { menu, more };
};

/** The menu closed, the focus back on its button. */
const expectClosed = async (menu: Locator, more: Locator) => {
  await expect(menu).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
};

/**
 * A facilitator on a cheap Android phone (390 × 844) saw a sticky header of two rows, 180 px, a fifth of
 * the screen. On a phone it is one row of at most 64 px; the project, the language switch, Export and
 * Quick Add are in the More menu, with their names, each working there.
 */
test.describe('the header on a phone', () => {
  const catalogue = kiswahiliCatalogue();

  /** Signed in on a wide screen (which shows who is signed in), then the phone's 390 × 844. */
  const signInOnPhone = async (page: Page, user: DemoUser) => {
    await signIn(page, user);
    await page.setViewportSize({ width: 390, height: 844 });
  };

  /** Kiswahili from the More menu turns the title into Kiswahili (the choice kept in this browser only). */
  const switchToKiswahili = async (page: Page) => {
    // the demo user's choice on the server stays unset: other tests read the demo users in English
    await page.route('**/api/user/language', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    const title = page.getByTestId('page-title');
    const english = (await title.textContent()) ?? '';
    const { menu } = await openMore(page);
    await menu.getByRole('combobox', { name: 'Language' }).selectOption('sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(title).toHaveText(catalogue[english] ?? '(no Kiswahili title)');
    // the app is drawn anew in Kiswahili: the menu is closed, the focus on its new button
    const more = page.getByRole('banner').getByRole('button', { name: catalogue['More actions'] });
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expectPhoneHeader(page);
    const { menu: menuInKiswahili } = await openMore(page, catalogue['More actions']);
    await expect(menuInKiswahili.getByRole('combobox', { name: catalogue.Language })).toHaveValue('sw');
  };

  test('a facilitator: one row, with the project, Quick Add, Export and the language in More', async ({
    page,
    context,
  }) => {
    await signInOnPhone(page, 'facilitator');
    await expect(page).toHaveURL(/\/church-facilitator$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectPhoneHeader(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^(Open menu|Notifications.*|More actions)$/ }),
    ).toHaveCount(3);

    // offline (it matters in the field), the sync state shows in the row too
    await context.setOffline(true);
    await expect(page.getByTestId('sync-button')).toBeVisible();
    await expectPhoneHeader(page);
    await context.setOffline(false);
    await expect(page.getByTestId('sync-button')).toHaveCount(0);

    // the menu, from the keyboard: its controls at least 44 px, Escape closes it and the focus comes back
    const more = page.getByRole('button', { name: 'More actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'More actions' });
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('project-badge')).toHaveText('KE0420 - Kakamega Central');
    await expect(menu.getByRole('group', { name: 'Export' })).toContainText(
      'This page has nothing to export',
    );
    await expect(menu.getByRole('group', { name: 'Quick Add' }).getByRole('link')).toHaveText([
      'Create Saving Group',
      'Upload Document',
    ]);
    expect(await smallControls(menu)).toEqual([]);
    await page.keyboard.press('Escape');
    await expectClosed(menu, more);

    // Quick Add takes it to the page's add dialog; closing that gives the focus back to More
    await openMore(page);
    await menu.getByRole('link', { name: 'Upload Document' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('dialog', { name: 'Upload Document' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Upload Document' })).toBeHidden();
    await expect(more).toBeFocused();

    // Export downloads what the page shows
    await openMore(page);
    const download = page.waitForEvent('download');
    await menu.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^documents.*\.csv$/);
    await expectClosed(menu, more);

    await switchToKiswahili(page);
  });

  test('a project admin: one row, with the project, Quick Add, Export and the language in More', async ({
    page,
  }) => {
    await signInOnPhone(page, 'project');
    await expect(page.getByRole('heading', { level: 2, name: 'Project Dashboard' })).toBeVisible();
    await expectPhoneHeader(page);

    const { menu, more } = await openMore(page);
    await expect(menu.getByTestId('project-badge')).toHaveText('KE0420 - Kakamega Central');
    expect(await smallControls(menu)).toEqual([]);
    await menu.getByRole('link', { name: 'Add Participant' }).click();
    await expect(page).toHaveURL(/\/participants$/);
    const dialog = page.getByRole('dialog', { name: 'Add Participant' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectPhoneHeader(page);

    await openMore(page);
    const exports = menu.getByRole('group', { name: 'Export' }).getByRole('button');
    await expect(exports).toHaveText(['CSV', 'Excel']);
    const download = page.waitForEvent('download');
    await exports.filter({ hasText: 'CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/participants.*\.csv$/);
    await expectClosed(menu, more);

    await switchToKiswahili(page);
  });

  test("a SuperAdmin chooses the project in More, and the menu closes on the project's dashboard", async ({
    page,
  }) => {
    await signInOnPhone(page, 'admin');
    await expect(page.getByRole('heading', { level: 2, name: 'System Dashboard' })).toBeVisible();
    await expectPhoneHeader(page);
    const { menu, more } = await openMore(page);
    expect(await smallControls(menu)).toEqual([]);
    await chooseOption(page, menu.getByRole('combobox', { name: 'Project' }), 'KE0421 - Lurambi');
    await expect(page).toHaveURL(/\/\?projectId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'KE0421 Project Dashboard' })).toBeVisible();
    await expectClosed(menu, more);
    await expectPhoneHeader(page);
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
