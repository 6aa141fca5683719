import { expect, type Locator, type Page, test } from '@playwright/test';
import { pageOverflow, violationsOn } from './support/checks';
import { signIn } from './support/demo';

/**
 * Reconciliation with M-Pesa's organisation statement: a parent pays through the local Daraja simulator,
 * the ProjectAdmin chooses a statement on which that receipt's amount differs, a receipt the product never
 * heard of and a charge line, and sees each difference; a file that is not the statement is refused. The
 * file is read in the browser: no request carries it.
 */

const simulatorUrl = (): string => {
  const product = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5055');
  return `http://${product.hostname}:${Number(product.port) + 4}`;
};

const recorded = async (page: Page, receipt: string): Promise<number> => {
  const answer = await page.request.get(`/api/mobile-payments?status=all&search=${receipt}`);
  return answer.status() === 200 ? ((await answer.json()) as unknown[]).length : 0;
};

/** antd leaves its spinner's label in a button that has loaded once: "loading Reconcile". */
const reconcile = (drawer: Locator) => drawer.getByRole('button', { name: /^(loading )?Reconcile$/ });

const statement = (receipt: string, missing: string) =>
  [
    'Organization Name,Programme Paybill',
    '',
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,A/C No.',
    `${receipt},2026-01-01 10:00:00,2026-01-01 10:00:00,Pay Bill,Completed,"1,500.00",,"9,000.00",KE0420-X`,
    `${missing},2026-01-01 11:00:00,2026-01-01 11:00:00,Pay Bill,Completed,250.00,,"9,250.00",KE0420-Y`,
    'QZZ9999998,2026-01-01 12:00:00,2026-01-01 12:00:00,Charge,Completed,,30.00,"9,220.00",',
  ].join('\n');

test('a SuperAdmin reconciles the payments with an M-Pesa statement, in the browser', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const paid = await page.request.post(`${simulatorUrl()}/simulator/paybill`, {
    data: { phone: '254712345601', amount: 500, reference: `KE0420-R${Date.now() % 100000}` },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { receipt } = (await paid.json()) as { receipt: string };
  await expect.poll(() => recorded(page, receipt), { timeout: 30_000 }).toBe(1);
  const missing = `QZZ${String(Date.now() % 10_000_000).padStart(7, '0')}`;

  await page.goto('/mobile-payments');
  await page.getByRole('button', { name: 'Reconcile with statement' }).click();
  const drawer = page.getByRole('dialog', { name: 'Reconcile with statement' });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement(receipt, missing)),
  });
  await expect(drawer).toContainText('Statement: statement.csv');
  await reconcile(drawer).click();

  const differ = drawer.getByRole('region', { name: 'Amounts differ' });
  await expect(differ.getByRole('row').filter({ hasText: receipt })).toContainText('KES 1,500.00');
  await expect(differ.getByRole('row').filter({ hasText: receipt })).toContainText('KES 500.00');
  const notRecorded = drawer.getByRole('region', { name: 'In the statement, not recorded' });
  await expect(notRecorded.getByRole('row').filter({ hasText: missing })).toContainText('KE0420-Y');
  await expect(drawer.getByRole('region', { name: 'Statement lines skipped' })).toContainText(
    'Not a payment in (a withdrawal or a charge)',
  );
  expect(await violationsOn(page, '.ant-drawer')).toEqual([]);
  // on a phone the drawer is the screen's width and nothing pushes the page sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(differ.getByRole('row').filter({ hasText: receipt })).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBeLessThanOrEqual(390);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Export Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^mpesa-reconciliation-.*\.xlsx$/);

  await drawer.locator('input[type=file]').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,role\nAmina,Member\n'),
  });
  await reconcile(drawer).click();
  await expect(drawer.getByRole('alert')).toHaveText('This file is not an M-Pesa organisation statement');
  expect(uploads).toEqual([]);
});
