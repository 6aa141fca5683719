import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, ForbiddenError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type CloseDecision,
  type ConfirmCycleClose,
  type CycleCloseProposed,
  type GroupEvent,
  groupDecider,
  type ProposeCycleClose,
  type RecordSaving,
} from './index';
import { disbursed, group, metadata, recordedBy, repaid } from './lending.fixtures';

const { given } = specFor(groupDecider);

// the facilitator proposes; the project admin confirms or rejects
const admin = { userId: 3, username: 'project' };
const asAdmin: CommandMetadata = {
  now: metadata.now,
  actor: { kind: 'user', ...admin, role: 'ProjectAdmin' },
};

// the group of lending.fixtures: Jane saved KES 1,000 and Peter KES 2,000 on 2026-11-20
const decision = (overrides: Partial<CloseDecision> = {}): CloseDecision => ({
  closeDate: '2026-11-24',
  weighting: 'amount',
  fund: 300000,
  payouts: [
    { memberId: 1, amount: 100000 },
    { memberId: 2, amount: 200000 },
  ],
  carriedLoanIds: [],
  carriedPenaltyIds: [],
  ...overrides,
});
const propose = (overrides: Partial<CloseDecision> = {}): ProposeCycleClose => ({
  type: 'ProposeCycleClose',
  data: decision(overrides),
  metadata,
});
const proposed = (overrides: Partial<CloseDecision> = {}): CycleCloseProposed => ({
  type: 'CycleCloseProposed',
  data: { groupId: 7, cycle: 1, ...decision(overrides), proposedBy: recordedBy, proposedOn: '2026-11-25' },
});
const confirm = (cycle = 1, by: CommandMetadata = asAdmin): ConfirmCycleClose => ({
  type: 'ConfirmCycleClose',
  data: { cycle },
  metadata: by,
});
const { carriedLoanIds: _, setOffs: __, ...closedDecision } = decision();
const closed: GroupEvent[] = [
  {
    type: 'CycleClosed',
    data: {
      groupId: 7,
      cycle: 1,
      ...closedDecision,
      carriedLoans: [],
      proposedBy: recordedBy,
      confirmedBy: admin,
      confirmedOn: '2026-11-25',
      // the cycle's savings the share-out handed back (1,000 and 2,000)
      cycleSavings: 300000,
    },
  },
  { type: 'CycleOpened', data: { groupId: 7, cycle: 2, startedOn: '2026-11-25' } },
];
const aSaving = (savingDate: string): RecordSaving => ({
  type: 'RecordSaving',
  data: { savingId: 9, memberId: 1, amount: 5000, savingDate, notes: null, meetingId: null },
  metadata,
});

describe('proposing the close of a cycle', () => {
  it('records the proposal: the share-out, the close date and the decisions', () => {
    given(group).when(propose()).then([proposed()]);
  });

  it('refuses a loan still owed without a decision, and accepts it carried into the next cycle', () => {
    const withLoan = [...group, disbursed(55, 1, 50000)];
    given(withLoan)
      .when(propose({ fund: 250000, payouts: [{ memberId: 2, amount: 250000 }] }))
      .thenThrows(RuleViolation, 'Loan 55 is still owed: settle it or carry it into the next cycle');
    const carried = { fund: 250000, payouts: [{ memberId: 2, amount: 250000 }], carriedLoanIds: [55] };
    given(withLoan)
      .when(propose(carried))
      .then([proposed(carried)]);
  });

  it('needs no decision for a loan repaid in full', () => {
    given([...group, disbursed(55, 1, 50000), repaid(1, 55, 65000)])
      .when(propose({ fund: 315000, payouts: [{ memberId: 2, amount: 315000 }] }))
      .then([proposed({ fund: 315000, payouts: [{ memberId: 2, amount: 315000 }] })]);
  });

  it('refuses payouts that do not add up to the fund', () => {
    given(group)
      .when(propose({ payouts: [{ memberId: 1, amount: 100000 }] }))
      .thenThrows(RuleViolation, "The payouts add up to KES 1,000.00, not the fund's KES 3,000.00");
  });

  it('refuses a fund larger than the loan fund holds', () => {
    given(group)
      .when(propose({ fund: 300001, payouts: [{ memberId: 1, amount: 300001 }] }))
      .thenThrows(RuleViolation, /is more than the loan fund holds/);
  });

  it('refuses a close date in the future, and a second proposal while one waits', () => {
    given(group)
      .when(propose({ closeDate: '2026-11-26' }))
      .thenThrows(RuleViolation, 'The close date cannot be in the future');
    given([...group, proposed()])
      .when(propose())
      .thenThrows(ConflictError, 'A close of cycle 1 on 2026-11-24 already awaits confirmation');
  });
});

