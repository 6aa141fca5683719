import {
  addDays,
  type GroupState,
  groupDecider,
  groupStream,
  isActiveMember,
  type LoanState,
  loanDecider,
  loanFund,
  loanStream,
  loanTotal,
  remainingOf,
} from '@pm/domain';
import { ENTRY_KEYS } from '../features/saving-groups/reversals';
import { LOAN_PURPOSES, type Random } from './random';
import type { Calendar } from './scales';
import type { Writer } from './writer';

/** How a borrower repays: on time, weeks late (what makes a group's PAR30), or not after the first instalment. */
export type Borrower = 'prompt' | 'late' | 'defaulter';

export interface Lending {
  readonly groupId: number;
  readonly place: { projectId: number; clusterId: number; regionId: number };
  state: GroupState;
  readonly loans: LoanRun[];
  /** memberId → how they repay */
  readonly borrowers: Map<number, Borrower>;
}

interface LoanRun {
  readonly loanId: number;
  readonly borrowerId: number;
  state: LoanState;
  readonly instalment: number;
  /** when the next instalment is paid (its due date, later for a late borrower) */
  nextPayment: string;
  instalmentsPaid: number;
  readonly lateDays: number;
}

/** A new loan is asked for about once a month per five members who have none; loans start in week 6. */
const ASK_PER_WEEK = 1 / 30;
const FIRST_LOAN_WEEK = 6;
const INSTALMENT_DAYS = 28;

/** The meeting a lending is at: its id, date and week, and who came. */
interface AtMeeting {
  readonly meetingId: number;
  readonly date: string;
  readonly week: number;
  readonly present: ReadonlySet<number>;
}

/** A loan asked for and disbursed from the group's fund, its own stream not opened yet. */
interface Disbursed {
  readonly loanId: number;
  readonly borrowerId: number;
  readonly amount: number;
  readonly rate: 5 | 10;
  readonly term: 1 | 2 | 3 | 6;
}

/**
 * The lending of one meeting: instalments that fall due are repaid (the loan stream records them, then
 * the group's fund receives them, as RecordRepayment appends both), then new loans are disbursed (the
 * group's fund first, then the new loan stream, as IssueLoan does), each at most what the fund holds.
 */
export const lendAtMeeting = async (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  lending: Lending,
  meeting: AtMeeting,
): Promise<void> => {
  await repayDue(writer, calendar, lending, meeting);
  if (meeting.week < FIRST_LOAN_WEEK || lending.state.status === 'none') return;
  const issued = await disburse(writer, calendar, random, lending, meeting);
  for (const loan of issued) openLoan(writer, calendar, random, lending, meeting, loan);
};

/** The instalments due, repaid by the borrowers present who repay (a defaulter only the first). */
const repayDue = async (writer: Writer, calendar: Calendar, lending: Lending, meeting: AtMeeting) => {
  const { date, meetingId } = meeting;
  const receipts: { repaymentId: number; loanId: number; amount: number; commandId: string }[] = [];
  const repaidAt = writer.moment(calendar.at(date, '15:15'), 'repayments');
  for (const loan of lending.loans) {
    if (loan.state.status !== 'active' || loan.nextPayment > date) continue;
    if (!meeting.present.has(loan.borrowerId)) continue;
    const kind = lending.borrowers.get(loan.borrowerId) ?? 'prompt';
    if (kind === 'defaulter' && loan.instalmentsPaid >= 1) continue;
    const amount = Math.min(loan.instalment, remainingOf(loan.state));
    const repaymentId = await writer.id('loan_repayment');
    const stream = loanStream(loan.loanId);
    const commandId = `${writer.tag}:repayment-${repaymentId}`;
    // the id finds the loan again when the repayment is reversed
    writer.reserve(ENTRY_KEYS.repayment, repaymentId, stream);
    loan.state = writer.decide(
      loanDecider,
      stream,
      loan.state,
      {
        type: 'RecordRepayment',
        data: { repaymentId, amount, paymentDate: date, notes: null, meetingId },
      },
      repaidAt,
      `${commandId}:${stream}`,
    ).state;
    receipts.push({ repaymentId, loanId: loan.loanId, amount, commandId });
    loan.instalmentsPaid += 1;
    loan.nextPayment = addDays(date, INSTALMENT_DAYS + (kind === 'late' ? loan.lateDays : 0));
  }
  const groupStreamId = groupStream(lending.groupId);
  for (const r of receipts)
    lending.state = writer.decide(
      groupDecider,
      groupStreamId,
      lending.state,
      {
        type: 'ReceiveRepayment',
        data: { repaymentId: r.repaymentId, loanId: r.loanId, amount: r.amount, paymentDate: date },
      },
      repaidAt,
      `${r.commandId}:${groupStreamId}`,
    ).state;
};

