import { describe, expect, it } from 'vitest';
import {
  type Actor,
  assertCan,
  CAPABILITIES,
  type Capability,
  can,
  canManageUser,
  canRead,
  GRANTS,
  inScope,
  mayReadMobilePayments,
  maySee,
  mobilePaymentPlace,
  rolesCreatedBy,
  scopeOf,
} from './policy';
import { ROLES, type Role } from './roles';

// Western (region 1) > Kakamega Cluster (cluster 1) > KE0420 (project 1); Bungoma Cluster (2) > KE0305 (3);
// Nairobi (region 2) > Nairobi East (cluster 3) > KE0101 (project 4)
const KE0420 = { regionId: 1, clusterId: 1, projectId: 1 };
const KE0305 = { regionId: 1, clusterId: 2, projectId: 3 };
const KE0101 = { regionId: 2, clusterId: 3, projectId: 4 };
const WESTERN = { regionId: 1, clusterId: null, projectId: null };
const KAKAMEGA = { regionId: 1, clusterId: 1, projectId: null };

const anActor = (role: Role | null, overrides: Partial<Actor> = {}): Actor => {
  const chain =
    role === 'RegionalAdmin'
      ? { regionId: 1, clusterId: null, projectId: null }
      : role === 'ClusterAdmin'
        ? { regionId: 1, clusterId: 1, projectId: null }
        : role === 'ProjectAdmin' || role === 'ChurchFacilitator'
          ? KE0420
          : { regionId: null, clusterId: null, projectId: null };
  return { userId: 9, username: 'someone', role, ...chain, ...overrides };
};

describe('scope', () => {
  it('gives SuperAdmin and NationalDirector everything', () => {
    for (const role of ['SuperAdmin', 'NationalDirector'] as const) {
      expect(scopeOf(anActor(role))).toEqual({ kind: 'all' });
      expect(inScope(anActor(role), KE0101)).toBe(true);
    }
  });

  it('limits a RegionalAdmin to its region', () => {
    const actor = anActor('RegionalAdmin');
    expect(inScope(actor, KE0420)).toBe(true);
    expect(inScope(actor, KE0305)).toBe(true);
    expect(inScope(actor, KE0101)).toBe(false);
  });

  it('limits a ClusterAdmin to its cluster', () => {
    const actor = anActor('ClusterAdmin');
    expect(inScope(actor, KE0420)).toBe(true);
    expect(inScope(actor, KE0305)).toBe(false);
    expect(inScope(actor, WESTERN)).toBe(false);
  });

  it('limits ProjectAdmin and ChurchFacilitator to their project', () => {
    for (const role of ['ProjectAdmin', 'ChurchFacilitator'] as const) {
      const actor = anActor(role);
      expect(inScope(actor, KE0420)).toBe(true);
      expect(inScope(actor, KE0305)).toBe(false);
      expect(inScope(actor, KAKAMEGA)).toBe(false);
    }
  });

  it('gives a self-registered account without a role no programme scope at all', () => {
    const actor = anActor(null);
    expect(scopeOf(actor)).toEqual({ kind: 'none' });
    for (const location of [KE0420, KE0101, WESTERN]) expect(canRead(actor, location)).toBe(false);
  });

  it('gives an Auditor the most specific place it is assigned to, or the whole programme', () => {
    const at = (place: Partial<Actor>) => anActor('Auditor', place);
    expect(scopeOf(at({}))).toEqual({ kind: 'all' });
    expect(scopeOf(at({ regionId: 1 }))).toEqual({ kind: 'region', regionId: 1 });
    expect(scopeOf(at(KAKAMEGA))).toEqual({ kind: 'cluster', clusterId: 1 });
    expect(scopeOf(at(KE0420))).toEqual({ kind: 'project', projectId: 1 });
    expect(inScope(at(WESTERN), KE0305)).toBe(true);
    expect(inScope(at(WESTERN), KE0101)).toBe(false);
    expect(inScope(at(KE0420), KE0305)).toBe(false);
    expect(canRead(at(KE0420), KAKAMEGA)).toBe(true);
  });

  it('treats a scoped role with a missing assignment as having no scope', () => {
    expect(scopeOf(anActor('ProjectAdmin', { projectId: null }))).toEqual({ kind: 'none' });
    expect(scopeOf(anActor('ClusterAdmin', { clusterId: null }))).toEqual({ kind: 'none' });
    expect(scopeOf(anActor('RegionalAdmin', { regionId: null }))).toEqual({ kind: 'none' });
  });

  it('lets a scoped user read the names of the levels above it but not of its neighbours', () => {
    const projectAdmin = anActor('ProjectAdmin');
    expect(canRead(projectAdmin, KAKAMEGA)).toBe(true);
    expect(canRead(projectAdmin, WESTERN)).toBe(true);
    expect(canRead(projectAdmin, { regionId: 1, clusterId: 2, projectId: null })).toBe(false);
    expect(canRead(projectAdmin, { regionId: 2, clusterId: null, projectId: null })).toBe(false);
    const clusterAdmin = anActor('ClusterAdmin');
    expect(canRead(clusterAdmin, WESTERN)).toBe(true);
    expect(canRead(clusterAdmin, { regionId: 1, clusterId: 2, projectId: null })).toBe(false);
  });
});

