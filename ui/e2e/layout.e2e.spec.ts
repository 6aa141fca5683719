import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageOverflow, smallTargets } from './support/checks';
import { signIn } from './support/demo';
import { chooseOption } from './support/select';

/**
 * Every page fits the screen it is shown on. On a phone (390 × 844) a list shows its key columns (the
 * name, the main amount, the status, the action) on the first screen, nothing scrolls sideways, and one
 * tap on a row shows its other fields. On a laptop (1440 × 900, sidebar open) every column of the
 * contributions, loans and projects tables is in view without scrolling; on a smaller one (1366 px) a
 * table too wide for its card scrolls inside the card, every header within reach.
 */

const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1440, height: 900 } as const;

/** The table's header texts, left to right (the empty ones left out). */
const headerNames = async (table: Locator): Promise<string[]> =>
  (await table.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

/**
 * The headers of the table that are not wholly within the window as the page opened (nothing scrolled),
 * or are covered there by something else (the sticky header).
 */
const headersOutOfView = (table: Locator): Promise<string[]> =>
  table.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('thead th')]
      .filter((th) => (th.textContent ?? '').trim() !== '')
      .filter((th) => {
        const box = th.getBoundingClientRect();
        const inside =
          box.left >= -1 && box.top >= -1 && box.right <= innerWidth + 1 && box.bottom <= innerHeight + 1;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !inside || !hit || !th.contains(hit);
      })
      .map((th) => (th.textContent ?? '').trim()),
  );

/** How far the table's own scroll container scrolls sideways, and where it stands. */
const tableScroll = (table: Locator): Promise<{ overflow: number; left: number }> =>
  table.evaluate((element) => {
    const scroller = element.closest<HTMLElement>('.ant-table-content, .ant-table-body');
    return scroller
      ? { overflow: scroller.scrollWidth - scroller.clientWidth, left: scroller.scrollLeft }
      : { overflow: Number.NaN, left: Number.NaN };
  });

/**
 * The headers of the table that a reader cannot bring into view inside the table's own scroll container:
 * each header is scrolled into view (sideways within the table), then must lie inside the container and
 * be what the browser shows at its centre (nothing painted over it).
 */
const unreachableHeaders = (table: Locator): Promise<string[]> =>
  table.evaluate((element) => {
    const scroller = element.closest<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!scroller) return ['(the table has no scroll container)'];
    const problems: string[] = [];
    for (const th of element.querySelectorAll<HTMLElement>('thead th')) {
      if ((th.textContent ?? '').trim() === '') continue;
      th.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = scroller.getBoundingClientRect();
      const rect = th.getBoundingClientRect();
      const inside = rect.left >= box.left - 1 && rect.right <= box.right + 1;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!inside || !hit || !th.contains(hit)) problems.push((th.textContent ?? '').trim());
    }
    scroller.scrollLeft = 0;
    window.scrollTo(0, 0);
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

/** The main table of a page once its rows are in. */
const mainTable = async (page: Page): Promise<Locator> => {
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
};

/** The loan book of the demo's Upendo group (Loan Disbursements, Loans tab). */
const openLoanBook = async (page: Page): Promise<Locator> => {
  await page.goto('/loan-disbursements');
  await chooseOption(page, page.getByRole('combobox', { name: 'Saving group', exact: true }), 'Upendo');
  await page.getByRole('tab', { name: 'Loans' }).click();
  const table = page.getByRole('tabpanel').getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
};

/** On the page as it opened: the headers are `keys`, all in view, and nothing scrolls sideways. */
const expectKeyColumns = async (page: Page, table: Locator, keys: readonly string[]) => {
  expect(await headerNames(table)).toEqual(keys);
  await expect.poll(() => headersOutOfView(table), { message: 'headers out of view' }).toEqual([]);
  await expect.poll(() => pageOverflow(page), { message: 'page overflow' }).toBeLessThanOrEqual(0);
  await expect.poll(async () => (await tableScroll(table)).overflow).toBeLessThanOrEqual(0);
};

/** The value listed under `label` in a row's details. */
const detail = (details: Locator, label: string): Locator =>
  details
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The details a row's control opened (the element its aria-controls names). */
const detailsOf = async (page: Page, toggle: Locator): Promise<Locator> =>
  page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

