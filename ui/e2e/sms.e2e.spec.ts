import { expect, test } from '@playwright/test';
import { aGroup, aMember } from '../../system/src/group-bodies';
import { postCreated } from './support/api';
import { signIn } from './support/demo';
import { toast } from './support/select';

/**
 * A ProjectAdmin sends a Payment Reminder to all parents: the counter, the confirmation with recipients,
 * SMS and cost, the toast, the server's count of recipients, and the message in Recent Messages, whose
 * delivered figure follows the delivery reports the local gateway simulator posts back.
 */
test('a ProjectAdmin sends a template to all parents and sees its delivery reported', async ({ page }) => {
  await signIn(page, 'project');
  await page.getByTestId('sidebar').getByRole('link', { name: 'SMS Communication', exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText('SMS Communication');
  await expect(page.getByRole('heading', { name: 'KE0420 - SMS Communication' })).toBeVisible();
  for (const card of ['sms-total', 'sms-delivered', 'sms-failed', 'sms-rate'])
    await expect(page.getByTestId(`${card}-value`)).toBeVisible();

  const message = page.getByLabel('Message', { exact: true });
  await expect(page.getByTestId('sms-counter')).toHaveText('160 characters remaining · 0 SMS');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('Message content is required')).toBeVisible();

  await page.getByRole('button', { name: /^Payment Reminder/ }).click();
  const text = await message.inputValue();
  expect(text).toContain('reminder');
  await expect(page.getByTestId('sms-counter')).toHaveText(
    `${160 - text.length} characters remaining · 1 SMS`,
  );
  await message.fill(`${text} Ref ${Date.now() % 10000}`);
  const sent = await message.inputValue();

  // a custom number shows where the country code goes
  // (antd's listbox for screen readers holds only the options around the active one: click the shown ones)
  const shownOption = (name: string) =>
    page.locator('.ant-select-dropdown:visible').getByText(name, { exact: true });
  await page.getByLabel('Recipient Type').click();
  await shownOption('Custom Phone Number').click();
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute(
    'placeholder',
    '+254 7XX XXX XXX',
  );
  await page.getByLabel('Recipient Type').click();
  await shownOption('All Parents').click();

  await page.getByRole('button', { name: 'Send SMS' }).click();
  // a message to all parents is confirmed first: its recipients, SMS, cost and the budget left today
  const confirm = page.getByRole('dialog', { name: 'Send this message?' });
  await expect(confirm.getByTestId('sms-preview')).toContainText(/Recipients\s*\d+/);
  await expect(confirm.getByTestId('sms-preview')).toContainText('SMS per recipient');
  await expect(confirm.getByTestId('sms-preview')).toContainText('Cost');
  await expect(confirm.getByTestId('sms-preview')).toContainText("Left of today's SMS budget");
  await confirm.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(toast(page, 'SMS sent successfully')).toBeVisible();
  // the parents of the project's active children, counted by the server (the demo's eight, and any that
  // other browser tests registered before this one)
  const result = page.getByTestId('sms-sent-result');
  await expect(result).toHaveText(/^Sent to \d+ recipients$/);
  const count = Number((await result.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);

  const item = page.getByTestId('sms-message').filter({ hasText: sent });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`All Parents · ${count} recipients`);
  await expect(item.getByTestId('sms-status')).toHaveText('Sent', { timeout: 20_000 });
  // the simulator reports each number a moment later; most are delivered
  await expect(item.getByTestId('sms-delivered')).not.toHaveText('Delivered: 0', { timeout: 30_000 });
  await expect(page.getByTestId('sms-delivered-value')).not.toHaveText('0', { timeout: 15_000 });
});

/**
 * (Here, after the header's tests: a receipt the simulator happens to fail tells the bell): the
 * ProjectAdmin turns a group's SMS receipts on; a saving recorded afterwards sends its member
 * a receipt through the outbox (amount, date, balance), shown in Recent Messages as a Receipt, once.
 */
test("a group's members get an SMS receipt for a saving once receipts are on", async ({ page }) => {
  await signIn(page, 'project');
  const suffix = Date.now() % 100000;
  const name = `Receipts Group ${suffix}`;
  const post = (url: string, data: object) => postCreated(page, url, data);
  const groupId = await post('/api/saving-groups', aGroup({ name, registrationDate: '2026-01-15' }));
  const memberId = await post('/api/group-members', aMember(groupId, '001', { memberPhone: '0712345678' }));

  await page.goto('/sms');
  const receipts = page.getByRole('switch', { name: `SMS receipts for ${name}` });
  await expect(receipts).not.toBeChecked();
  await receipts.click();
  await expect(receipts).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: `SMS receipts for ${name}` })).toBeChecked();

  const amount = 100 + (suffix % 100);
  await post('/api/group-savings', { groupId, memberId, amount, savingDate: '2026-11-20' });
  const receipt = page.getByTestId('sms-message').filter({ hasText: `KES ${amount}.00` });
  await expect(async () => {
    await page.reload();
    await expect(receipt).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(receipt).toContainText('Receipt');
  await expect(receipt).toContainText('2026-11-20');
});
