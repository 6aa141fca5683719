import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { groupDecider } from '../group';
import type { GroupEvent } from '../group/events';
import * as fixtures from '../group/lending.fixtures';
import { type LoanIssued, type LoanWrittenOff, loanDecider, type WriteOffLoan } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 3, username: 'project', role: 'ProjectAdmin' },
};
const project = { userId: 3, username: 'project' };
const place = { projectId: 1, clusterId: 2, regionId: 3 };

/** KES 1,000 at 5 % for 2 months: 1,100 due on 2026-07-31. */
const issued: LoanIssued = {
  type: 'LoanIssued',
  data: {
    loanId: 55,
    groupId: 7,
    borrowerId: 1,
    amount: 100000,
    interestRate: 5,
    termMonths: 2,
    totalAmount: 110000,
    loanDate: '2026-05-31',
    dueDate: '2026-07-31',
    purpose: 'Buy a dairy cow',
    guarantors: [],
    meetingId: null,
    ...place,
    issuedBy: project,
  },
};
const repaid = (amount: number) => ({
  type: 'RepaymentRecorded' as const,
  data: {
    loanId: 55,
    repaymentId: 1,
    amount,
    paymentDate: '2026-06-30',
    notes: null,
    meetingId: null,
    recordedBy: project,
    recordedOn: '2026-06-30',
  },
});
const writeOff = (writeOffDate = '2026-11-20', reason = ' The borrower moved away '): WriteOffLoan => ({
  type: 'WriteOffLoan',
  data: { writeOffDate, reason },
  metadata,
});
const writtenOff = (amount: number): LoanWrittenOff => ({
  type: 'LoanWrittenOff',
  data: {
    loanId: 55,
    groupId: 7,
    amount,
    writtenOffOn: '2026-11-20',
    reason: 'The borrower moved away',
    writtenOffBy: project,
  },
});

const loan = specFor(loanDecider);

describe('writing a loan off', () => {
  it('writes off what is still owed, principal and charge, once', () => {
    loan
      .given([issued, repaid(30000)])
      .when(writeOff())
      .then([writtenOff(80000)]);
    loan
      .given([issued, writtenOff(110000)])
      .when(writeOff())
      .thenThrows(ConflictError, 'This loan has already been written off');
    loan
      .given([issued, writtenOff(110000)])
      .when({ type: 'RecordRepayment', data: { ...repaid(100).data }, metadata })
      .thenThrows(RuleViolation, 'Only active loans can take repayments');
  });

  it('refuses a loan not yet past its due date, a future date, and a repaid loan', () => {
    loan
      .given([issued])
      .when(writeOff('2026-07-31'))
      .thenThrows(RuleViolation, 'A loan can be written off only after its due date (2026-07-31)');
    loan
      .given([issued])
      .when(writeOff('2026-11-26'))
      .thenThrows(RuleViolation, 'The write-off date cannot be in the future');
    loan
      .given([
        issued,
        repaid(110000),
        { type: 'LoanCompleted', data: { loanId: 55, completedOn: '2026-06-30' } },
      ])
      .when(writeOff())
      .thenThrows(RuleViolation, 'Only an active loan can be written off');
  });
});

describe("the fund's side of a write-off", () => {
  const group = specFor(groupDecider);
  const registered: GroupEvent[] = [fixtures.registered, fixtures.disbursed(55, 1, 100000)];
  const record = {
    type: 'RecordLoanWriteOff' as const,
    data: { loanId: 55, amount: 80000, writeOffDate: '2026-11-20' },
    metadata,
  };

  it('records the write-off once, for a loan of the group', () => {
    const recorded: GroupEvent = {
      type: 'LoanWriteOffRecorded',
      data: { groupId: 7, loanId: 55, amount: 80000, writtenOffOn: '2026-11-20' },
    };
    group.given(registered).when(record).then([recorded]);
    group
      .given([...registered, recorded])
      .when(record)
      .then([]);
    group
      .given(registered)
      .when({ ...record, data: { ...record.data, loanId: 56 } })
      .thenThrows(NotFoundError, 'Loan not found in this group');
  });
});
