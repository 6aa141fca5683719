import type { DemoUser } from './demo';

/** Every route of the app, with a user who may open it (the facilitator for the facilitator's own screens). */
export const EVERY_ROUTE: readonly (readonly [route: string, user: DemoUser])[] = [
  ['/', 'admin'],
  ['/projects', 'admin'],
  ['/administration', 'admin'],
  ['/users', 'admin'],
  ['/participants', 'project'],
  ['/contributions', 'project'],
  ['/mobile-payments', 'project'],
  ['/assets', 'project'],
  ['/reports', 'admin'],
  ['/sms', 'project'],
  ['/saving-groups', 'admin'],
  ['/saving-groups/groups', 'project'],
  ['/saving-groups/create', 'project'],
  ['/saving-groups/members', 'project'],
  ['/group-member-management', 'project'],
  ['/saving-groups/savings', 'project'],
  ['/saving-groups/loans', 'project'],
  ['/loan-disbursements', 'project'],
  ['/emergency-fund', 'project'],
  ['/saving-groups/meetings', 'project'],
  ['/collections', 'facilitator'],
  ['/saving-groups/reports', 'project'],
  ['/saving-groups/visitations', 'project'],
  ['/regional-dashboard', 'regional'],
  ['/national-dashboard', 'director'],
  ['/documents', 'project'],
  ['/audit', 'auditor'],
  ['/church-facilitator', 'facilitator'],
  ['/saving-groups/meetings/record', 'facilitator'],
  ['/no-such-page', 'project'],
];

/** The routes grouped by who opens them, in the order above. */
export const routesByUser = (): Map<DemoUser, string[]> => {
  const byUser = new Map<DemoUser, string[]>();
  for (const [route, user] of EVERY_ROUTE) byUser.set(user, [...(byUser.get(user) ?? []), route]);
  return byUser;
};
