import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/**
 * A facilitator runs a meeting of the demo's Upendo Women Group: schedules it (a short agenda refused
 * with the specification's message), marks who came, records the minutes, then in Collections gives a
 * penalty and marks it paid. One test, because each step builds on the last.
 */
test('a facilitator schedules a meeting, takes attendance, records minutes and collects a penalty', async ({
  page,
}) => {
  const agenda = `Weekly savings and the emergency fund ${Date.now() % 100000}`;
  await signIn(page, 'facilitator', '/saving-groups/meetings');
  await expect(page.getByRole('heading', { level: 2, name: 'Meetings Management' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Saving group' }), 'Upendo Women Group');
  await expect(page).toHaveURL(/groupId=\d+/);

  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await schedule.getByLabel('Agenda').fill('Savings');
  await schedule.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(schedule.getByText('Agenda must be at least 10 characters')).toBeVisible();
  await schedule.getByLabel('Agenda').fill(agenda);
  await schedule.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(toast(page, 'Meeting scheduled successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: agenda });
  // its day has come, but it is held only once something is recorded for it
  await expect(row).toContainText('Not recorded');
  await expect(row).toContainText('0/5');

  await row.getByRole('button', { name: /^Attendance of the meeting/ }).click();
  await expect(page.getByRole('tab', { name: 'Attendance', selected: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Jane Auma present' }).check();
  await page.getByRole('checkbox', { name: 'Ruth Atieno present' }).check();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(toast(page, 'Attendance recorded successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Meetings' }).click();
  await expect(page.getByRole('row').filter({ hasText: agenda })).toContainText('2/5');
  await expect(page.getByRole('row').filter({ hasText: agenda })).toContainText('Completed');

  await page.getByRole('button', { name: 'Record Minutes' }).click();
  const minutes = page.getByRole('dialog', { name: 'Record Minutes' });
  await minutes.getByLabel('Agenda').fill(agenda);
  await minutes.getByLabel('Discussions').fill('Raising the weekly saving to KES 250');
  await minutes.getByLabel('Decisions').fill('Agreed from next month');
  await minutes.getByRole('checkbox', { name: 'Jane Auma' }).check();
  await minutes.getByRole('button', { name: 'Record Minutes' }).click();
  await expect(toast(page, 'Meeting minutes recorded successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Minutes' }).click();
  await expect(page.getByText('Raising the weekly saving to KES 250')).toBeVisible();

  await page.goto(page.url().replace('/saving-groups/meetings', '/collections'));
  await expect(page.getByRole('heading', { level: 2, name: 'Collections Management' })).toBeVisible();
  const pendingBefore = Number(await page.getByTestId('collections-penalties-value').textContent());
  await page.getByRole('button', { name: 'Add Penalty' }).click();
  const penalty = page.getByRole('dialog', { name: 'Add Penalty' });
  await chooseOption(page, penalty.getByRole('combobox', { name: 'Member' }), 'Grace Naliaka');
  await penalty.getByLabel('Amount (KES)').fill('50');
  await penalty.getByRole('button', { name: 'Add Penalty' }).click();
  await expect(penalty.getByText('Reason is required')).toBeVisible();
  await penalty.getByLabel('Reason').fill('Arrived after the opening prayer');
  await penalty.getByRole('button', { name: 'Add Penalty' }).click();
  await expect(toast(page, 'Penalty added successfully')).toBeVisible();
  await expect(page.getByTestId('collections-penalties-value')).toHaveText(String(pendingBefore + 1));

  await page.getByRole('tab', { name: 'Penalties' }).click();
  const owed = page.getByRole('row').filter({ hasText: 'Arrived after the opening prayer' }).first();
  await expect(owed).toContainText('Pending');
  await owed.getByRole('button', { name: 'Mark the penalty of Grace Naliaka paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(owed).toContainText('Paid');
  await expect(page.getByTestId('collections-penalties-value')).toHaveText(String(pendingBefore));
});
