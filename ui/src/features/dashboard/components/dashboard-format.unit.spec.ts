import { describe, expect, it } from 'vitest';
import {
  activityCategory,
  actorText,
  ageGroupRows,
  ageGroupSummary,
  dashboardHeading,
  relativeTime,
} from './dashboard-format';

describe('relative times', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('reads recent events in words', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('a minute ago');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('an hour ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('treats a server clock slightly ahead as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
  });

  it('gives the date for events older than a week', () => {
    expect(relativeTime('2026-01-05T09:00:00Z', now)).toBe('05 Jan 2026');
  });
});

describe('activity entries', () => {
  it('group event types for their icon', () => {
    expect(activityCategory('PaymentRecorded')).toBe('payment');
    expect(activityCategory('PaymentReversed')).toBe('payment');
    expect(activityCategory('ParticipantAdded')).toBe('participant');
    expect(activityCategory('ClusterCreated')).toBe('hierarchy');
    expect(activityCategory('SomethingNew')).toBe('other');
  });

  it('name the user with its role, or the system process', () => {
    expect(actorText({ kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' })).toBe(
      'project (ProjectAdmin)',
    );
    expect(actorText({ kind: 'user', userId: 5, username: 'project', role: null })).toBe('project');
    expect(actorText({ kind: 'system', name: 'demo-seed' })).toBe('System: demo-seed');
  });
});

describe('the age-group chart', () => {
  it('lists every group in order, a missing one as 0', () => {
    expect(ageGroupRows({ '19+': 1, '3-5': 4 })).toEqual([
      { group: '0-2', count: 0 },
      { group: '3-5', count: 4 },
      { group: '6-8', count: 0 },
      { group: '9-11', count: 0 },
      { group: '12-14', count: 0 },
      { group: '15-18', count: 0 },
      { group: '19+', count: 1 },
    ]);
  });

  it('keeps a group it does not know at the end', () => {
    expect(ageGroupRows({ Unknown: 2 }).at(-1)).toEqual({ group: 'Unknown', count: 2 });
  });

  it('summarizes the counts as text for screen readers', () => {
    expect(
      ageGroupSummary([
        { group: '0-2', count: 1 },
        { group: '3-5', count: 4 },
      ]),
    ).toBe('Participants by age group: 0-2: 1, 3-5: 4');
  });
});

describe('the dashboard heading', () => {
  it("names the chosen project, else the role's dashboard", () => {
    expect(dashboardHeading('SuperAdmin', 'KE0421')).toBe('KE0421 Project Dashboard');
    expect(dashboardHeading('SuperAdmin', null)).toBe('System Dashboard');
    expect(dashboardHeading('ClusterAdmin', null)).toBe('Cluster Dashboard');
    expect(dashboardHeading('ProjectAdmin', null)).toBe('Project Dashboard');
  });
});
