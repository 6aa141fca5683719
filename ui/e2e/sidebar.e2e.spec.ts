import { expect, test } from '@playwright/test';
import { type DemoUser, sidebarEntries, signIn } from './support/demo';

// The specification's sidebar table, plus our additions: 'User Management' and 'Hierarchy' for SuperAdmin
// (it assigns accounts waiting for a role), a 'Dashboard' entry for the roles whose dashboard is not /,
// 'Audit' for ProjectAdmin and above, 'M-Pesa Payments' for the roles that read them (the directors too),
// and the read-only Auditor's every screen but the management of users, projects and the hierarchy.
// Written out in full so a change shows here.
const PROJECT_LEVEL = [
  'Participants',
  'Contributions',
  'M-Pesa Payments',
  'Asset Register',
  'SMS Communication',
  'Reports',
];
const SAVING_GROUPS = [
  'Saving Group Ministry',
  'Group Overview',
  'Groups',
  'Members',
  'Savings',
  'Loans',
  'Reports',
  'Emergency Fund',
  'Collections',
  'Meetings',
];

const EXPECTED: Record<DemoUser, string[]> = {
  admin: [
    'Dashboard',
    ...PROJECT_LEVEL,
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'Project Management',
    'User Management',
    'Hierarchy',
  ],
  director: [
    'Dashboard',
    'M-Pesa Payments',
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'User Management',
    'Document Management',
  ],
  regional: [
    'Dashboard',
    'M-Pesa Payments',
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'User Management',
    'Document Management',
  ],
  cluster: [
    'Dashboard',
    ...PROJECT_LEVEL,
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'Project Management',
    'User Management',
    'Document Management',
  ],
  project: [
    'Dashboard',
    ...PROJECT_LEVEL,
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'User Management',
    'Document Management',
  ],
  project2: [
    'Dashboard',
    ...PROJECT_LEVEL,
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'User Management',
    'Document Management',
  ],
  facilitator: ['Dashboard', ...SAVING_GROUPS, 'Administration', 'Document Management'],
  auditor: [
    'Dashboard',
    ...PROJECT_LEVEL,
    ...SAVING_GROUPS,
    'Audit',
    'Administration',
    'Document Management',
  ],
};

test.describe('the sidebar', () => {
  for (const [username, expected] of Object.entries(EXPECTED) as [DemoUser, string[]][]) {
    test(`shows ${username} exactly its role's entries`, async ({ page }) => {
      await signIn(page, username);
      expect(await sidebarEntries(page)).toEqual(expected);
    });
  }

  test("badges a ClusterAdmin with its cluster's name", async ({ page }) => {
    await signIn(page, 'cluster');
    await expect(page.getByRole('complementary')).toContainText('Kakamega Cluster ClusterAdmin');
  });

  test('navigates to a screen and marks the entry as current', async ({ page }) => {
    await signIn(page, 'facilitator');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Document Management' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('heading', { level: 2, name: /Document Management$/ })).toBeVisible();
    await expect(
      page.getByTestId('sidebar').getByRole('menuitem', { name: 'Document Management' }),
    ).toHaveClass(/ant-menu-item-selected/);
  });
});
