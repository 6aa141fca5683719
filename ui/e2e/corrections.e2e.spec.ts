import { expect, test } from '@playwright/test';
import { aGroup, aMember } from '../../system/src/group-bodies';
import { fromOwnPage, postCreated } from './support/api';
import { signIn } from './support/demo';
import { toast } from './support/select';

const daysAgo = (n: number) =>
  new Date(Date.now() + 3 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/**
 * A saving of a closed cycle typed as KES 5,000 for 500: the ProjectAdmin cannot reverse it (its share-out
 * was paid with it) but corrects it from the savings list, by what it should have been; the difference is
 * an adjustment of the member's savings in the open cycle, with the reason, shown in the list.
 */
test("a ProjectAdmin corrects a closed cycle's saving by an adjustment in the open cycle", async ({
  page,
}) => {
  await signIn(page, 'project');
  const suffix = Date.now() % 100000;
  const member = `Mistyped Saver ${suffix}`;
  const registrationDate = daysAgo(60);
  const post = (url: string, data: object) => postCreated(page, url, data);
  const groupId = await post(
    '/api/saving-groups',
    aGroup({ name: `Correction Group ${suffix}`, registrationDate }),
  );
  const x = await post(
    '/api/group-members',
    aMember(groupId, '1', { memberName: member, joinedOn: registrationDate }),
  );
  const y = await post('/api/group-members', aMember(groupId, '2', { joinedOn: registrationDate }));
  await post('/api/group-savings', { groupId, memberId: x, amount: 5000, savingDate: daysAgo(50) });
  await post('/api/group-savings', { groupId, memberId: y, amount: 1000, savingDate: daysAgo(50) });
  const closed = await page.request.post(`/api/saving-groups/${groupId}/cycle-close`, {
    headers: fromOwnPage(),
    data: { closeDate: daysAgo(30), closeNow: true },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  await post('/api/group-savings', { groupId, memberId: x, amount: 5000, savingDate: daysAgo(20) });

  await page.goto('/saving-groups/savings');
  await page.getByLabel('Search savings').fill(member);
  // the closed cycle's saving is corrected, the open cycle's reversed
  await expect(page.getByRole('button', { name: `Correct the saving of ${member}` })).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Reverse the saving of ${member}` })).toHaveCount(1);
  await page.getByRole('button', { name: `Correct the saving of ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct a saving of a closed cycle' });
  await expect(dialog).toContainText('its share-out was paid with it');
  await dialog.getByLabel('What the saving should have been (KES)').fill('500');
  await expect(dialog.getByTestId('adjustment-preview')).toHaveText(
    `Adjustment to ${member}’s savings: −KES 4,500.00`,
  );
  // a reason is required
  await dialog.getByRole('button', { name: 'Record the adjustment' }).click();
  await expect(dialog.getByText('Please give a reason of at least 5 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Typed 5000 for 500 in cycle 1');
  await dialog.getByRole('button', { name: 'Record the adjustment' }).click();
  await expect(toast(page, 'Savings adjusted')).toBeVisible();
  await expect(dialog).toBeHidden();

  const adjustment = page.getByRole('row').filter({ hasText: 'Adjustment' }).filter({ hasText: member });
  await expect(adjustment).toContainText('−KES 4,500.00');
  await expect(adjustment).toContainText('Typed 5000 for 500 in cycle 1');
  // an adjustment is not reversed: a mistaken one is put right by another
  await expect(adjustment.getByRole('button')).toHaveCount(0);
});