test.describe('tables on a phone', () => {
  test('contributions show participant, outstanding, status and Record payment; one tap shows the rest', async ({
    page,
  }) => {
    await signIn(page, 'project', '/contributions');
    await page.setViewportSize(PHONE);
    const table = await mainTable(page);
    await expectKeyColumns(page, table, ['Participant', 'Outstanding', 'Status', 'Actions']);
    await expect(
      table.getByRole('button', { name: /^Record payment for / }).first(),
      'the key action is on the first screen',
    ).toBeInViewport({ ratio: 1 });
    await expect.poll(() => brokenFigures(page), { message: 'stat figures' }).toEqual([]);

    const toggle = table.getByRole('button', { name: 'Show details for Sharon Imbayi' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = await detailsOf(page, toggle);
    await expect(details).toBeVisible();
    // the demo's Sharon Imbayi pays KES 1,000 a month; the other columns are listed too
    await expect(detail(details, 'Monthly Amount')).toHaveText('KES 1,000.00');
    await expect(details.locator('dt')).toHaveText([
      'Monthly Amount',
      'Amount Paid',
      'Last Payment',
      'Payments',
    ]);
    await expect(details.getByRole('button', { name: 'Payments of Sharon Imbayi' })).toBeVisible();
    await expect
      .poll(() => pageOverflow(page), { message: 'page overflow, row open' })
      .toBeLessThanOrEqual(0);
    await expect.poll(() => smallTargets(page, 'main .ant-table-wrapper')).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
  });

  test('participants, assets, projects and loans show their key columns, the rest one tap away', async ({
    page,
  }) => {
    await signIn(page, 'project');
    await page.setViewportSize(PHONE);
    const lists = [
      ['/participants', ['Participant', 'Status', 'Actions'], 'Grade Level'],
      ['/assets', ['Asset', 'Condition', 'Actions'], 'Asset ID'],
      ['/projects', ['Project Code', 'Name', 'Status', 'Actions'], 'Participants'],
      ['/saving-groups/loans', ['Borrower', 'Amount', 'Status', 'Actions'], 'Due Date'],
    ] as const;
    for (const [path, keys, hidden] of lists) {
      await test.step(path, async () => {
        await page.goto(path);
        const table = await mainTable(page);
        await expectKeyColumns(page, table, keys);
        const toggle = table.getByRole('button', { name: /^Show details for / }).first();
        await toggle.click();
        const details = await detailsOf(page, toggle);
        await expect(detail(details, hidden)).not.toBeEmpty();
        await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
        await expect.poll(() => smallTargets(page, 'main .ant-table-wrapper')).toEqual([]);
      });
    }
  });

  test("a group's loan book starts on the first screen, under the figures two in a row", async ({ page }) => {
    await signIn(page, 'project');
    await page.setViewportSize(PHONE);
    const table = await openLoanBook(page);
    // no Record Payment here: History, the loan's only action, is in the details
    await expectKeyColumns(page, table, ['Borrower', 'Amount', 'Status']);
    await expect.poll(() => brokenFigures(page), { message: 'stat figures' }).toEqual([]);
    const toggle = table.getByRole('button', { name: /^Show details for / }).first();
    await toggle.click();
    await expect((await detailsOf(page, toggle)).getByRole('button', { name: /^History of / })).toBeVisible();
  });
});

test.describe('tables on a laptop', () => {
  test('at 1440 x 900 every column of contributions, loans and projects is in view, nothing scrolled', async ({
    page,
  }) => {
    // the administrator sees the most: every project's rows, Write off, Edit and the status switch
    await signIn(page, 'admin');
    await page.setViewportSize(LAPTOP);
    await expect(page.getByRole('complementary')).toBeVisible();
    const tables: readonly [string, () => Promise<Locator>, readonly string[]][] = [
      ['/contributions', () => page.goto('/contributions').then(() => mainTable(page)), ['Actions']],
      [
        '/saving-groups/loans',
        () => page.goto('/saving-groups/loans').then(() => mainTable(page)),
        ['Due Date', 'Purpose', 'Actions'],
      ],
      ['loan book', () => openLoanBook(page), ['Due Date', 'Purpose', 'Actions']],
      ['/projects', () => page.goto('/projects').then(() => mainTable(page)), ['Description', 'Actions']],
    ];
    for (const [name, open, mustShow] of tables) {
      await test.step(name, async () => {
        const table = await open();
        expect(await headerNames(table)).toEqual(expect.arrayContaining([...mustShow]));
        await expect.poll(() => headersOutOfView(table), { message: 'headers out of view' }).toEqual([]);
        expect(await tableScroll(table)).toEqual({ overflow: 0, left: 0 });
        await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
        await expect.poll(() => brokenFigures(page), { message: 'stat figures' }).toEqual([]);
      });
    }
  });

  test('at 1366 px every header of the contributions and loans tables is within reach', async ({ page }) => {
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const path of ['/contributions', '/saving-groups/loans']) {
      await page.goto(path);
      const table = await mainTable(page);
      await expect.poll(() => unreachableHeaders(table), { message: path }).toEqual([]);
      await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
      await expect.poll(() => brokenFigures(page)).toEqual([]);
    }
  });
});

test('on a phone the sidebar is a menu behind the header, and pages fit the screen', async ({ page }) => {
  await signIn(page, 'project');
  await page.setViewportSize(PHONE);
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
