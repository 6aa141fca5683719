import type { Role } from '@pm/domain';
import { describe, expect, it } from 'vitest';
import { contributionsHeading } from '@/features/contributions/components/contribution-format';
import { dashboardHeading } from '@/features/dashboard/components/dashboard-format';
import { changeLanguage } from '@/i18n';
import { allProjectsLabel, choosesProject, headingRoleOf, scopeBadgeText } from './project-scope';

const aUser = (role: Role, place: { regionId?: number; clusterId?: number; projectId?: number } = {}) => ({
  role,
  regionId: place.regionId ?? null,
  clusterId: place.clusterId ?? null,
  projectId: place.projectId ?? null,
  regionName: place.regionId ? 'Western' : null,
  clusterName: place.clusterId ? 'Kakamega Cluster' : null,
});

/** An Auditor of the whole programme, of region 1, of its cluster 2 and of that cluster's project 3. */
const auditors = {
  programme: aUser('Auditor'),
  region: aUser('Auditor', { regionId: 1 }),
  cluster: aUser('Auditor', { regionId: 1, clusterId: 2 }),
  project: aUser('Auditor', { regionId: 1, clusterId: 2, projectId: 3 }),
};

describe("the header's project choice", () => {
  it('is offered to an Auditor holding several projects, as to SuperAdmin and ClusterAdmin', () => {
    expect(choosesProject(aUser('SuperAdmin'))).toBe(true);
    expect(choosesProject(aUser('ClusterAdmin', { regionId: 1, clusterId: 2 }))).toBe(true);
    expect(choosesProject(auditors.programme)).toBe(true);
    expect(choosesProject(auditors.region)).toBe(true);
    expect(choosesProject(auditors.cluster)).toBe(true);
  });

  it('is not offered to the Auditor of one project, nor to a ProjectAdmin', () => {
    expect(choosesProject(auditors.project)).toBe(false);
    expect(choosesProject(aUser('ProjectAdmin', { regionId: 1, clusterId: 2, projectId: 3 }))).toBe(false);
  });

  it("names the whole of the Auditor's scope", () => {
    expect(allProjectsLabel(auditors.programme)).toBe('All Projects');
    expect(allProjectsLabel(auditors.region)).toBe('Western Region');
    expect(allProjectsLabel(auditors.cluster)).toBe('Kakamega Cluster');
    expect(allProjectsLabel(aUser('SuperAdmin'))).toBe('All Projects');
  });
});

describe("an Auditor's page headings", () => {
  it("are those of its scope's administrator", () => {
    expect(headingRoleOf(auditors.programme)).toBe('SuperAdmin');
    expect(headingRoleOf(auditors.region)).toBe('RegionalAdmin');
    expect(headingRoleOf(auditors.cluster)).toBe('ClusterAdmin');
    expect(headingRoleOf(auditors.project)).toBe('ProjectAdmin');
    expect(headingRoleOf(aUser('NationalDirector'))).toBe('NationalDirector');
  });

  it('title its dashboard and contributions after its scope', () => {
    expect(dashboardHeading(headingRoleOf(auditors.cluster), null)).toBe('Cluster Dashboard');
    expect(dashboardHeading(headingRoleOf(auditors.project), null)).toBe('Project Dashboard');
    expect(contributionsHeading(headingRoleOf(auditors.programme), null)).toBe('All Parent Contributions');
    expect(contributionsHeading(headingRoleOf(auditors.region), null)).toBe('Region Parent Contributions');
  });
});

describe("the header's badge for those without the project choice", () => {
  const named = (role: Role, place: { regionId?: number; clusterId?: number; projectId?: number } = {}) => ({
    ...aUser(role, place),
    projectCode: place.projectId ? 'KE0420' : null,
    projectName: place.projectId ? 'Kakamega Central' : null,
  });

  it('names the real scope of the national and regional officers, not "Project Access"', () => {
    expect(scopeBadgeText(named('NationalDirector'))).toBe('National access');
    expect(scopeBadgeText(named('RegionalAdmin', { regionId: 1 }))).toBe('Region: Western');
    expect(scopeBadgeText({ ...named('RegionalAdmin', { regionId: 1 }), regionName: null })).toBe(
      'Regional access',
    );
  });

  it("names a project-level user's project, and says when a scoped role has no place", () => {
    expect(scopeBadgeText(named('ProjectAdmin', { regionId: 1, clusterId: 2, projectId: 3 }))).toBe(
      'KE0420 - Kakamega Central',
    );
    expect(scopeBadgeText(named('ChurchFacilitator'))).toBe('No project assigned');
  });

  it('says the same in Kiswahili', async () => {
    await changeLanguage('sw');
    try {
      expect(scopeBadgeText(named('NationalDirector'))).toBe('Ufikiaji wa kitaifa');
      expect(scopeBadgeText(named('RegionalAdmin', { regionId: 1 }))).toBe('Kanda: Western');
    } finally {
      await changeLanguage('en');
    }
  });
});