describe('closing at once (a project administrator or above)', () => {
  const closeNow: ProposeCycleClose = {
    type: 'ProposeCycleClose',
    data: { ...decision(), closeNow: true },
    metadata: asAdmin,
  };
  const byAdmin = { proposedBy: admin };
  it('records the proposal and its confirmation by the same person, and opens cycle 2', () => {
    const [first, ...rest] = closed;
    given(group)
      .when(closeNow)
      .then([
        { ...proposed(), data: { ...proposed().data, ...byAdmin } },
        { ...first!, data: { ...(first as Extract<GroupEvent, { type: 'CycleClosed' }>).data, ...byAdmin } },
        ...rest,
      ] as GroupEvent[]);
  });

  it("is refused with the proposal's own checks, and when a close already waits or is done", () => {
    given(group)
      .when({ ...closeNow, data: { ...closeNow.data, fund: 100000 } })
      .thenThrows(RuleViolation, "The payouts add up to KES 3,000.00, not the fund's KES 1,000.00");
    given([...group, proposed()])
      .when(closeNow)
      .thenThrows(ConflictError, 'A close of cycle 1 on 2026-11-24 already awaits confirmation');
    given([...group, proposed(), ...closed])
      .when({ ...closeNow, data: { ...closeNow.data, closeDate: '2026-11-24' } })
      .thenThrows(RuleViolation, 'The close date cannot be before cycle 2 started on 2026-11-25');
  });
});

describe('confirming the close', () => {
  it('is refused to the person who proposed it', () => {
    given([...group, proposed()])
      .when(confirm(1, metadata))
      .thenThrows(ForbiddenError, 'The share-out must be confirmed by someone other than who proposed it');
  });

  it('by another person closes the cycle, pays the share-out and opens cycle 2 the next day', () => {
    given([...group, proposed()])
      .when(confirm())
      .then(closed);
  });

  it('is refused twice, and without a proposal', () => {
    given([...group, proposed(), ...closed])
      .when(confirm())
      .thenThrows(ConflictError, 'Cycle 1 is already closed');
    given(group).when(confirm()).thenThrows(RuleViolation, 'No close of cycle 1 awaits confirmation');
  });

  it('is refused when a loan was disbursed since the proposal and nobody decided on it', () => {
    given([
      ...group,
      proposed({ fund: 100000, payouts: [{ memberId: 1, amount: 100000 }] }),
      disbursed(56, 2, 10000),
    ])
      .when(confirm())
      .thenThrows(RuleViolation, 'Loan 56 is still owed: settle it or carry it into the next cycle');
  });
});

