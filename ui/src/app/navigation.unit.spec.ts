import type { Actor, Role } from '@pm/domain';
import { mayReadMobilePayments } from '@pm/domain/access/policy';
import { ROLES } from '@pm/domain/access/roles';
import { describe, expect, it } from 'vitest';
import {
  afterProjectChange,
  dashboardPathOf,
  linkTarget,
  mayOpen,
  navigationFor,
  navigationLabels,
  pageTitle,
  quickActionsFor,
  type ShellUser,
  selectedNavPath,
} from './navigation';

const SAVING_GROUP_ENTRIES = [
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
const PROJECT_LEVEL_ENTRIES = [
  'Participants',
  'Contributions',
  'M-Pesa Payments',
  'Asset Register',
  'SMS Communication',
  'Reports',
];

const anActor = (role: Role | null, overrides: Partial<Actor> = {}): Actor => ({
  userId: 1,
  username: 'someone',
  role,
  regionId: null,
  clusterId: null,
  projectId: null,
  ...overrides,
});
const aUser = (role: Role, overrides: Partial<Actor> = {}): ShellUser => ({
  ...anActor(role, overrides),
  role,
});

/** An Auditor of the whole programme, of region 1, of its cluster 2 and of that cluster's project 3. */
const auditors = {
  programme: aUser('Auditor'),
  region: aUser('Auditor', { regionId: 1 }),
  cluster: aUser('Auditor', { regionId: 1, clusterId: 2 }),
  project: aUser('Auditor', { regionId: 1, clusterId: 2, projectId: 3 }),
};

describe('the sidebar', () => {
  it.each<[Role, string[]]>([
    [
      'SuperAdmin',
      [
        'Dashboard',
        ...PROJECT_LEVEL_ENTRIES,
        ...SAVING_GROUP_ENTRIES,
        'Audit',
        'Administration',
        'Project Management',
        'User Management',
        'Hierarchy',
      ],
    ],
    [
      'NationalDirector',
      [
        'Dashboard',
        'M-Pesa Payments',
        ...SAVING_GROUP_ENTRIES,
        'Audit',
        'Administration',
        'User Management',
        'Document Management',
      ],
    ],
    [
      'RegionalAdmin',
      [
        'Dashboard',
        'M-Pesa Payments',
        ...SAVING_GROUP_ENTRIES,
        'Audit',
        'Administration',
        'User Management',
        'Document Management',
      ],
    ],
    [
      'ClusterAdmin',
      [
        'Dashboard',
        ...PROJECT_LEVEL_ENTRIES,
        ...SAVING_GROUP_ENTRIES,
        'Audit',
        'Administration',
        'Project Management',
        'User Management',
        'Document Management',
      ],
    ],
    [
      'ProjectAdmin',
      [
        'Dashboard',
        ...PROJECT_LEVEL_ENTRIES,
        ...SAVING_GROUP_ENTRIES,
        'Audit',
        'Administration',
        'User Management',
        'Document Management',
      ],
    ],
    ['ChurchFacilitator', ['Dashboard', ...SAVING_GROUP_ENTRIES, 'Administration', 'Document Management']],
    [
      'Auditor',
      [
        'Dashboard',
        ...PROJECT_LEVEL_ENTRIES,
        ...SAVING_GROUP_ENTRIES,
        'Audit',
        'Administration',
        'Document Management',
      ],
    ],
  ])('shows a %s exactly the entries of the specification table', (role, expected) => {
    expect(navigationLabels(aUser(role))).toEqual(expected);
  });

  it('never offers an Auditor the management of users, projects or the hierarchy', () => {
    const paths = navigationFor(auditors.programme).flatMap((item) =>
      item.kind === 'link' ? [item.path] : item.children.map((child) => child.path),
    );
    expect(paths).toContain('/audit');
    expect(paths).toContain('/sms');
    expect(paths).not.toContain('/users');
    expect(paths).not.toContain('/projects');
    expect(paths).not.toContain('/administration');
  });

  it('offers M-Pesa Payments to exactly the roles the policy lets read them', () => {
    for (const role of ROLES)
      expect(mayOpen(aUser(role), '/mobile-payments'), role).toBe(mayReadMobilePayments(anActor(role)));
    expect(mayOpen(aUser('ChurchFacilitator'), '/mobile-payments')).toBe(false);
    expect(mayOpen(aUser('RegionalAdmin', { regionId: 1 }), '/mobile-payments')).toBe(true);
  });
});

describe('the dashboard', () => {
  it("is each role's own, whatever the place it holds", () => {
    expect(dashboardPathOf(aUser('SuperAdmin'))).toBe('/');
    expect(dashboardPathOf(aUser('NationalDirector'))).toBe('/national-dashboard');
    expect(dashboardPathOf(aUser('RegionalAdmin', { regionId: 1 }))).toBe('/regional-dashboard');
    expect(dashboardPathOf(aUser('ClusterAdmin', { regionId: 1, clusterId: 2 }))).toBe('/');
    expect(dashboardPathOf(aUser('ChurchFacilitator', { projectId: 3 }))).toBe('/church-facilitator');
  });

  it("is, for an Auditor, the dashboard of the place it holds, and the sidebar's first entry", () => {
    expect(dashboardPathOf(auditors.programme)).toBe('/national-dashboard');
    expect(dashboardPathOf(auditors.region)).toBe('/regional-dashboard');
    expect(dashboardPathOf(auditors.cluster)).toBe('/');
    expect(dashboardPathOf(auditors.project)).toBe('/');
    expect(navigationFor(auditors.region)[0]).toMatchObject({
      label: 'Dashboard',
      path: '/regional-dashboard',
    });
  });
});

describe('page titles', () => {
  it('names the project-level pages as the specification lists them', () => {
    expect(pageTitle('/')).toBe('Dashboard');
    expect(pageTitle('/participants')).toBe('Participant Management');
    expect(pageTitle('/reports/')).toBe('Reports & Analytics');
    expect(pageTitle('/users')).toBe('User Management');
    expect(pageTitle('/mobile-payments')).toBe('M-Pesa Payments');
  });

  it('gives every other path the product name', () => {
    expect(pageTitle('/saving-groups/loans')).toBe('Programme Management System');
    expect(pageTitle('/administration')).toBe('Programme Management System');
  });
});

describe('selected sidebar entry', () => {
  it('highlights the listed entry for screens reached from it', () => {
    expect(selectedNavPath('/saving-groups/meetings')).toBe('/meetings-management');
    expect(selectedNavPath('/projects')).toBe('/projects');
  });
});

describe('sidebar link targets', () => {
  it('keep the chosen project on the pages that read it', () => {
    expect(linkTarget('/participants', '4')).toBe('/participants?projectId=4');
    expect(linkTarget('/mobile-payments', '4')).toBe('/mobile-payments?projectId=4');
    expect(linkTarget('/', '4')).toBe('/?projectId=4');
  });

  it('leave other pages, and a page with no project chosen, as they are', () => {
    expect(linkTarget('/projects', '4')).toBe('/projects');
    expect(linkTarget('/saving-groups/loans', '4')).toBe('/saving-groups/loans');
    expect(linkTarget('/participants', null)).toBe('/participants');
  });
});

describe('Quick Add', () => {
  it('offers a facilitator only what it may create on screens it sees', () => {
    expect(quickActionsFor(anActor('ChurchFacilitator')).map((a) => a.label)).toEqual([
      'Create Saving Group',
      'Upload Document',
    ]);
  });

  it('offers a SuperAdmin the hierarchy and user creation (it assigns waiting accounts on /users)', () => {
    const labels = quickActionsFor(anActor('SuperAdmin')).map((a) => a.label);
    expect(labels).toContain('Add Region or Cluster');
    expect(labels).toContain('Add Project');
    expect(labels).toContain('Create User');
  });

  it('offers nothing to an account without a role', () => {
    expect(quickActionsFor(anActor(null))).toEqual([]);
  });

  it('offers an Auditor nothing, whatever its scope: it writes nothing', () => {
    for (const auditor of Object.values(auditors)) expect(quickActionsFor(auditor)).toEqual([]);
  });
});

describe('mayOpen', () => {
  it("links a group's page only for the roles whose sidebar leads to it", () => {
    const user = (role: Role): ShellUser => ({
      userId: 1,
      username: 'u',
      role,
      regionId: 1,
      clusterId: 2,
      projectId: 3,
    });
    expect(mayOpen(user('SuperAdmin'), '/saving-groups/members')).toBe(true);
    expect(mayOpen(user('ProjectAdmin'), '/saving-groups/members')).toBe(true);
    // the national and regional officers reach the groups behind their figures, read-only
    expect(mayOpen(user('RegionalAdmin'), '/saving-groups/members')).toBe(true);
    expect(mayOpen(user('NationalDirector'), '/saving-groups/members')).toBe(true);
    expect(mayOpen(user('RegionalAdmin'), '/projects')).toBe(false);
  });
});

describe('choosing a project in the header', () => {
  it('keeps a page that reads the project, and sends any other to the dashboard of it', () => {
    expect(afterProjectChange('/participants', '3')).toBe('/participants?projectId=3');
    expect(afterProjectChange('/saving-groups/loans/', '3')).toBe('/saving-groups/loans?projectId=3');
    expect(afterProjectChange('/contributions', null)).toBe('/contributions');
    expect(afterProjectChange('/mobile-payments', '3')).toBe('/mobile-payments?projectId=3');
    expect(afterProjectChange('/users', '3')).toBe('/?projectId=3');
    expect(afterProjectChange('/audit', null)).toBe('/');
  });
});
