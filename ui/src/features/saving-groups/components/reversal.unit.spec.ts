import type { Role } from '@pm/domain';
import type { Actor } from '@pm/domain/access/policy';
import { describe, expect, it } from 'vitest';
import { MINISTRY_URL_PREFIXES } from '../api/invalidate';
import { aRepayment, aSaving } from '../testing/builders';
import { summarizeDisbursements } from './loan-format';
import {
  countedEntries,
  mayReverse,
  REVERSALS,
  type ReversalKind,
  reversalRequest,
  reversalText,
  reverseUrl,
} from './reversal';
import { summarizeSavings } from './savings-format';

const anActor = (role: Role | null, username = 'facilitator'): Actor => ({
  userId: 7,
  username,
  role,
  regionId: 1,
  clusterId: 2,
  projectId: 3,
});

// 10:00 in Nairobi on 26 November 2026
const NOW = '2026-11-26T07:00:00.000Z';
const reversal = {
  reason: 'Recorded twice',
  reversedBy: 'pa.kakamega',
  reversedAt: '2026-11-26T07:30:00.000Z',
};

describe('who sees Reverse', () => {
  const todays = aSaving({ recordedBy: 'facilitator', createdAt: '2026-11-26T06:00:00.000Z' });

  it('offers it to a project administrator and above on any entry, any day', () => {
    const old = aSaving({ recordedBy: 'someone-else', createdAt: '2026-01-05T06:00:00.000Z' });
    for (const role of ['SuperAdmin', 'ClusterAdmin', 'ProjectAdmin'] as const)
      expect(mayReverse(anActor(role, 'admin'), old, NOW)).toBe(true);
  });

  it('offers it to a facilitator only on their own entry, on the day it was recorded', () => {
    const facilitator = anActor('ChurchFacilitator');
    expect(mayReverse(facilitator, todays, NOW)).toBe(true);
    expect(mayReverse(facilitator, { ...todays, recordedBy: 'another' }, NOW)).toBe(false);
    expect(mayReverse(facilitator, { ...todays, recordedBy: null }, NOW)).toBe(false);
    expect(mayReverse(facilitator, { ...todays, createdAt: '2026-11-25T06:00:00.000Z' }, NOW)).toBe(false);
  });

  it('compares Kenyan days, not UTC days', () => {
    const facilitator = anActor('ChurchFacilitator');
    // 00:30 in Nairobi on the 26th is still the 25th in UTC: the same Kenyan day as NOW
    expect(mayReverse(facilitator, { ...todays, createdAt: '2026-11-25T21:30:00.000Z' }, NOW)).toBe(true);
    // 23:30 in Nairobi on the 25th: yesterday
    expect(mayReverse(facilitator, { ...todays, createdAt: '2026-11-25T20:30:00.000Z' }, NOW)).toBe(false);
  });

  it('never offers it on a reversed entry, nor to a role without write access', () => {
    expect(mayReverse(anActor('SuperAdmin'), { ...todays, reversal }, NOW)).toBe(false);
    expect(mayReverse(anActor('ChurchFacilitator'), { ...todays, reversal }, NOW)).toBe(false);
    expect(mayReverse(anActor('NationalDirector'), todays, NOW)).toBe(false);
    expect(mayReverse(anActor('RegionalAdmin'), todays, NOW)).toBe(false);
    expect(mayReverse(anActor(null), todays, NOW)).toBe(false);
    expect(mayReverse(null, todays, NOW)).toBe(false);
  });

  it('refuses an entry without a readable recording time to a facilitator', () => {
    expect(mayReverse(anActor('ChurchFacilitator'), { ...todays, createdAt: 'not a time' }, NOW)).toBe(false);
  });
});

describe('the reversal request', () => {
  it("posts the trimmed reason to the entry's reverse route", () => {
    expect(reversalRequest('saving', 12, { reason: '  Recorded twice ' })).toEqual({
      ok: true,
      url: '/api/group-savings/12/reverse',
      body: { reason: 'Recorded twice' },
    });
  });

  it("refuses a missing or too short reason with the server's words", () => {
    expect(reversalRequest('saving', 12, {})).toEqual({ ok: false, message: 'A reason is required' });
    expect(reversalRequest('penalty', 3, { reason: ' ab ' })).toEqual({
      ok: false,
      message: 'Please give a reason of at least 3 characters',
    });
    expect(reversalRequest('penalty', 3, { reason: 'x'.repeat(501) })).toMatchObject({ ok: false });
  });

  it('has a route for every kind, each refreshed by the ministry reads', () => {
    const urls = (Object.keys(REVERSALS) as ReversalKind[]).map((kind) => reverseUrl(kind, 5));
    expect(urls).toEqual([
      '/api/group-savings/5/reverse',
      '/api/loan-repayments/5/reverse',
      '/api/member-penalties/5/reverse',
      '/api/member-registration-fee-payments/5/reverse',
      '/api/emergency-contributions/5/reverse',
    ]);
    for (const kind of Object.keys(REVERSALS) as ReversalKind[])
      expect(MINISTRY_URL_PREFIXES).toContain(REVERSALS[kind].path);
  });

  it('names the toasts after the entry', () => {
    expect(REVERSALS.saving.success).toBe('Saving reversed');
    expect(REVERSALS.saving.failure).toBe('Failed to reverse saving');
  });
});

describe('reversed entries', () => {
  it('say who reversed them and why', () => {
    expect(reversalText(reversal)).toMatch(
      /^Reversed by pa\.kakamega on Nov 26, 2026 .*\. Reason: Recorded twice$/,
    );
  });

  it('count in no total computed from the rows', () => {
    const savings = [
      aSaving({ id: 1, amount: 200, savingDate: '2026-11-20' }),
      aSaving({ id: 2, amount: 500, savingDate: '2026-11-21', memberId: 2, reversal }),
    ];
    expect(countedEntries(savings).map((saving) => saving.id)).toEqual([1]);
    const summary = summarizeSavings(savings, '2026-11-26');
    expect(summary.total).toBe(20000);
    expect(summary.thisMonth).toBe(20000);
    expect(summary.activeSavers).toBe(1);
    const repayments = [aRepayment({ id: 1, amount: 1500 }), aRepayment({ id: 2, amount: 700, reversal })];
    expect(summarizeDisbursements([], repayments, '2026-11-26').repayments).toBe(150000);
  });
});