describe('setting debts off against the share-out', () => {
  // Jane owes 65,000 on loan 55 (50,000 lent): counted in the fund, it comes off her payout
  const withDebt = [...group, disbursed(55, 1, 50000)];
  const setOff = {
    fund: 315000,
    payouts: [
      { memberId: 1, amount: 105000 },
      { memberId: 2, amount: 210000 },
    ],
    setOffDebts: true,
    setOffs: [{ memberId: 1, loanId: 55, amount: 65000 }],
  };
  const confirmWith = (setOffRepaymentIds: number[]): ConfirmCycleClose => ({
    type: 'ConfirmCycleClose',
    data: { cycle: 1, setOffRepaymentIds },
    metadata: asAdmin,
  });

  it('needs no carry for a loan its set-off settles in full, and pays out more than the cash held', () => {
    given(withDebt)
      .when(propose(setOff))
      .then([proposed(setOff)]);
  });

  it('repays the loan on the close date before the payouts leave, and carries nothing', () => {
    given([...withDebt, proposed(setOff)])
      .when(confirmWith([901]))
      .then([
        {
          type: 'RepaymentReceived',
          data: { groupId: 7, repaymentId: 901, loanId: 55, amount: 65000, paymentDate: '2026-11-24' },
        },
        {
          type: 'CycleClosed',
          data: {
            groupId: 7,
            cycle: 1,
            ...closedDecision,
            fund: 315000,
            payouts: setOff.payouts,
            carriedLoans: [],
            setOffDebts: true,
            setOffs: [{ memberId: 1, loanId: 55, amount: 65000, repaymentId: 901 }],
            proposedBy: recordedBy,
            confirmedBy: admin,
            confirmedOn: '2026-11-25',
            cycleSavings: 300000,
          },
        },
        { type: 'CycleOpened', data: { groupId: 7, cycle: 2, startedOn: '2026-11-25' } },
      ]);
  });

  it('carries what a set-off in part leaves owed', () => {
    // Jane's payout (400) does not cover her 650: all of it is set off and 250 stays owed on the loan
    const part = {
      fund: 250000,
      payouts: [
        { memberId: 1, amount: 40000 },
        { memberId: 2, amount: 210000 },
      ],
      setOffDebts: true,
      setOffs: [{ memberId: 1, loanId: 55, amount: 40000 }],
      carriedLoanIds: [55],
    };
    given([...withDebt, proposed(part)])
      .when(confirmWith([902]))
      .then([
        {
          type: 'RepaymentReceived',
          data: { groupId: 7, repaymentId: 902, loanId: 55, amount: 40000, paymentDate: '2026-11-24' },
        },
        {
          type: 'CycleClosed',
          data: {
            groupId: 7,
            cycle: 1,
            ...closedDecision,
            fund: 250000,
            payouts: part.payouts,
            carriedLoans: [{ loanId: 55, borrowerId: 1, owed: 25000 }],
            setOffDebts: true,
            setOffs: [{ memberId: 1, loanId: 55, amount: 40000, repaymentId: 902 }],
            proposedBy: recordedBy,
            confirmedBy: admin,
            confirmedOn: '2026-11-25',
            cycleSavings: 300000,
          },
        },
        { type: 'CycleOpened', data: { groupId: 7, cycle: 2, startedOn: '2026-11-25' } },
      ]);
  });

  it('refuses a set-off above the payout, one on a loan of another member, and one without its repayment id', () => {
    given(withDebt)
      .when(
        propose({
          ...setOff,
          setOffs: [{ memberId: 1, loanId: 55, amount: 65000 }],
          payouts: [
            { memberId: 1, amount: 60000 },
            { memberId: 2, amount: 255000 },
          ],
        }),
      )
      .thenThrows(RuleViolation, "Member 1's set-offs (KES 650.00) are more than their payout");
    given(withDebt)
      .when(propose({ ...setOff, setOffs: [{ memberId: 2, loanId: 55, amount: 65000 }] }))
      .thenThrows(RuleViolation, 'Loan 55 is not owed by member 2');
    given([...withDebt, proposed(setOff)])
      .when(confirm())
      .thenThrows(RuleViolation, 'Each set-off needs its own repayment id');
  });

  it('refuses the confirmation when the loan was repaid since, for less is owed than the set-off', () => {
    given([...withDebt, proposed(setOff), repaid(3, 55, 5000)])
      .when(confirmWith([903]))
      .thenThrows(RuleViolation, /^Loan 55 now owes KES 600\.00, less than the KES 650\.00 to set off/);
  });
});

