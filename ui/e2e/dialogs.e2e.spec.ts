import { expect, type Page, test } from '@playwright/test';
import { smallTargets, unstyledComponents, violationsOn } from './support/checks';
import { type DemoUser, signIn } from './support/demo';

/**
 * The add and record dialogs on a phone (390 × 844), as the walk of every route sees only each page as it
 * first shows: each dialog fits the screen, its controls are at least 44 px, axe finds no serious or
 * critical violation in it, its required fields are named by their labels alone, focus moves into it, never reaches the page behind it while tabbing, and goes
 * back to the button that opened it when it closes with Escape.
 */
const GROUP = 'Upendo Women Group';
/** The user, the page, the button that opens the dialog (its title too), and the group the page needs. */
const DIALOGS: readonly (readonly [user: DemoUser, route: string, button: string, group?: string])[] = [
  ['project', '/participants', 'Add Participant'],
  ['project', '/contributions', 'Record Payment'],
  ['project', '/assets', 'Add Asset'],
  ['project', '/group-member-management', 'Add Member', GROUP],
  ['project', '/saving-groups/savings', 'Record Saving'],
  ['project', '/loan-disbursements', 'Issue Loan', GROUP],
  ['project', '/loan-disbursements', 'Record Payment', GROUP],
  ['admin', '/users', 'Create User'],
];

/** The id of a demo group, from the list the signed-in user reads. */
const groupIdOf = async (page: Page, name: string): Promise<number> => {
  const groups: { id: number; name: string }[] = await (await page.request.get('/api/saving-groups')).json();
  const group = groups.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`No group named ${name}`);
  return group.id;
};

/** Where the keyboard's focus is: inside the open dialog, or the name of what holds it. */
const focusPlace = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest('.ant-modal-wrap')) return 'in the dialog';
    return `${active?.tagName ?? 'nothing'} ${active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40) ?? ''}`;
  });

/**
 * The required fields of `scope` whose accessible name is not their label's text: a screen reader would
 * read the drawn required mark with it ("star Name"); the field says it is required (aria-required).
 */
const namesWithTheMark = async (page: Page, scope: string): Promise<string[]> => {
  const problems: string[] = [];
  for (const label of await page.locator(`${scope} label.ant-form-item-required[for]`).all()) {
    const text = ((await label.textContent()) ?? '').trim();
    const field = page.locator(`[id="${await label.getAttribute('for')}"]`);
    try {
      await expect(field).toHaveAccessibleName(text, { timeout: 1000 });
    } catch {
      problems.push(`the field labelled ${text} is named otherwise`);
    }
  }
  return problems;
};

test.describe('dialogs on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const user of new Set(DIALOGS.map(([owner]) => owner))) {
    test(`${user}'s add and record dialogs fit, pass axe and keep the focus`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, user);
      await page.setViewportSize({ width: 390, height: 844 });
      const problems: string[] = [];
      for (const [, route, name, group] of DIALOGS.filter(([owner]) => owner === user)) {
        if (new URL(page.url()).pathname !== route)
          await page.goto(group ? `${route}?groupId=${await groupIdOf(page, group)}` : route);
        const opener = page.getByRole('button', { name, exact: true }).first();
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        // the dialog's opening animation ends before anything is measured
        await expect(
          page.locator('.ant-modal-wrap .ant-zoom-appear, .ant-modal-wrap .ant-zoom-enter'),
        ).toHaveCount(0);
        const box = await dialog.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 390) problems.push(`${name}: wider than the screen`);
        problems.push(
          ...(await smallTargets(page, '.ant-modal-wrap')).map((target) => `${name}: small ${target}`),
        );
        problems.push(...(await violationsOn(page, '.ant-modal-wrap')).map((v) => `${name}: ${v}`));
        problems.push(...(await namesWithTheMark(page, '.ant-modal-wrap')).map((p) => `${name}: ${p}`));
        problems.push(
          ...(await unstyledComponents(page)).map((component) => `${name}: unstyled ${component}`),
        );
        const opened = await focusPlace(page);
        if (opened !== 'in the dialog') problems.push(`${name}: focus stayed on ${opened}`);
        // past its last control focus may leave the page for the browser's own controls (the body is then
        // the active element) and come back to the dialog's first; it never reaches the page behind
        for (let press = 0; press < 15; press += 1) {
          await page.keyboard.press('Tab');
          const tabbed = await focusPlace(page);
          if (tabbed !== 'in the dialog' && !tabbed.startsWith('BODY '))
            problems.push(`${name}: tabbing left the dialog for ${tabbed}`);
        }
        // Escape closes a picker the tabbing opened first, then the dialog
        await expect(async () => {
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden({ timeout: 1000 });
        }).toPass();
        if (!(await opener.evaluate((element) => element === document.activeElement)))
          problems.push(`${name}: focus did not return to its button (${await focusPlace(page)})`);
      }
      expect(problems).toEqual([]);
    });
  }
});
