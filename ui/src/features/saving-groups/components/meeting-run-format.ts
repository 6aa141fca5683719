import type { PenaltyType } from '@pm/domain/saving-groups/shared';
import { t } from '@/i18n';
import { formatCents, sumCents, wireToCents } from '@/lib/money';

/** One member's line of the one-pass meeting form; amounts in KES as typed (null: nothing). */
export interface RunLine {
  readonly memberId: number;
  readonly memberName: string;
  readonly present: boolean;
  readonly saving: number | null;
  /** The member's active loan, when there is one. */
  readonly loanId: number | null;
  readonly repayment: number | null;
  readonly penalty: number | null;
  /** One of the penalty types, chosen for each penalty (absent: a draft kept before it was asked). */
  readonly penaltyType?: PenaltyType | null;
  readonly penaltyReason: string;
  /**
   * Ticked when the penalty's money was handed over at the meeting: it is then given and marked paid at
   * once. Unticked by default, so money never collected never enters the loan fund.
   */
  readonly penaltyPaidNow: boolean;
  readonly emergency: number | null;
}

/** A member's line before anything is typed: absent, no amounts; a penalty given starts unpaid. */
export const blankLine = (memberId: number, memberName: string, loanId: number | null = null): RunLine => ({
  memberId,
  memberName,
  present: false,
  saving: null,
  loanId,
  repayment: null,
  penalty: null,
  penaltyType: null,
  penaltyReason: '',
  penaltyPaidNow: false,
  emergency: null,
});

/** One request of a submission: its label (shown if it fails), URL, body and the idempotency key that makes a retry harmless. */
export interface RunRequest {
  readonly key: string;
  readonly label: string;
  readonly url: string;
  readonly body: unknown;
  /** The request names an id only the previous answer gives (the penalty just given, to mark it paid). */
  readonly paysPenaltyOf?: string;
}

export interface RunContext {
  readonly meetingId: number;
  readonly groupId: number;
  readonly meetingDate: string;
  readonly fundId: number | null;
  /** Fixed for one submission (kept across a retry), so each request keeps its key. */
  readonly submissionId: string;
}

const positive = (value: number | null): value is number => value !== null && value > 0;

/**
 * What stops a line from being recorded as typed, in the user's language (empty: nothing). The meeting
 * never changes what was typed: a repayment above what the member owes is refused with the repayment
 * form's message, not lowered to the balance; a penalty needs its type and the reason the Add Penalty
 * dialog asks for; an absent member can only be fined for the absence.
 */
export const lineProblems = (line: RunLine, balance: number | undefined): string[] => {
  const problems: string[] = [];
  if (positive(line.repayment) && line.loanId !== null && balance !== undefined) {
    const owed = wireToCents(balance);
    if (wireToCents(line.repayment) > owed)
      problems.push(
        t('Amount cannot exceed the remaining balance of {{amount}}', { amount: formatCents(owed) }),
      );
  }
  if (positive(line.penalty)) {
    if (!line.penaltyType) problems.push(t('Please choose the penalty type'));
    else if (!line.present && line.penaltyType !== 'Meeting Absence')
      problems.push(t('An absent member can only be given a Meeting Absence penalty'));
    if (line.penaltyReason.trim() === '') problems.push(t('Reason is required'));
  }
  return problems;
};

type RunKey = (kind: string, memberId?: number) => string;

/** One member's penalty and, when its money was handed over at the meeting, its payment. */
const penaltyRequests = (ctx: RunContext, l: RunLine, key: RunKey): RunRequest[] => {
  if (!positive(l.penalty)) return [];
  const penaltyKey = key('penalty', l.memberId);
  const penalty: RunRequest = {
    key: penaltyKey,
    label: t('Penalty of {{name}}', { name: l.memberName }),
    url: '/api/member-penalties',
    body: {
      groupId: ctx.groupId,
      memberId: l.memberId,
      penaltyType: l.penaltyType,
      amount: l.penalty,
      description: l.penaltyReason.trim(),
      penaltyDate: ctx.meetingDate,
      meetingId: ctx.meetingId,
    },
  };
  if (!l.penaltyPaidNow) return [penalty];
  return [
    penalty,
    {
      key: key('penalty-paid', l.memberId),
      label: t('Penalty paid by {{name}}', { name: l.memberName }),
      url: '/api/member-penalties/{id}/pay',
      body: { paymentDate: ctx.meetingDate },
      paysPenaltyOf: penaltyKey,
    },
  ];
};

