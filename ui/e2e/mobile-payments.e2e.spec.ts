import { expect, type Page, test } from '@playwright/test';
import { postCreated } from './support/api';
import { pageOverflow, smallTargets, violationsOn } from './support/checks';
import { signIn } from './support/demo';
import { kiswahiliProblems } from './support/kiswahili';
import { chooseOption, toast } from './support/select';

/**
 * A parent pays a child's contribution by M-Pesa with a typo in the account reference (a letter O for the
 * last zero of the participant ID). The payment reaches the command service's paybill callback
 * (/api/mobile-money/<MPESA_CALLBACK_SECRET>/c2b/confirmation) from the local Daraja simulator that `npm start`
 * runs without M-Pesa credentials, as it would from Safaricom: the simulator posts the confirmation and
 * answers the Transaction Status question the service asks about it. It names no child, so it waits on
 * the unmatched list, where the ProjectAdmin assigns it to the child with a reason, confirms, and sees it
 * Assigned and the child's month paid.
 */

/** Digits no earlier run has used, for the participant ID and the child's name. */
const suffix = String(Date.now() % 100000).padStart(5, '0');

/** The local M-Pesa simulator: the launcher runs it on the product's port + 4 (MPESA_SIMULATOR_PORT). */
const simulatorUrl = (): string => {
  const product = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5055');
  return `http://${product.hostname}:${Number(product.port) + 4}`;
};