describe('a closed cycle is read-only', () => {
  it('refuses a saving dated before the close date, and takes one dated on it or after it into cycle 2', () => {
    given([...group, proposed(), ...closed])
      .when(aSaving('2026-11-23'))
      .thenThrows(RuleViolation, 'Cycle 1 is closed: entries dated before 2026-11-24 belong to it');
    // the share-out meeting starts the next cycle: recorded after the confirmation, it belongs to cycle 2
    given([...group, proposed(), ...closed])
      .when(aSaving('2026-11-24'))
      .then([
        {
          type: 'SavingRecorded',
          data: { groupId: 7, ...aSaving('2026-11-24').data, recordedBy, recordedOn: '2026-11-25' },
        },
      ]);
    given([...group, proposed(), ...closed])
      .when(aSaving('2026-11-25'))
      .then([
        {
          type: 'SavingRecorded',
          data: { groupId: 7, ...aSaving('2026-11-25').data, recordedBy, recordedOn: '2026-11-25' },
        },
      ]);
  });

  it("refuses a repayment dated in the closed cycle on the fund's side", () => {
    given([
      ...group,
      disbursed(55, 1, 50000),
      proposed({ carriedLoanIds: [55], fund: 250000, payouts: [{ memberId: 2, amount: 250000 }] }),
    ])
      .when({
        type: 'ReceiveRepayment',
        data: { repaymentId: 3, loanId: 55, amount: 1000, paymentDate: '2026-11-24' },
        metadata,
      })
      .thenThrows(RuleViolation, /awaits confirmation/);
  });

  it("refuses reversing a closed cycle's saving", () => {
    given([...group, proposed(), ...closed])
      .when({ type: 'ReverseSaving', data: { savingId: 1, reason: 'Entered twice' }, metadata: asAdmin })
      .thenThrows(
        RuleViolation,
        'This entry belongs to cycle 1, which is closed: its share-out was paid with it',
      );
  });

  it('reverses a saving dated on the close date and recorded after the confirmation: it is of cycle 2', () => {
    const late: GroupEvent = {
      type: 'SavingRecorded',
      data: { groupId: 7, ...aSaving('2026-11-24').data, recordedBy, recordedOn: '2026-11-25' },
    };
    given([...group, proposed(), ...closed, late])
      .when({ type: 'ReverseSaving', data: { savingId: 9, reason: 'Entered twice' }, metadata: asAdmin })
      .then([
        {
          type: 'SavingReversed',
          data: {
            groupId: 7,
            savingId: 9,
            memberId: 1,
            amount: 5000,
            entryDate: '2026-11-24',
            meetingId: null,
            reason: 'Entered twice',
            reversedBy: admin,
            reversedOn: '2026-11-25',
          },
        },
      ]);
  });

  it("refuses taking a closed cycle's repayment back out of the fund", () => {
    const received = {
      type: 'RepaymentReceived' as const,
      data: { groupId: 7, repaymentId: 3, loanId: 55, amount: 1000, paymentDate: '2026-11-10' },
    };
    given([...group, disbursed(55, 1, 50000), received, proposed({ carriedLoanIds: [55] }), ...closed])
      .when({ type: 'ReverseRepaymentCredit', data: { repaymentId: 3, loanId: 55, amount: 1000 }, metadata })
      .thenThrows(RuleViolation, /belongs to cycle 1, which is closed/);
  });

  it('holds entries dated in the cycle while a proposal waits', () => {
    given([...group, proposed()])
      .when(aSaving('2026-11-24'))
      .thenThrows(RuleViolation, /awaits confirmation/);
  });
});

describe('rejecting the close', () => {
  it('by another person drops the proposal, and the cycle may be proposed again', () => {
    const rejected: GroupEvent = {
      type: 'CycleCloseRejected',
      data: {
        groupId: 7,
        cycle: 1,
        reason: 'Recount the savings',
        rejectedBy: admin,
        rejectedOn: '2026-11-25',
      },
    };
    given([...group, proposed()])
      .when({
        type: 'RejectCycleClose',
        data: { cycle: 1, reason: ' Recount the savings ' },
        metadata: asAdmin,
      })
      .then([rejected]);
    given([...group, proposed(), rejected])
      .when(propose())
      .then([proposed()]);
  });

  it('is refused to the proposer', () => {
    given([...group, proposed()])
      .when({ type: 'RejectCycleClose', data: { cycle: 1, reason: 'Changed my mind' }, metadata })
      .thenThrows(ForbiddenError, /rejected by someone other than who proposed it/);
  });
});

