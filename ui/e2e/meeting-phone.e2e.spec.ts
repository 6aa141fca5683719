import { expect, type Locator, type Page, test } from '@playwright/test';
import { aGroup, aMember } from '../../system/src/group-bodies';
import { postCreated } from './support/api';
import { signIn } from './support/demo';
import { toast } from './support/select';

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const MEMBERS = Array.from({ length: 20 }, (_, i) => `Mwanachama ${String(i + 1).padStart(2, '0')}`);

/** Whether what is drawn at the middle of `name` is the name itself: in the screen, and not under anything. */
const nameInView = (name: Locator) =>
  name.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.width === 0) return false;
    const drawn = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return drawn !== null && (drawn === element || element.contains(drawn));
  });

/** The interactive controls of the page's main part smaller than 44 × 44 px (WCAG 2.5.5). */
const smallTargets = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const targets = main.querySelectorAll(
      'button, a[href], .ant-input-number, input.ant-input, label.ant-checkbox-wrapper, .ant-select',
    );
    return [...targets]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.height < 44 || box.width < 44);
      })
      .map((element) => `${element.tagName}.${element.className} ${element.textContent?.slice(0, 30)}`);
  });

/**
 * A facilitator runs a 20-member meeting on a phone, one-handed: each member is a card whose name stays in
 * view next to every field filled, every target is at least 44 px, and the page never scrolls sideways.
 */
test('a facilitator records a 20-member meeting on a phone with every name in view and 44 px targets', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'facilitator');
  const date = today();
  const post = (url: string, data: object) => postCreated(page, url, data);
  const groupId = await post(
    '/api/saving-groups',
    aGroup({ name: `Phone Group ${Date.now() % 100000}`, registrationDate: date }),
  );
  const members: number[] = [];
  for (const [index, memberName] of MEMBERS.entries())
    members.push(
      await post('/api/group-members', aMember(groupId, String(index + 1), { memberName, joinedOn: date })),
    );
  await post('/api/group-savings', { groupId, memberId: members[0], amount: 3000, savingDate: date });
  await post('/api/group-loans', {
    groupId,
    borrowerId: members[3],
    amount: 1000,
    interestRate: 5,
    termMonths: 2,
    loanDate: date,
    purpose: 'Buy seed',
  });
  const meetingId = await post('/api/group-meetings', {
    groupId,
    meetingDate: date,
    agenda: 'Weekly meeting',
  });

  // signed in on a wide screen (the user's name is in the sidebar there), then the phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/saving-groups/meetings/record?groupId=${groupId}&meetingId=${meetingId}`);
  await expect(page.getByTestId('meeting-card')).toHaveCount(20);
  expect(await smallTargets(page)).toEqual([]);

  for (const [index, name] of MEMBERS.entries()) {
    const card = page
      .getByTestId('meeting-card')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    const heading = card.getByRole('heading', { name, exact: true });
    await card.getByRole('checkbox', { name: `${name} present` }).check();
    expect(await nameInView(heading), `${name}: present`).toBe(true);
    await card.getByLabel(`${name} saving`).fill('200');
    expect(await nameInView(heading), `${name}: saving`).toBe(true);
    if (index === 3) {
      await card.getByLabel(`${name} repayment`).fill('300');
      expect(await nameInView(heading), `${name}: repayment`).toBe(true);
    }
    if (index === 7) {
      await card.getByLabel(`${name} penalty`, { exact: true }).fill('50');
      expect(await nameInView(heading), `${name}: penalty`).toBe(true);
    }
  }
  // the penalty asks for its type and reason, in the card, by the name
  const fined = page
    .getByTestId('meeting-card')
    .filter({ has: page.getByRole('heading', { name: MEMBERS[7], exact: true }) });
  await fined.getByLabel(`${MEMBERS[7]} penalty reason`).fill('Came after the opening prayer');
  expect(await nameInView(fined.getByRole('heading'))).toBe(true);
  // Lateness is the first of the types: the keyboard picks it as a thumb would tap it
  await fined.getByRole('combobox', { name: `${MEMBERS[7]} penalty type` }).click();
  await page.keyboard.press('Enter');
  await expect(fined.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText(
    'Lateness',
  );

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole('button', { name: 'Record Meeting' }).click();
  await expect(toast(page, 'Meeting recorded')).toBeVisible({ timeout: 60_000 });
  const savings = await (await page.request.get(`/api/group-savings?groupId=${groupId}`)).json();
  expect(savings.filter((s: { amount: string }) => Number(s.amount) === 200)).toHaveLength(20);
});