/** New loans asked for by members present without one, each disbursed from the group's fund. */
const disburse = async (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  lending: Lending,
  { date, present }: AtMeeting,
): Promise<Disbursed[]> => {
  const groupStreamId = groupStream(lending.groupId);
  const indebted = new Set(lending.loans.filter((l) => l.state.status === 'active').map((l) => l.borrowerId));
  const issued: Disbursed[] = [];
  for (const memberId of present) {
    if (indebted.has(memberId) || !random.chance(ASK_PER_WEEK)) continue;
    const group = lending.state;
    if (group.status === 'none' || !isActiveMember(group, memberId)) continue;
    const fund = Math.floor((loanFund(group) * 0.8) / 50_000) * 50_000;
    const amount = Math.min(
      random.int(3, 30) * 50_000,
      fund,
      group.maxLoanAmount ?? Number.POSITIVE_INFINITY,
    );
    if (amount < 100_000) continue;
    const loanId = await writer.id('loan');
    const rate = random.pick([5, 10] as const);
    const term = random.pick([1, 2, 3, 3, 3, 6] as const);
    lending.state = writer.decide(
      groupDecider,
      groupStreamId,
      lending.state,
      {
        type: 'DisburseLoan',
        data: {
          loanId,
          borrowerId: memberId,
          amount,
          loanDate: date,
          totalAmount: loanTotal(amount, rate, term),
        },
      },
      writer.moment(calendar.at(date, '15:30'), `loan-${loanId}`),
      `${writer.tag}:loan-${loanId}:${groupStreamId}`,
    ).state;
    issued.push({ loanId, borrowerId: memberId, amount, rate, term });
  }
  return issued;
};

/** A disbursed loan's own stream opened (IssueLoan), and the loan followed from then on. */
const openLoan = (
  writer: Writer,
  calendar: Calendar,
  random: Random,
  lending: Lending,
  { date, meetingId }: AtMeeting,
  loan: Disbursed,
) => {
  const stream = loanStream(loan.loanId);
  const { state } = writer.decide(
    loanDecider,
    stream,
    loanDecider.initialState(),
    {
      type: 'IssueLoan',
      data: {
        loanId: loan.loanId,
        groupId: lending.groupId,
        borrowerId: loan.borrowerId,
        amount: loan.amount,
        interestRate: loan.rate,
        termMonths: loan.term,
        loanDate: date,
        purpose: random.pick(LOAN_PURPOSES),
        guarantors: [],
        meetingId,
        place: lending.place,
      },
    },
    writer.moment(calendar.at(date, '15:30'), `loan-${loan.loanId}`),
    `${writer.tag}:loan-${loan.loanId}:${stream}`,
  );
  const total = loanTotal(loan.amount, loan.rate, loan.term);
  lending.loans.push({
    loanId: loan.loanId,
    borrowerId: loan.borrowerId,
    state,
    instalment: Math.ceil(total / loan.term),
    nextPayment: addDays(date, INSTALMENT_DAYS),
    instalmentsPaid: 0,
    lateDays: random.int(21, 56),
  });
};

/** Whether a member still owes on a loan (such a member does not leave the group). */
export const owes = (lending: Lending, memberId: number): boolean =>
  lending.loans.some((l) => l.borrowerId === memberId && l.state.status === 'active');
