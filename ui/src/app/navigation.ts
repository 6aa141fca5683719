// The policy module directly, not the package root: the root also exports the zod schemas, and the
// shell (loaded before any page) has no forms, so zod stays in the page chunks that need it.
import {
  type Actor,
  type Capability,
  hasCapability,
  mayReadMobilePayments,
  scopeOf,
} from '@pm/domain/access/policy';
import { ROLES, type Role } from '@pm/domain/access/roles';
import { tKey } from '@/i18n';

/**
 * What the shell shows to whom (spec: screens "Shell"), as data: the sidebar, the header's page titles and the
 * Quick Add shortcuts. Kept free of React so the role tables can be checked by unit tests.
 */

export const PRODUCT_NAME = tKey('Programme Management System');

const SA: Role = 'SuperAdmin';
const ND: Role = 'NationalDirector';
const RA: Role = 'RegionalAdmin';
const CA: Role = 'ClusterAdmin';
const PA: Role = 'ProjectAdmin';
const CF: Role = 'ChurchFacilitator';
/** Read-only: every screen of its scope is listed; the screens themselves offer it no write. */
const AU: Role = 'Auditor';

const PROJECT_LEVEL: readonly Role[] = [SA, CA, PA, AU];
/** The ministry's screens; the national and regional officers read them (they hold no write there). */
const SAVING_GROUPS: readonly Role[] = [SA, ND, RA, CA, PA, CF, AU];
/** The audit readers: the Auditor, and ProjectAdmin and above, each in its own scope. */
const AUDIT_READERS: readonly Role[] = [SA, ND, RA, CA, PA, AU];
/**
 * The M-Pesa payments' readers, as the policy says (`mayReadMobilePayments` reads the role only): those who
 * decide on unmatched payments, and the roles that oversee children's payments without recording them.
 */
const MOBILE_PAYMENT_READERS: readonly Role[] = ROLES.filter((role) =>
  mayReadMobilePayments({ userId: 0, username: '', role, regionId: null, clusterId: null, projectId: null }),
);

export interface NavLink {
  readonly kind: 'link';
  /** The English label (tKey): the sidebar shows `t(label)`. */
  readonly label: string;
  readonly path: string;
  readonly roles: readonly Role[];
}

export interface NavSection {
  readonly kind: 'section';
  /** Menu key of the expandable section (never a path, so it cannot clash with a link). */
  readonly key: string;
  readonly label: string;
  readonly children: readonly NavLink[];
}

export type NavItem = NavLink | NavSection;

const link = (label: string, path: string, roles: readonly Role[]): NavLink => ({
  kind: 'link',
  label,
  path,
  roles,
});

/** The signed-in user as the shell sees it: a role, and the place it holds. */
export type ShellUser = Actor & { readonly role: Role };

/** The dashboard of each role assigned at one level; the Auditor's follows the level it holds. */
const DASHBOARD_PATH: Readonly<Record<Exclude<Role, 'Auditor'>, string>> = {
  SuperAdmin: '/',
  NationalDirector: '/national-dashboard',
  RegionalAdmin: '/regional-dashboard',
  ClusterAdmin: '/',
  ProjectAdmin: '/',
  ChurchFacilitator: '/church-facilitator',
};

/**
 * The user's dashboard. An Auditor reads the dashboard of its scope: the national one for the whole
 * programme, its region's, else the project dashboard (/) of its cluster or project. Our addition to the
 * spec's table: the roles that / redirects elsewhere get a 'Dashboard' entry too, pointing at their own
 * dashboard, so they can always navigate back to it.
 */
export const dashboardPathOf = (user: ShellUser): string => {
  if (user.role !== 'Auditor') return DASHBOARD_PATH[user.role];
  switch (scopeOf(user).kind) {
    case 'all':
      return '/national-dashboard';
    case 'region':
      return '/regional-dashboard';
    default:
      return '/';
  }
};

/**
 * The sidebar of the spec's table, plus our 'Hierarchy' entry (regions and clusters, SuperAdmin only), our
 * 'Audit' entry (ProjectAdmin and above) and the Auditor's: every screen it reads, never the
 * management of users, projects or the hierarchy.
 */
