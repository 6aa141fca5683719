import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { postCreated } from './support/api';
import { pageOverflow, smallTargets, violationsOn } from './support/checks';
import { signIn } from './support/demo';
import { kiswahiliCatalogue, kiswahiliProblems } from './support/kiswahili';

/**
 * Staff ask a parent's phone to pay a child's month by M-Pesa (an STK push) from the contributions
 * table, and follow the request in the same dialog until M-Pesa answers. M-Pesa is the local Daraja
 * simulator that `npm start` runs without credentials: it pays each push by default, or ends the next
 * ones as a test tells it (/simulator/stk-outcome), and posts its answer to the command service's
 * callback as Safaricom would.
 */

/** Digits no earlier run has used, for the participant IDs and the children's names. */
const suffix = String(Date.now() % 100000).padStart(5, '0');

/** The local M-Pesa simulator: the launcher runs it on the product's port + 4 (MPESA_SIMULATOR_PORT). */
const simulatorUrl = (): string => {
  const product = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5055');
  return `http://${product.hostname}:${Number(product.port) + 4}`;
};

/** How the simulator ends the next STK pushes: paid (its default) or cancelled by the parent. */
const setStkOutcome = async (page: Page, outcome: 'paid' | 'cancelled'): Promise<void> => {
  const answer = await page.request.post(`${simulatorUrl()}/simulator/stk-outcome`, { data: { outcome } });
  expect(answer.status(), await answer.text()).toBe(200);
};

/** This month as the contributions name it ('July 2026'), in Kenya's time. */
const thisMonth = (): string =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(
    new Date(),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A child of KE0420 who owes `monthly` this month, with a parent's phone on record; returns the name. */
const addChild = async (page: Page, letter: string, phone: string, monthly: number): Promise<string> => {
  const surname = `Stk${letter}${suffix}`;
  await postCreated(page, '/api/participants', {
    participantId: `KE0420-${letter}${suffix}`,
    firstName: 'Baraka',
    surname,
    dateOfBirth: '2016-04-12',
    gender: 'Male',
    parentGuardianName: 'Grace Wanjiru',
    contactPhone: phone,
    monthlyContribution: monthly,
  });
  return `Baraka ${surname}`;
};

/** The child's row of this month's contributions, found by the search field. */
const rowOf = async (page: Page, name: string, search = 'Search participants'): Promise<Locator> => {
  await page.getByLabel(search).fill(name.split(' ')[1] ?? name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
};

/** The next request to pay the page sends. */
const nextPayRequest = (page: Page): Promise<Request> =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/api\/contributions\/\d+\/pay-requests$/.test(request.url()),
  );

test('a ProjectAdmin asks a parent to pay by M-Pesa; the phone pays and the month is paid', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'project');
  // KES 500.50 owed: M-Pesa takes whole shillings, so KES 501.00 is asked
  const name = await addChild(page, 'P', '+254712345601', 500.5);
  await page.goto('/contributions');
  const row = await rowOf(page, name);
  await row.getByRole('button', { name: `Ask to pay by M-Pesa for ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Ask to pay by M-Pesa' });
  const summary = dialog.getByTestId('pay-request-summary');
  await expect(summary).toContainText(`${name} (KE0420-P${suffix})`);
  await expect(summary).toContainText(thisMonth());
  await expect(summary).toContainText('KES 500.50');
  await expect(summary).toContainText('KES 501.00');
  await expect(dialog).toContainText(
    "The parent's phone will show M-Pesa's prompt to pay KES 501.00 to this programme. The payment is recorded when M-Pesa confirms it.",
  );
  await expect(dialog).toContainText("the cents rounded up go to the child's credit");
  const phone = dialog.getByLabel("Parent's M-Pesa phone");
  await expect(phone).toHaveValue('+254712345601');
  await expect(phone).toBeFocused();

  // a number M-Pesa cannot ask is refused before anything is sent
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/pay-requests')) posted += 1;
  });
  await phone.fill('12345');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Enter a valid Kenyan phone number, e.g. +254 712 345 678')).toBeVisible();
  expect(posted).toBe(0);

  await phone.fill('0712 345 601');
  const sent = nextPayRequest(page);
  await phone.press('Enter');
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(UUID);
  expect(request.postDataJSON()).toEqual({ phone: '0712 345 601' });

  // the dialog follows the request; the focus is on its status, which a screen reader reads politely
  const status = dialog.getByTestId('pay-request-status');
  await expect(status).toBeFocused();
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toContainText(/Paid: KES 501\.00, M-Pesa receipt [A-Z0-9]{10}/, { timeout: 30_000 });
  const receipt = /receipt ([A-Z0-9]{10})/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  expect(posted).toBe(1);
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await dialog.locator('button', { hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // the month is paid, and nothing more is asked of it
  await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'KES 0.00', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Ask to pay by M-Pesa for ${name}` })).toHaveCount(0);

  // the row's Payments list the request, newest first, with the receipt of what it brought
  await row.getByRole('button', { name: `Payments of ${name}` }).click();
  const requests = page.getByTestId('pay-requests');
  await expect(requests).toContainText('Paid');
  await expect(requests).toContainText('KES 501.00');
  await expect(requests).toContainText('+254 712 345 601');
  await expect(requests).toContainText(`M-Pesa receipt ${receipt}`);
  await expect(requests).toContainText('Asked by project');
});

