import { describe, expect, it } from 'vitest';
import { daysBetween, type HealthFigures, healthOf, kpisOf, monthEnd, par30Cutoff } from './health';

/** Upendo's first cycle after 120 days, figures in cents, every ratio below worked by hand. */
const upendo: HealthFigures = {
  present: 45,
  marked: 50,
  meetings: 10,
  membersAtStart: 18,
  joined: 2,
  left: 1,
  activeMembers: 19,
  savingsHeld: 3_800_000,
  cash: 1_200_000,
  outstanding: 2_800_000,
  overdue30: 140_000,
  earnings: 150_000,
  writeOffs: 30_000,
  loansIssued: 3_000_000,
  days: 120,
};

describe('group health KPIs', () => {
  it('does not annualise one-off registration fees', () => {
    // a month's return once annualised the registration fees (543 %): 12 fees of 500.00 on 6,000.00 saved
    // in 30 days, and 60.00 of service charge earned
    const month: HealthFigures = {
      ...upendo,
      savingsHeld: 600_000,
      earnings: 606_000,
      fees: 600_000,
      writeOffs: 0,
      days: 30,
    };
    // (6,000 × 365 ÷ 30 + 600,000) ÷ 600,000 = (73,000 + 600,000) ÷ 600,000
    expect(kpisOf(month).annualisedReturn).toBe(Math.round((673_000 / 600_000) * 10_000) / 10_000);
  });

  it('computes the SAVIX ratios of a small group by hand', () => {
    expect(kpisOf(upendo)).toEqual({
      attendanceRate: 0.9, // 45 ÷ 50
      retention: 0.95, // 1 − 1 ÷ (18 + 2)
      savingsPerMember: 2000, // 38,000 ÷ 19
      loanFundUtilisation: 0.7, // 28,000 ÷ (28,000 + 12,000)
      par30: 0.05, // 1,400 ÷ 28,000
      // (1,500 − 300) ÷ 38,000 × 365 ÷ 120 = 0.09605…
      annualisedReturn: 0.0961,
      writeOffs: 300,
      writeOffRatio: 0.01, // 300 ÷ 30,000
      activeMembers: 19,
      meetings: 10,
      savingsHeld: 38000,
      loansOutstanding: 28000,
    });
  });

  it('answers null where nothing divides, and counts a short period as 30 days', () => {
    const empty = kpisOf({ ...upendo, present: 0, marked: 0, membersAtStart: 0, joined: 0, left: 0 });
    expect(empty.attendanceRate).toBeNull();
    expect(empty.retention).toBeNull();
    const none = kpisOf({
      ...upendo,
      activeMembers: 0,
      savingsHeld: 0,
      outstanding: 0,
      cash: 0,
      loansIssued: 0,
    });
    expect(none).toMatchObject({
      savingsPerMember: null,
      loanFundUtilisation: null,
      par30: null,
      annualisedReturn: null,
      writeOffRatio: null,
    });
    // 1,200 ÷ 38,000 × 365 ÷ 30, not ÷ 3
    expect(kpisOf({ ...upendo, days: 3 }).annualisedReturn).toBe(0.3842);
  });

  it('lights a group green, amber or red by the stated thresholds and says why', () => {
    const k = kpisOf(upendo);
    expect(healthOf(k, 7)).toEqual({ light: 'green', reasons: [] });
    expect(healthOf({ ...k, par30: 0.06 }, 7)).toEqual({
      light: 'amber',
      reasons: ['PAR30 6 % above 5 %'],
    });
    expect(healthOf({ ...k, attendanceRate: 0.5, retention: 0.85 }, 60)).toEqual({
      light: 'red',
      reasons: ['Attendance 50 % below 60 %', 'Retention 85 % below 90 %', 'No meeting for 60 days'],
    });
    expect(healthOf({ ...k, par30: 0.25 }, 7).light).toBe('red');
    expect(healthOf(k, null)).toEqual({ light: 'amber', reasons: ['No meeting held yet'] });
  });

  it('counts days and month ends on the calendar', () => {
    expect(daysBetween('2026-01-05', '2026-05-05')).toBe(120);
    expect(daysBetween('2026-05-05', '2026-01-05')).toBe(0);
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(par30Cutoff('2026-03-31')).toBe('2026-03-01');
  });
});
