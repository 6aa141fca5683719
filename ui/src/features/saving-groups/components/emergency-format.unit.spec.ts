import type { Actor } from '@pm/domain/access/policy';
import type { Role } from '@pm/domain/access/roles';
import { describe, expect, it } from 'vitest';
import { aContribution, aRequest } from '../testing/builders';
import {
  aboveMaxMessage,
  canDecide,
  exceedsMaxPerMember,
  fundTermsText,
  fundTitle,
  recentContributions,
  recentRequests,
} from './emergency-format';

const anActor = (role: Role, userId = 1): Actor => ({
  userId,
  username: 'someone',
  role,
  regionId: 1,
  clusterId: 1,
  projectId: 1,
});

describe('canDecide', () => {
  it('lets a project admin decide a pending request of someone else', () => {
    expect(
      canDecide(anActor('ProjectAdmin', 2), aRequest({ requestedBy: { userId: 7, username: 'f' } })),
    ).toBe(true);
  });

  it('never lets the requester decide their own request', () => {
    expect(
      canDecide(anActor('ProjectAdmin', 7), aRequest({ requestedBy: { userId: 7, username: 'p' } })),
    ).toBe(false);
  });

  it('keeps a facilitator and the reading roles from deciding', () => {
    expect(canDecide(anActor('ChurchFacilitator', 2), aRequest())).toBe(false);
    expect(canDecide(anActor('NationalDirector', 2), aRequest())).toBe(false);
  });

  it('offers no decision once decided', () => {
    expect(canDecide(anActor('SuperAdmin', 2), aRequest({ status: 'approved' }))).toBe(false);
    expect(canDecide(anActor('SuperAdmin', 2), aRequest({ status: 'rejected' }))).toBe(false);
  });
});

describe('recent lists', () => {
  it('keeps the five latest contributions', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((id) => aContribution({ id, contributionDate: `2026-03-0${id}` }));
    expect(recentContributions(rows).map((c) => c.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('puts pending requests first, then the newest', () => {
    const rows = [
      aRequest({ id: 1, status: 'approved', requestedAt: '2026-03-05T00:00:00Z' }),
      aRequest({ id: 2, status: 'pending', requestedAt: '2026-03-01T00:00:00Z' }),
      aRequest({ id: 3, status: 'rejected', requestedAt: '2026-03-04T00:00:00Z' }),
      aRequest({ id: 4, status: 'pending', requestedAt: '2026-03-02T00:00:00Z' }),
    ];
    expect(recentRequests(rows).map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect(recentRequests(rows, 2)).toHaveLength(2);
  });
});

describe('fund texts and limits', () => {
  it('refuses more than the maximum per member, in cents', () => {
    expect(exceedsMaxPerMember(500000, { maxDisbursementPerMember: 5000 })).toBe(false);
    expect(exceedsMaxPerMember(500001, { maxDisbursementPerMember: 5000 })).toBe(true);
    expect(aboveMaxMessage({ maxDisbursementPerMember: 5000 })).toBe(
      'Amount cannot exceed the maximum of KES 5,000.00 per member',
    );
  });

  it('describes a fund', () => {
    expect(fundTermsText({ contributionAmount: 200, maxDisbursementPerMember: 5000 })).toBe(
      'Contribution KES 200.00 · max KES 5,000.00 per member',
    );
    expect(fundTitle({ id: 3, description: ' ' })).toBe('Emergency fund 3');
  });
});
