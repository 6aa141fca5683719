import { expect, type Page, type Request, test } from '@playwright/test';
import { pageOverflow, smallTargets, violationsOn } from './support/checks';
import { signIn } from './support/demo';
import { toast } from './support/select';

/**
 * Staff reset a parent's or member's USSD PIN (which also lifts a lock after wrong PINs): a ProjectAdmin
 * from the participants screen, for a demo child's contact phone, with a reason and a confirmation; on a
 * phone from the row's details and from a member's card. Those who may not record payments are not
 * offered it.
 */

/** The demo's Collins Makokha (KE0420-007), whose guardian's phone is +254717407402. */
const CHILD = { id: 'KE0420-007', name: 'Collins Makokha', guardian: 'Esther Makokha' };
const MASKED = '+2547******02';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const isReset = (request: Request): boolean =>
  request.method() === 'POST' && request.url().endsWith('/api/ussd/pin-resets');

/** Waits until every dialog's opening animation has ended: axe measures colours only then. */
const opened = (page: Page) =>
  expect(page.locator('.ant-modal-wrap .ant-zoom-appear, .ant-modal-wrap .ant-zoom-enter')).toHaveCount(0);

/** The child's row of the participants table, found by the search field. */
const childRow = async (page: Page) => {
  await page.getByLabel('Search participants').fill(CHILD.name);
  const row = page.getByRole('row').filter({ hasText: CHILD.name });
  await expect(row).toHaveCount(1);
  return row;
};

test('a ProjectAdmin resets the USSD PIN of a demo child’s contact phone, with a reason and a confirmation', async ({
  page,
}) => {
  await signIn(page, 'project', '/participants');
  let posted = 0;
  page.on('request', (request) => {
    if (isReset(request)) posted += 1;
  });
  const row = await childRow(page);
  await row.getByRole('button', { name: `Reset USSD PIN of ${CHILD.id}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Reset USSD PIN' });
  await expect(dialog).toContainText(
    `The USSD PIN of ${CHILD.guardian}, guardian of ${CHILD.name} (+254717407402) will be reset.`,
  );
  await expect(dialog).toContainText(
    'They will get a new code by SMS the next time they dial, and choose a new PIN. A lock after wrong PINs is lifted too.',
  );
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await opened(page);
  expect(await violationsOn(page, '.ant-modal')).toEqual([]);

  // the reason is required: nothing is sent without one
  await dialog.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(dialog.getByText('Please give a reason of at least 3 characters')).toBeVisible();
  expect(posted).toBe(0);

  // with a reason, a confirmation first; Go back sends nothing
  await reason.fill('The parent forgot the PIN and is locked out');
  await dialog.getByRole('button', { name: 'Reset PIN' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Reset the USSD PIN of ${CHILD.guardian}, guardian of ${CHILD.name}?`,
  });
  await expect(confirm).toContainText('Reason: The parent forgot the PIN and is locked out');
  await opened(page);
  expect(await violationsOn(page, '.ant-modal-confirm')).toEqual([]);
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(confirm).toBeHidden();
  expect(posted).toBe(0);

  await dialog.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(confirm).toBeVisible();
  const sent = page.waitForRequest(isReset);
  await confirm.getByRole('button', { name: 'Reset PIN' }).click();
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(UUID);
  expect(request.postDataJSON()).toEqual({
    phone: '+254717407402',
    reason: 'The parent forgot the PIN and is locked out',
  });
  await expect(toast(page, `USSD PIN reset for ${MASKED}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posted).toBe(1);
});

test('on a phone (390 px) the reset is in the row’s details and on a member’s card, and fits', async ({
  page,
}) => {
  // signed in on a laptop: a phone's shell keeps the user's name in its menu
  await signIn(page, 'project', '/participants');
  await page.setViewportSize({ width: 390, height: 844 });
  const row = await childRow(page);
  // a phone keeps View in the row; the reset is one tap away, with the other secondary actions
  await expect(row.getByRole('button', { name: `Reset USSD PIN of ${CHILD.id}` })).toHaveCount(0);
  const toggle = row.getByRole('button', { name: `Show details for ${CHILD.name}` });
  await toggle.click();
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await details.getByRole('button', { name: `Reset USSD PIN of ${CHILD.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset USSD PIN' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await opened(page);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, '.ant-modal')).toEqual([]);
  expect(await violationsOn(page, '.ant-modal')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // a member's card of the demo groups: the reset beside the member's phone, the card within the screen
  await page.goto('/saving-groups/members');
  const reset = page
    .getByTestId('member-card')
    .getByRole('button', { name: /^Reset USSD PIN of / })
    .first();
  await expect(reset).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, 'main')).toEqual([]);
  expect(await violationsOn(page)).toEqual([]);
  await reset.click();
  const memberDialog = page.getByRole('dialog', { name: 'Reset USSD PIN' });
  await expect(memberDialog).toContainText(/The USSD PIN of .+ \(\+2547\d+\) will be reset\./);
  await opened(page);
  expect(await violationsOn(page, '.ant-modal')).toEqual([]);
});

test('an Auditor, who may not record payments, is not offered the reset', async ({ page }) => {
  await signIn(page, 'auditor', '/participants');
  await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reset USSD PIN/ })).toHaveCount(0);
});