/** Pays the programme's paybill through the simulator, as a parent would; returns M-Pesa's receipt. */
const payPaybill = async (page: Page, reference: string, amount: number): Promise<string> => {
  const paid = await page.request.post(`${simulatorUrl()}/simulator/paybill`, {
    data: { phone: '254712345600', amount, reference },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { receipt, confirmed } = (await paid.json()) as { receipt: string; confirmed: boolean };
  expect(confirmed, 'the command service registered its paybill URLs with the simulator').toBe(true);
  return receipt;
};

/** The statuses the list answers for a receipt, once the payment is recorded and read. */
const statusesOf = async (page: Page, receipt: string): Promise<string[]> => {
  const answer = await page.request.get(`/api/mobile-payments?status=all&search=${receipt}`);
  if (answer.status() !== 200) return [`${answer.status()}`];
  return ((await answer.json()) as { status: string }[]).map((row) => row.status);
};

test('a ProjectAdmin assigns an unmatched M-Pesa payment to a child, whose month is then paid', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const participantId = `KE0420-M${suffix}0`;
  const reference = `KE0420-M${suffix}O`;
  const surname = `Mpesa${suffix}`;
  await signIn(page, 'project');
  // a child of KE0420 who owes KES 500 this month
  await postCreated(page, '/api/participants', {
    participantId,
    firstName: 'Baraka',
    surname,
    dateOfBirth: '2016-04-12',
    gender: 'Male',
    parentGuardianName: 'Grace Wanjiru',
    contactPhone: '+254712345600',
    monthlyContribution: 500,
  });

  const receipt = await payPaybill(page, reference, 500);
  await expect.poll(() => statusesOf(page, receipt), { timeout: 30_000 }).toEqual(['unmatched']);

  // --- the unmatched list ----------------------------------------------------------------------------
  await page.getByTestId('sidebar').getByRole('link', { name: 'M-Pesa Payments', exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText('M-Pesa Payments');
  await expect(page.getByRole('tab', { name: /^Unmatched/, selected: true })).toBeVisible();
  await page.getByLabel('Search by receipt or reference').fill(receipt);
  const row = page.getByRole('row').filter({ hasText: receipt });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('KES 500.00');
  await expect(row.locator('code')).toHaveText(reference);
  await expect(row).toContainText('Unmatched');
  await expect(row).toContainText('No child has this participant ID');

  // --- assign it to the child: a reason, what happens, and a confirmation --------------------------------
  await row.getByRole('button', { name: `Assign KES 500.00, receipt ${receipt} to a child` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign M-Pesa payment to a child' });
  await expect(dialog.getByTestId('payment-summary')).toContainText(receipt);
  await expect(dialog.getByLabel('Child')).toBeFocused();
  await chooseOption(page, dialog.getByLabel('Child'), participantId);
  await expect(dialog.getByTestId('assign-effect')).toContainText(
    `KES 500.00 pays the oldest outstanding months of ${participantId} Baraka ${surname} (KE0420) first; the rest becomes the child's credit.`,
  );
  // a reason is required before anything is asked or sent
  await dialog.getByRole('button', { name: 'Assign Payment' }).click();
  await expect(dialog.getByText('Please give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The parent typed a letter O for the last zero');
  await dialog.getByRole('button', { name: 'Assign Payment' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Assign KES 500.00 to ${participantId} Baraka ${surname} (KE0420)?`,
  });
  await expect(confirm).toContainText('Reason: The parent typed a letter O for the last zero');
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Assign Payment' }).click();
  await expect(toast(page, 'Payment assigned to the child')).toBeVisible();
  await expect(dialog).toBeHidden();

  // --- no longer unmatched: Assigned, with the child, the reason and who decided -------------------------
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /^Assigned \(1\)/ }).click();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Assigned');
  await expect(row).toContainText(participantId);
  await expect(row).toContainText(`Baraka ${surname}`);
  await expect(row).toContainText('The parent typed a letter O for the last zero');
  await expect(row).toContainText('project, ');
  await expect(row.getByRole('button', { name: /to a child$/ })).toHaveCount(0);

  // --- the child's month is paid ---------------------------------------------------------------------
  await page.getByTestId('sidebar').getByRole('link', { name: 'Contributions', exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Parent Contributions');
  await page.getByLabel('Search participants').fill(surname);
  const contribution = page.getByRole('row').filter({ hasText: surname });
  await expect(contribution).toHaveCount(1);
  await expect(contribution.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(contribution.getByRole('cell', { name: 'KES 0.00', exact: true })).toBeVisible();
  expect(await statusesOf(page, receipt)).toEqual(['assigned']);
});

test('on a phone, in Kiswahili, an unmatched payment is a card that fits and passes axe, and is marked for refund', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // typed with spaces and in lower case: kept as typed on the card
  const reference = ` ke0420 - p${suffix} `;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'project');
  const receipt = await payPaybill(page, reference, 250);
  await expect.poll(() => statusesOf(page, receipt), { timeout: 30_000 }).toEqual(['unmatched']);
  await page.evaluate(() => window.localStorage.setItem('pm.language', 'sw'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile-payments');
  // the unmatched list of a fresh database: this test's payment among a few, no search typed
  const card = page.getByTestId('mobile-payment').filter({ hasText: receipt });
  await expect(card).toHaveCount(1);
  await expect(card.locator('code')).toHaveText(reference);
  await expect(card.getByRole('button', { name: `Mpe mtoto KES 250.00, risiti ${receipt}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Hayajalinganishwa \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page)).toEqual([]);
  expect(await violationsOn(page)).toEqual([]);
  expect(await kiswahiliProblems(page)).toEqual([]);

  // a decision's dialog on a phone: the reason's field is focused, ready for the keyboard
  await card
    .getByRole('button', { name: `Weka alama ya kurejeshwa kwa KES 250.00, risiti ${receipt}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Weka alama ya kurejeshwa kwa malipo ya M-Pesa' });
  await expect(dialog.getByLabel('Sababu')).toBeFocused();
  expect(await violationsOn(page, '.ant-modal')).toEqual([]);
  await dialog.getByLabel('Sababu').fill('Mzazi alilipa paybill isiyo sahihi');
  await dialog.getByRole('button', { name: 'Weka alama ya kurejeshwa' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Weka alama ya kurejeshwa kwa KES 250.00 (risiti ${receipt})?`,
  });
  await expect(confirm).toContainText('Sababu: Mzazi alilipa paybill isiyo sahihi');
  await confirm.getByRole('button', { name: 'Weka alama ya kurejeshwa' }).click();
  await expect(toast(page, 'Malipo yamewekwa alama ya kurejeshwa')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  expect(await statusesOf(page, receipt)).toEqual(['refund']);
});