/** One member's requests, in order: saving, repayment, penalty (and its payment), emergency contribution. */
const memberRequests = (ctx: RunContext, l: RunLine, key: RunKey): RunRequest[] => {
  const meetingId = ctx.meetingId;
  const requests: RunRequest[] = [];
  if (positive(l.saving))
    requests.push({
      key: key('saving', l.memberId),
      label: t('Saving of {{name}}', { name: l.memberName }),
      url: '/api/group-savings',
      body: {
        groupId: ctx.groupId,
        memberId: l.memberId,
        amount: l.saving,
        savingDate: ctx.meetingDate,
        meetingId,
      },
    });
  if (positive(l.repayment) && l.loanId !== null)
    requests.push({
      key: key('repayment', l.memberId),
      label: t('Repayment of {{name}}', { name: l.memberName }),
      url: '/api/loan-repayments',
      body: { loanId: l.loanId, amount: l.repayment, paymentDate: ctx.meetingDate, meetingId },
    });
  requests.push(...penaltyRequests(ctx, l, key));
  if (positive(l.emergency) && ctx.fundId !== null)
    requests.push({
      key: key('emergency', l.memberId),
      label: t('Emergency contribution of {{name}}', { name: l.memberName }),
      url: '/api/emergency-contributions',
      body: {
        fundId: ctx.fundId,
        memberId: l.memberId,
        amount: l.emergency,
        contributionDate: ctx.meetingDate,
        meetingId,
      },
    });
  return requests;
};

/**
 * The requests of one submission, in order: the attendance list, then for each member their saving,
 * repayment, penalty (and its payment) and emergency contribution, each carrying the meeting id and a key
 * `meeting-{id}-{submission}-{kind}-{member}`: sent again after a dropped connection, it records once.
 */
export const runRequests = (ctx: RunContext, lines: readonly RunLine[]): RunRequest[] => {
  const key: RunKey = (kind, memberId) =>
    `meeting-${ctx.meetingId}-${ctx.submissionId}-${kind}${memberId === undefined ? '' : `-${memberId}`}`;
  const attendance: RunRequest = {
    key: key('attendance'),
    label: t('Attendance'),
    url: '/api/meeting-attendance/bulk',
    body: {
      attendance: lines.map((l) => ({
        meetingId: ctx.meetingId,
        memberId: l.memberId,
        isPresent: l.present,
        arrivalTime: null,
        notes: null,
      })),
    },
  };
  return [attendance, ...lines.flatMap((l) => memberRequests(ctx, l, key))];
};

export interface CashBox {
  /** Cents: the loan fund before the meeting. */
  readonly before: number;
  /** Cents the meeting brings into the loan fund: savings, repayments, penalties paid now. */
  readonly collected: number;
  readonly after: number;
  /** Cents into the emergency fund (kept apart from the loan fund). */
  readonly emergency: number;
}

/** The cash box the treasurer counts: what was there, what came in, what should be there now. */
export const cashBox = (before: number, lines: readonly RunLine[]): CashBox => {
  const amounts = (pick: (l: RunLine) => number | null) => lines.map(pick).filter(positive);
  const collected = sumCents([
    ...amounts((l) => l.saving),
    ...amounts((l) => (l.loanId === null ? null : l.repayment)),
    ...amounts((l) => (l.penaltyPaidNow ? l.penalty : null)),
  ]);
  const start = wireToCents(before);
  return {
    before: start,
    collected,
    after: start + collected,
    emergency: sumCents(amounts((l) => l.emergency)),
  };
};