describe("correcting a closed cycle's saving by an adjustment in the open cycle", () => {
  const late: GroupEvent = {
    type: 'SavingRecorded',
    data: { groupId: 7, ...aSaving('2026-11-25').data, recordedBy, recordedOn: '2026-11-25' },
  };
  const adjust = (amount: number, adjustmentDate = '2026-11-25', correctsSavingId: number | null = 1) => ({
    type: 'AdjustSavings' as const,
    data: {
      adjustmentId: 20,
      memberId: 1,
      amount,
      adjustmentDate,
      reason: 'Typed 1000 for 100',
      correctsSavingId,
    },
    metadata: asAdmin,
  });

  it("adjusts the member's savings in the open cycle, naming the closed saving it corrects", () => {
    given([...group, proposed(), ...closed, late])
      .when(adjust(-4000))
      .then([
        {
          type: 'SavingsAdjusted',
          data: {
            groupId: 7,
            adjustmentId: 20,
            memberId: 1,
            amount: -4000,
            adjustmentDate: '2026-11-25',
            reason: 'Typed 1000 for 100',
            correctsSavingId: 1,
            recordedBy: admin,
            recordedOn: '2026-11-25',
          },
        },
      ]);
  });

  it("refuses taking the member's savings below zero on any day, and an open cycle's saving", () => {
    given([...group, proposed(), ...closed, late])
      .when(adjust(-5001))
      .thenThrows(RuleViolation, /cannot take them below zero/);
    given([...group, proposed(), ...closed, late])
      .when(adjust(-1, '2026-11-23'))
      .thenThrows(RuleViolation, /Cycle 1 is closed/);
    // the close date itself is the open cycle's (recorded after the confirmation): nothing held yet then
    given([...group, proposed(), ...closed, late])
      .when(adjust(-1, '2026-11-24'))
      .thenThrows(
        RuleViolation,
        "The member's savings this cycle are KES 0.00 on 2026-11-24: an adjustment cannot take them below zero",
      );
    given([...group, proposed(), ...closed, late])
      .when(adjust(-100, '2026-11-25', 9))
      .thenThrows(RuleViolation, 'That saving belongs to the open cycle: reverse it instead of adjusting');
  });

  it('refuses reversing a saving an adjustment leaned on', () => {
    const adjusted: GroupEvent = {
      type: 'SavingsAdjusted',
      data: { ...adjust(-4000).data, groupId: 7, recordedBy: admin, recordedOn: '2026-11-25' },
    };
    given([...group, proposed(), ...closed, late, adjusted])
      .when({ type: 'ReverseSaving', data: { savingId: 9, reason: 'Entered twice' }, metadata: asAdmin })
      .thenThrows(RuleViolation, /cannot be reversed: an adjustment/);
  });
});

describe('a close before an adjustment that leaned on earlier savings', () => {
  it('is refused: the next cycle would hold the deduction without the savings it took back', () => {
    const adjusted: GroupEvent = {
      type: 'SavingsAdjusted',
      data: {
        groupId: 7,
        adjustmentId: 21,
        memberId: 1,
        amount: -50000,
        adjustmentDate: '2026-11-25',
        reason: 'Overpaid at the last share-out',
        correctsSavingId: null,
        recordedBy: admin,
        recordedOn: '2026-11-25',
      },
    };
    given([...group, adjusted])
      .when(propose())
      .thenThrows(
        RuleViolation,
        "An adjustment of Jane Wanjiru's savings dated after 2026-11-24 takes back savings dated before it: close on or after the adjustment's date",
      );
  });
});