export const NAVIGATION: readonly NavItem[] = [
  link(tKey('Participants'), '/participants', PROJECT_LEVEL),
  link(tKey('Contributions'), '/contributions', PROJECT_LEVEL),
  // our addition: the M-Pesa payments, the unmatched ones waiting for staff (docs/domain/mobile-money.md)
  link(tKey('M-Pesa Payments'), '/mobile-payments', MOBILE_PAYMENT_READERS),
  link(tKey('Asset Register'), '/assets', PROJECT_LEVEL),
  link(tKey('SMS Communication'), '/sms', PROJECT_LEVEL),
  link(tKey('Reports'), '/reports', PROJECT_LEVEL),
  {
    kind: 'section',
    key: 'saving-group-ministry',
    label: tKey('Saving Group Ministry'),
    children: [
      link(tKey('Group Overview'), '/saving-groups', SAVING_GROUPS),
      link(tKey('Groups'), '/saving-groups/groups', SAVING_GROUPS),
      link(tKey('Members'), '/saving-groups/members', SAVING_GROUPS),
      link(tKey('Savings'), '/saving-groups/savings', SAVING_GROUPS),
      link(tKey('Loans'), '/saving-groups/loans', SAVING_GROUPS),
      link(tKey('Reports'), '/saving-groups/reports', SAVING_GROUPS),
      link(tKey('Emergency Fund'), '/emergency-fund', SAVING_GROUPS),
      link(tKey('Collections'), '/collections', SAVING_GROUPS),
      link(tKey('Meetings'), '/meetings-management', SAVING_GROUPS),
    ],
  },
  // our addition: a group's books replayed as they stood at a date, and its ledger
  link(tKey('Audit'), '/audit', AUDIT_READERS),
  {
    kind: 'section',
    key: 'administration-section',
    label: tKey('Administration'),
    children: [
      link(tKey('Project Management'), '/projects', [SA, CA]),
      // SuperAdmin too (our addition): it assigns self-registered accounts their role there
      link(tKey('User Management'), '/users', [SA, ND, RA, CA, PA]),
      link(tKey('Document Management'), '/documents', [ND, RA, CA, PA, CF, AU]),
      link(tKey('Hierarchy'), '/administration', [SA]),
    ],
  },
];

/** The sections open when the shell first shows (spec: both open by default). */
export const OPEN_SECTIONS: readonly string[] = ['saving-group-ministry', 'administration-section'];

/** The sidebar a user sees: its dashboard first, then its role's entries; empty sections disappear. */
export const navigationFor = (user: ShellUser): NavItem[] => {
  const { role } = user;
  const items: NavItem[] = [link(tKey('Dashboard'), dashboardPathOf(user), [role])];
  for (const item of NAVIGATION) {
    if (item.kind === 'link') {
      if (item.roles.includes(role)) items.push(item);
      continue;
    }
    const children = item.children.filter((child) => child.roles.includes(role));
    if (children.length > 0) items.push({ ...item, children });
  }
  return items;
};

/** Whether the user's sidebar leads to `path` (e.g. whether a group's page may be linked to for them). */
export const mayOpen = (user: ShellUser, path: string): boolean =>
  navigationFor(user).some((item) =>
    item.kind === 'link' ? item.path === path : item.children.some((child) => child.path === path),
  );

/** The labels in the order the sidebar shows them (sections open), as the browser tests read them. */
export const navigationLabels = (user: ShellUser): string[] =>
  navigationFor(user).flatMap((item) =>
    item.kind === 'link' ? [item.label] : [item.label, ...item.children.map((child) => child.label)],
  );

const navigationPaths = (user: ShellUser): Set<string> =>
  new Set(
    navigationFor(user).flatMap((item) =>
      item.kind === 'link' ? [item.path] : item.children.map((c) => c.path),
    ),
  );

