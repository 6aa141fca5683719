import { describe, expect, it } from 'vitest';
import { blankLine, cashBox, lineProblems, type RunLine, runRequests } from './meeting-run-format';

const aLine = (memberId: number, overrides: Partial<RunLine> = {}): RunLine => ({
  ...blankLine(memberId, `Member ${memberId}`),
  present: true,
  ...overrides,
});
const ctx = { meetingId: 40, groupId: 7, meetingDate: '2026-11-23', fundId: 3, submissionId: 'sub-1' };

describe('one-pass meeting', () => {
  it('sends the attendance first, then each member money with the meeting id and a stable key', () => {
    const requests = runRequests(ctx, [
      aLine(1, { saving: 200, loanId: 55, repayment: 100 }),
      aLine(2, {
        present: false,
        penalty: 50,
        penaltyType: 'Meeting Absence',
        penaltyReason: 'Absent without apology',
        penaltyPaidNow: true,
        emergency: 20,
      }),
    ]);
    expect(requests.map((r) => [r.key, r.url])).toEqual([
      ['meeting-40-sub-1-attendance', '/api/meeting-attendance/bulk'],
      ['meeting-40-sub-1-saving-1', '/api/group-savings'],
      ['meeting-40-sub-1-repayment-1', '/api/loan-repayments'],
      ['meeting-40-sub-1-penalty-2', '/api/member-penalties'],
      ['meeting-40-sub-1-penalty-paid-2', '/api/member-penalties/{id}/pay'],
      ['meeting-40-sub-1-emergency-2', '/api/emergency-contributions'],
    ]);
    expect(requests[0]?.body).toEqual({
      attendance: [
        { meetingId: 40, memberId: 1, isPresent: true, arrivalTime: null, notes: null },
        { meetingId: 40, memberId: 2, isPresent: false, arrivalTime: null, notes: null },
      ],
    });
    expect(requests[1]?.body).toEqual({
      groupId: 7,
      memberId: 1,
      amount: 200,
      savingDate: '2026-11-23',
      meetingId: 40,
    });
    // the penalty as typed: its type and reason, never a default
    expect(requests[3]?.body).toMatchObject({
      penaltyType: 'Meeting Absence',
      description: 'Absent without apology',
    });
    expect(requests[4]?.paysPenaltyOf).toBe('meeting-40-sub-1-penalty-2');
    // the same form sent again gives the same keys: the server records each once
    expect(runRequests(ctx, [aLine(1, { saving: 200 })]).map((r) => r.key)).toEqual([
      'meeting-40-sub-1-attendance',
      'meeting-40-sub-1-saving-1',
    ]);
  });

  it('leaves out empty amounts, a repayment without a loan and a contribution without a fund', () => {
    const requests = runRequests({ ...ctx, fundId: null }, [
      aLine(1, { saving: 0, repayment: 100, emergency: 20 }),
    ]);
    expect(requests.map((r) => r.label)).toEqual(['Attendance']);
  });

  it('counts the cash box: savings, repayments and penalties paid now; the emergency fund apart', () => {
    const box = cashBox(1000, [
      aLine(1, { saving: 200, loanId: 55, repayment: 150.5 }),
      aLine(2, { penalty: 50, penaltyPaidNow: true }),
      aLine(3, { penalty: 30, emergency: 20 }),
    ]);
    expect(box).toEqual({ before: 100000, collected: 40050, after: 140050, emergency: 2000 });
  });

  it('gives a penalty unpaid, and sends no payment for it unless ticked', () => {
    expect(blankLine(1, 'Member 1').penaltyPaidNow).toBe(false);
    const requests = runRequests(ctx, [
      aLine(1, { penalty: 50, penaltyType: 'Lateness', penaltyReason: 'Came late' }),
    ]);
    expect(requests.map((r) => r.url)).toEqual(['/api/meeting-attendance/bulk', '/api/member-penalties']);
  });

  it('refuses a line that cannot be recorded as typed, and never changes the amount', () => {
    // 5,000 typed where 2,100 is owed: once lowered to 2,100 without a word
    expect(lineProblems(aLine(1, { loanId: 55, repayment: 5000 }), 2100)).toEqual([
      'Amount cannot exceed the remaining balance of KES 2,100.00',
    ]);
    expect(lineProblems(aLine(1, { loanId: 55, repayment: 2100 }), 2100)).toEqual([]);
    expect(lineProblems(aLine(1, { penalty: 50 }), undefined)).toEqual([
      'Please choose the penalty type',
      'Reason is required',
    ]);
    expect(
      lineProblems(
        aLine(1, { present: false, penalty: 50, penaltyType: 'Other', penaltyReason: 'x' }),
        undefined,
      ),
    ).toEqual(['An absent member can only be given a Meeting Absence penalty']);
    expect(
      lineProblems(
        aLine(1, {
          present: false,
          penalty: 50,
          penaltyType: 'Meeting Absence',
          penaltyReason: 'No apology',
        }),
        undefined,
      ),
    ).toEqual([]);
  });
});