describe('capabilities', () => {
  // The "Writes" table of docs/access-policy.md, column by column.
  const table: Record<Capability, string> = {
    'hierarchy.manage': 'SA',
    'projects.manage': 'SA CA',
    'participants.manage': 'SA CA PA',
    'participants.erase': 'SA',
    'payments.record': 'SA CA PA',
    'payments.reverse': 'SA CA PA',
    'mobilePayments.decide': 'SA CA PA',
    'assets.manage': 'SA CA PA',
    'sms.send': 'SA CA PA',
    'users.manage': 'SA ND RA CA PA',
    'savingGroups.manage': 'SA CA PA CF',
    'savingGroups.reverse': 'SA CA PA',
    'emergency.decide': 'SA CA PA',
    'savingGroups.closeCycle': 'SA CA PA',
    'savingGroups.writeOff': 'SA CA PA',
    'documents.upload': 'ND RA CA PA CF',
    'documents.edit': 'SA ND RA CA PA CF',
    'documents.review': 'SA ND RA CA PA',
  };
  const abbreviation: Record<Role, string> = {
    SuperAdmin: 'SA',
    NationalDirector: 'ND',
    RegionalAdmin: 'RA',
    ClusterAdmin: 'CA',
    ProjectAdmin: 'PA',
    ChurchFacilitator: 'CF',
    Auditor: 'AU',
  };

  it.each(CAPABILITIES)('grants %s to exactly the roles of the access policy', (capability) => {
    const expected = table[capability].split(' ');
    const granted = ROLES.filter((role) => can(anActor(role), capability)).map((role) => abbreviation[role]);
    expect(granted).toEqual(expected);
    expect(GRANTS[capability].map((role) => abbreviation[role])).toEqual(expected);
  });

  it('refuses a granted capability outside the scope', () => {
    expect(can(anActor('ClusterAdmin'), 'projects.manage', KAKAMEGA)).toBe(true);
    expect(
      can(anActor('ClusterAdmin'), 'projects.manage', { regionId: 1, clusterId: 2, projectId: null }),
    ).toBe(false);
    expect(can(anActor('ProjectAdmin'), 'payments.record', KE0305)).toBe(false);
  });

  it('grants nothing to an account without a role', () => {
    for (const capability of CAPABILITIES) expect(can(anActor(null), capability)).toBe(false);
  });

  it('grants an Auditor no write at all, anywhere, yet shows it every screen', () => {
    for (const place of [{}, WESTERN, KE0420]) {
      const auditor = anActor('Auditor', place);
      for (const capability of CAPABILITIES) {
        expect(can(auditor, capability)).toBe(false);
        expect(maySee(auditor, capability)).toBe(true);
      }
    }
    expect(maySee(anActor('ChurchFacilitator'), 'sms.send')).toBe(false);
    expect(maySee(anActor('ProjectAdmin'), 'sms.send')).toBe(true);
  });

  it('throws ForbiddenError from assertCan', () => {
    expect(() => assertCan(anActor('ProjectAdmin'), 'hierarchy.manage')).toThrow(
      'You do not have permission to do this',
    );
    expect(() => assertCan(anActor('SuperAdmin'), 'hierarchy.manage')).not.toThrow();
  });
});