/** Screens reached from another entry highlight that entry in the sidebar. */
const SELECTED_ALIAS: Readonly<Record<string, string>> = {
  '/saving-groups/create': '/saving-groups/groups',
  '/saving-groups/meetings': '/meetings-management',
  '/saving-groups/emergency-fund': '/emergency-fund',
  '/group-member-management': '/saving-groups/members',
  '/loan-disbursements': '/saving-groups/loans',
};

/** The pages that read ?projectId= (spec: screens): the dashboard and the project-level entries. */
const PROJECT_SCOPED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/participants',
  '/contributions',
  '/mobile-payments',
  '/assets',
  '/sms',
  '/reports',
]);

/**
 * Where choosing a project in the header leads (null: the whole scope): a page that reads ?projectId=
 * (the project-level pages and the ministry's) stays, showing the chosen project; any other page goes to
 * the dashboard of it, as the specification's selector does. The page's other filters are dropped: they
 * named records of the project left.
 */
export const afterProjectChange = (pathname: string, projectId: string | null): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const stays =
    PROJECT_SCOPED_PATHS.has(path) || path === '/saving-groups' || path.startsWith('/saving-groups/');
  const target = stays ? path : '/';
  return projectId === null ? target : `${target}?projectId=${encodeURIComponent(projectId)}`;
};

/** Where a sidebar entry leads: project-level pages keep the project chosen in the header. */
export const linkTarget = (path: string, projectId: string | null): string =>
  projectId && PROJECT_SCOPED_PATHS.has(path) ? `${path}?projectId=${encodeURIComponent(projectId)}` : path;

export const selectedNavPath = (pathname: string): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SELECTED_ALIAS[path] ?? path;
};

/** Header titles by path (spec: screens), in English (the header shows `t(title)`): every other path gets the product's name. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': tKey('Dashboard'),
  '/participants': tKey('Participant Management'),
  '/contributions': tKey('Parent Contributions'),
  '/mobile-payments': tKey('M-Pesa Payments'),
  '/assets': tKey('Asset Register'),
  '/sms': tKey('SMS Communication'),
  '/reports': tKey('Reports & Analytics'),
  '/projects': tKey('Project Management'),
  '/users': tKey('User Management'),
};

export const pageTitle = (pathname: string): string => PAGE_TITLES[selectedNavPath(pathname)] ?? PRODUCT_NAME;

export interface QuickAction {
  readonly label: string;
  readonly path: string;
  readonly capability: Capability;
  /** The sidebar entry the action belongs to: offered only to roles that see that entry. */
  readonly navPath: string;
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: tKey('Add Participant'),
    path: '/participants',
    capability: 'participants.manage',
    navPath: '/participants',
  },
  {
    label: tKey('Record Payment'),
    path: '/contributions',
    capability: 'payments.record',
    navPath: '/contributions',
  },
  { label: tKey('Add Asset'), path: '/assets', capability: 'assets.manage', navPath: '/assets' },
  { label: tKey('Send SMS'), path: '/sms', capability: 'sms.send', navPath: '/sms' },
  {
    label: tKey('Create Saving Group'),
    path: '/saving-groups/create',
    capability: 'savingGroups.manage',
    navPath: '/saving-groups/groups',
  },
  { label: tKey('Add Project'), path: '/projects', capability: 'projects.manage', navPath: '/projects' },
  { label: tKey('Create User'), path: '/users', capability: 'users.manage', navPath: '/users' },
  {
    label: tKey('Upload Document'),
    path: '/documents',
    capability: 'documents.upload',
    navPath: '/documents',
  },
  {
    label: tKey('Add Region or Cluster'),
    path: '/administration',
    capability: 'hierarchy.manage',
    navPath: '/administration',
  },
];

/**
 * Quick Add: shortcuts to screens where the user can create something it is allowed to create (nothing
 * for an Auditor, which holds no capability).
 */
export const quickActionsFor = (actor: Actor): QuickAction[] => {
  const { role } = actor;
  if (role === null) return [];
  const visible = navigationPaths({ ...actor, role });
  return QUICK_ACTIONS.filter(
    (action) => visible.has(action.navPath) && hasCapability(actor, action.capability),
  );
};