test('a request the parent cancels says so; Send again asks anew, and that one is paid', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'project');
  const name = await addChild(page, 'C', '0712345602', 500);
  await page.goto('/contributions');
  const row = await rowOf(page, name);
  await row.getByRole('button', { name: `Ask to pay by M-Pesa for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask to pay by M-Pesa' });
  const phone = dialog.getByLabel("Parent's M-Pesa phone");
  await expect(phone).toHaveValue('0712345602');
  // whole shillings owed: nothing is rounded
  await expect(dialog).not.toContainText('rounded up');
  const status = dialog.getByTestId('pay-request-status');

  await setStkOutcome(page, 'cancelled');
  let firstKey = '';
  try {
    const sent = nextPayRequest(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    firstKey = (await sent).headers()['idempotency-key'] ?? '';
    await expect(status).toContainText('The parent cancelled the request', { timeout: 30_000 });
  } finally {
    await setStkOutcome(page, 'paid');
  }
  await expect(row.getByRole('button', { name: `Ask to pay by M-Pesa for ${name}` })).toBeVisible();

  // Send again: the phone form once more, and a new request (a new Idempotency-Key), which is paid
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(phone).toHaveValue('0712345602');
  const again = nextPayRequest(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const second = await again;
  expect(second.headers()['idempotency-key']).toMatch(UUID);
  expect(second.headers()['idempotency-key']).not.toBe(firstKey);
  await expect(status).toContainText(/Paid: KES 500\.00, M-Pesa receipt/, { timeout: 30_000 });
  await dialog.locator('button', { hasText: 'Close' }).click();
  await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Payments of ${name}` }).click();
  const items = page.getByTestId('pay-requests').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Paid');
  await expect(items.nth(1)).toContainText('Cancelled');
});

test('on a phone, in Kiswahili, the dialog fits 390 px, its buttons span it, and it passes axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sw = kiswahiliCatalogue();
  const inSw = (key: string, values: Record<string, string> = {}): string =>
    (sw[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, value: string) => values[value] ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'project');
  const name = await addChild(page, 'M', '+254712345603', 750);
  await page.evaluate(() => window.localStorage.setItem('pm.language', 'sw'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contributions');
  await rowOf(page, name, inSw('Search participants'));

  // Record payment stays the row's key action; Ask to pay is in the row's details, with its Payments
  await page.getByRole('button', { name: inSw('Show details for {{name}}', { name }) }).click();
  await page.getByRole('button', { name: inSw('Ask to pay by M-Pesa for {{name}}', { name }) }).click();
  const dialog = page.getByRole('dialog', { name: inSw('Ask to pay by M-Pesa') });
  await expect(dialog.getByLabel(inSw("Parent's M-Pesa phone"))).toHaveValue('+254712345603');
  await expect(page.locator('.ant-modal-wrap .ant-zoom-appear, .ant-modal-wrap .ant-zoom-enter')).toHaveCount(
    0,
  );
  const send = dialog.getByRole('button', { name: inSw('Send request') });
  await expectFullWidth(dialog, [send, dialog.getByRole('button', { name: inSw('Cancel') })]);
  await expectFits(page);

  await send.click();
  const status = dialog.getByTestId('pay-request-status');
  await expect(status).toContainText(inSw('Paid: {{amount}}', { amount: '' }).trim(), { timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expectFullWidth(dialog, [dialog.locator('button', { hasText: inSw('Close') })]);
  await expectFits(page);
});

/** The dialog at 390 px: nothing scrolls sideways, every control is 44 px, axe finds nothing, all in Kiswahili. */
const expectFits = async (page: Page): Promise<void> => {
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, '.ant-modal')).toEqual([]);
  expect(await violationsOn(page, '.ant-modal')).toEqual([]);
  expect(await kiswahiliProblems(page)).toEqual([]);
};

/** Each button spans the dialog's content, one above the other: easy to reach with one thumb. */
const expectFullWidth = async (dialog: Locator, buttons: readonly Locator[]): Promise<void> => {
  const body = await dialog.locator('.ant-modal-body').boundingBox();
  expect(body).not.toBeNull();
  for (const button of buttons) {
    const box = await button.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan((body?.width ?? 0) * 0.8);
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(body?.x ?? 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((body?.x ?? 0) + (body?.width ?? 0) + 1);
  }
};