describe('M-Pesa payments', () => {
  it('are read by those who decide on them and, read-only, by the roles that oversee payments', () => {
    const readers = ROLES.filter((role) => mayReadMobilePayments(anActor(role)));
    expect(readers).toEqual([
      'SuperAdmin',
      'NationalDirector',
      'RegionalAdmin',
      'ClusterAdmin',
      'ProjectAdmin',
      'Auditor',
    ]);
    expect(mayReadMobilePayments(anActor(null))).toBe(false);
  });

  it('listed for no project are held by programme-wide actors only', () => {
    const nowhere = mobilePaymentPlace(null);
    const held = ROLES.filter((role) => inScope(anActor(role), nowhere));
    expect(held).toEqual(['SuperAdmin', 'NationalDirector', 'Auditor']);
    expect(inScope(anActor('Auditor', { regionId: 1 }), nowhere)).toBe(false);
    expect(inScope(anActor('ProjectAdmin'), mobilePaymentPlace(KE0420))).toBe(true);
    expect(inScope(anActor('ProjectAdmin'), mobilePaymentPlace(KE0305))).toBe(false);
  });
});

describe('managing users', () => {
  it('lets each role manage only the role one level down, inside its scope', () => {
    expect(
      canManageUser(anActor('SuperAdmin'), 'NationalDirector', {
        regionId: null,
        clusterId: null,
        projectId: null,
      }),
    ).toBe(true);
    expect(canManageUser(anActor('NationalDirector'), 'RegionalAdmin', WESTERN)).toBe(true);
    expect(canManageUser(anActor('NationalDirector'), 'ClusterAdmin', KAKAMEGA)).toBe(false);
    expect(canManageUser(anActor('RegionalAdmin'), 'ClusterAdmin', KAKAMEGA)).toBe(true);
    expect(
      canManageUser(anActor('RegionalAdmin'), 'ClusterAdmin', { regionId: 2, clusterId: 3, projectId: null }),
    ).toBe(false);
    expect(canManageUser(anActor('ClusterAdmin'), 'ProjectAdmin', KE0420)).toBe(true);
    expect(canManageUser(anActor('ClusterAdmin'), 'ClusterAdmin', KAKAMEGA)).toBe(false);
    expect(canManageUser(anActor('ProjectAdmin'), 'ChurchFacilitator', KE0420)).toBe(true);
    expect(canManageUser(anActor('ProjectAdmin'), 'ProjectAdmin', KE0420)).toBe(false);
    expect(canManageUser(anActor('ProjectAdmin'), 'ChurchFacilitator', KE0305)).toBe(false);
    expect(canManageUser(anActor('ChurchFacilitator'), 'ChurchFacilitator', KE0420)).toBe(false);
    expect(canManageUser(anActor(null), 'ChurchFacilitator', KE0420)).toBe(false);
  });

  it('lets SuperAdmin and NationalDirector create and manage Auditors at any place, nobody else', () => {
    const everywhere = { regionId: null, clusterId: null, projectId: null };
    for (const creator of ['SuperAdmin', 'NationalDirector'] as const)
      for (const place of [everywhere, WESTERN, KAKAMEGA, KE0101])
        expect(canManageUser(anActor(creator), 'Auditor', place)).toBe(true);
    for (const creator of [
      'RegionalAdmin',
      'ClusterAdmin',
      'ProjectAdmin',
      'ChurchFacilitator',
      'Auditor',
    ] as const)
      expect(canManageUser(anActor(creator), 'Auditor', KE0420)).toBe(false);
    expect(rolesCreatedBy(anActor('NationalDirector'))).toEqual(['RegionalAdmin', 'Auditor']);
    expect(rolesCreatedBy(anActor('SuperAdmin'))).toEqual(ROLES);
    expect(rolesCreatedBy(anActor('Auditor'))).toEqual([]);
    expect(rolesCreatedBy(anActor(null))).toEqual([]);
  });
});
