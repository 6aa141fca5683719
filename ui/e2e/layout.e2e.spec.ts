import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageOverflow } from './support/checks';
import { signIn } from './support/demo';
import { chooseOption } from './support/select';

/**
 * Every page fits the screen it is shown on: a phone (390 px), a common laptop (1366 px) and a wider one
 * (1440 px). A table too wide for its card scrolls inside the card, and no header of it is ever out of
 * reach or covered by another column; the page itself never scrolls sideways.
 */

const WIDTHS = [390, 1366, 1440] as const;

/**
 * The headers of the table that a reader cannot bring into view inside the table's own scroll container:
 * each header is scrolled into view (sideways within the table), then must lie inside the container, clear
 * of any fixed column, and be what the browser shows at its centre (nothing painted over it).
 */
const unreachableHeaders = (table: Locator): Promise<string[]> =>
  table.evaluate((element) => {
    const scroller = element.closest<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!scroller) return ['(the table has no scroll container)'];
    const headers = [...element.querySelectorAll<HTMLElement>('thead th')].filter(
      (th) => (th.textContent ?? '').trim() !== '',
    );
    const isFixed = (th: HTMLElement) => /ant-table-cell-fix/.test(th.className);
    const fixed = headers.filter(isFixed).map((th) => th.getBoundingClientRect());
    const problems: string[] = [];
    for (const th of headers.filter((candidate) => !isFixed(candidate))) {
      th.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = scroller.getBoundingClientRect();
      // the visible part of the container: its box less the fixed columns on either side
      const right = Math.min(box.right, ...fixed.filter((f) => f.left > box.left + 1).map((f) => f.left));
      const left = Math.max(box.left, ...fixed.filter((f) => f.right < box.right - 1).map((f) => f.right));
      let rect = th.getBoundingClientRect();
      if (rect.right > right) scroller.scrollLeft += rect.right - right;
      rect = th.getBoundingClientRect();
      if (rect.left < left) scroller.scrollLeft -= left - rect.left;
      rect = th.getBoundingClientRect();
      const inside = rect.left >= left - 1 && rect.right <= right + 1;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!inside || !hit || !th.contains(hit)) problems.push((th.textContent ?? '').trim());
    }
    scroller.scrollLeft = 0;
    return problems;
  });

/** The stat cards' figures that wrap onto a second line or stick out of their card. */
const brokenFigures = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .pm-stat [data-testid$="-value"]')]
      .filter((figure) => {
        const card = figure.closest('.pm-stat')?.getBoundingClientRect();
        const box = figure.getBoundingClientRect();
        return figure.getClientRects().length > 1 || !card || box.right > card.right + 1;
      })
      .map((figure) => figure.textContent ?? ''),
  );

/** At each width: every header of the table reachable, figures whole, no page-wide sideways scroll. */
const checkWidths = async (page: Page, table: () => Locator) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table().getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => unreachableHeaders(table()), { message: `headers at ${width}px` }).toEqual([]);
    await expect.poll(() => brokenFigures(page), { message: `figures at ${width}px` }).toEqual([]);
    await expect
      .poll(() => pageOverflow(page), { message: `page overflow at ${width}px` })
      .toBeLessThanOrEqual(0);
  }
};

test.describe('layout at every width', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'project');
  });

  test('the contributions table keeps every column within reach', async ({ page }) => {
    await page.goto('/contributions');
    await expect(
      page.getByRole('heading', { level: 2, name: 'KE0420 - Parent Contributions' }),
    ).toBeVisible();
    const table = () => page.getByRole('main').getByRole('table');
    await expect(table().getByRole('columnheader', { name: 'Last Payment' })).toBeAttached();
    await checkWidths(page, table);
  });

  test('the loan book of a group keeps every column within reach', async ({ page }) => {
    await page.goto('/loan-disbursements');
    await chooseOption(page, page.getByRole('combobox', { name: 'Saving group', exact: true }), 'Upendo');
    await page.getByRole('tab', { name: 'Loans' }).click();
    const table = () => page.getByRole('tabpanel').getByRole('table');
    await expect(table().getByRole('columnheader', { name: 'Purpose' })).toBeAttached();
    await checkWidths(page, table);
  });

  test('on a phone the sidebar is a menu behind the header, and pages fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('complementary')).toHaveCount(0);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();
    // the dashboard, with its chart, fits the phone too
    await expect(page.getByRole('heading', { level: 2, name: 'Project Dashboard' })).toBeVisible();
    await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);

    // the menu button works from the keyboard
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('current-username')).toHaveText('project');
    await sidebar.getByRole('link', { name: 'Contributions', exact: true }).click();
    await expect(page).toHaveURL(/\/contributions$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByTestId('page-title')).toHaveText('Parent Contributions');
    await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});
