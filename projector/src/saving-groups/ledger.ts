import type {
  LoanCompleted,
  LoanIssued,
  MemberJoined,
  PenaltyImposed,
  RegistrationFeePaid,
  RepaymentRecorded,
  SavingRecorded,
} from '@pm/domain';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import {
  type BatchHandler,
  type BatchHandlers,
  eventsOfType,
  fromBatch,
  type Handlers,
  type Projected,
  type ProjectedOneOf,
} from '../read-model';
import { addTotalsMany, cents, insertMany } from '../sql';
import { together } from '../together';
import { ledgerEntry, type SavingGroupEvent } from './handlers';

/**
 * What a meeting records, in the mix it comes in: entries added once, and the totals they move; and the
 * members who join (a generated or imported group enrols its members between its meetings' entries).
 */
const LEDGER_TYPES = [
  'MemberJoined',
  'SavingRecorded',
  'PenaltyImposed',
  'PenaltyPaid',
  'RegistrationFeePaid',
  'LoanIssued',
  'LoanDisbursed',
  'RepaymentRecorded',
  'RepaymentReceived',
  'LoanCompleted',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
type LedgerEvent = Extract<ProjectedOneOf<SavingGroupEvent>, { type: LedgerType }>;

/** The day a member joined: members stored before joining dates count from the group's registration (as the domain). */
const joinedOnOf = async (tx: pg.PoolClient, { data: d }: Projected<MemberJoined>): Promise<string> =>
  d.joinedOn ??
  (
    await firstRow(
      tx,
      db
        .selectFrom('saving_groups')
        .select((eb) => eb.fn<string>('to_char', ['registration_date', sql.lit('YYYY-MM-DD')]).as('day'))
        .where('id', '=', d.groupId),
    )
  )?.day ??
  d.joinedAt.slice(0, 10);

const memberRow = ({ data: d }: Projected<MemberJoined>, joinedOn: string) => ({
  id: d.memberId,
  group_id: d.groupId,
  member_number: d.memberNumber,
  member_id_number: d.memberIdNumber,
  member_name: d.memberName,
  member_phone: d.memberPhone,
  next_of_kin_name: d.nextOfKinName,
  next_of_kin_id_number: d.nextOfKinIdNumber,
  next_of_kin_phone: d.nextOfKinPhone,
  next_of_kin_relationship: d.nextOfKinRelationship,
  role: d.role,
  joined_at: d.joinedAt,
  joined_on: joinedOn,
  is_active: true,
});

const savingRow = (e: Projected<SavingRecorded>) => ({
  id: e.data.savingId,
  group_id: e.data.groupId,
  member_id: e.data.memberId,
  saving_date: e.data.savingDate,
  ...ledgerEntry(e),
});

const penaltyRow = ({ data: d, occurredAt }: Projected<PenaltyImposed>) => ({
  id: d.penaltyId,
  group_id: d.groupId,
  member_id: d.memberId,
  penalty_type: d.penaltyType,
  amount: cents(d.amount),
  description: d.description,
  penalty_date: d.penaltyDate,
  meeting_id: d.meetingId,
  is_paid: false,
  late_fine_loan_id: d.lateFine?.loanId ?? null,
  late_fine_month: d.lateFine?.month ?? null,
  recorded_by: d.recordedBy.username,
  created_at: occurredAt,
});

const feeRow = ({ data: d, occurredAt }: Projected<RegistrationFeePaid>) => ({
  id: d.feePaymentId,
  group_id: d.groupId,
  member_id: d.memberId,
  amount: cents(d.amount),
  payment_date: d.paymentDate,
  notes: d.notes,
  meeting_id: d.meetingId,
  recorded_by: d.recordedBy.username,
  created_at: occurredAt,
});

const loanRow = ({ data: d, occurredAt, position }: Projected<LoanIssued>) => ({
  id: d.loanId,
  group_id: d.groupId,
  borrower_id: d.borrowerId,
  project_id: d.projectId,
  cluster_id: d.clusterId,
  region_id: d.regionId,
  amount: cents(d.amount),
  interest_rate: d.interestRate,
  term_months: d.termMonths,
  total_amount: cents(d.totalAmount),
  loan_date: d.loanDate,
  due_date: d.dueDate,
  status: 'active',
  purpose: d.purpose,
  guarantors: JSON.stringify(d.guarantors),
  meeting_id: d.meetingId,
  issued_by: d.issuedBy.username,
  created_at: occurredAt,
  last_position: position,
});

const repaymentRow = (e: Projected<RepaymentRecorded>) => ({
  id: e.data.repaymentId,
  loan_id: e.data.loanId,
  payment_date: e.data.paymentDate,
  ...ledgerEntry(e),
});

/** The group whose saving_groups total an event adds to, which column, and by how much. */
const groupTotal = (e: LedgerEvent): [group: number, column: string, cents: number] | null => {
  switch (e.type) {
    case 'SavingRecorded':
      return [e.data.groupId, 'savings', e.data.amount];
    case 'PenaltyPaid':
    case 'RegistrationFeePaid':
      return [e.data.groupId, 'penalties_and_fees', e.data.amount];
    case 'LoanDisbursed':
      return [e.data.groupId, 'disbursed', e.data.amount];
    case 'RepaymentReceived':
      return [e.data.groupId, 'repayments', e.data.amount];
    default:
      return null;
  }
};
const TOTALS = ['savings', 'penalties_and_fees', 'disbursed', 'repayments'] as const;

/**
 * A run of a meeting's entries (members joining, savings, fines imposed and paid, fees, loans issued, disbursed,
 * repaid and completed), set-based: every new row inserted first (in order; a repeated id keeps its first row), then
 * the fines paid marked, then each group's totals and each loan's balance moved by the events past their
 * last_position, then the loans completed. Within such a run an entry is only ever changed by a later event (a fine
 * is paid after it is imposed, a loan repaid after it is issued), so these steps leave the rows the events leave one
 * at a time. It is these types' only implementation: a lone one is a run of one, whose statements are only those of
 * the steps it has (one or two).
 */
const ledgerRun: BatchHandler<SavingGroupEvent> = async (tx: pg.PoolClient, run) => {
  const events = run as unknown as readonly LedgerEvent[];
  const of = <T extends LedgerEvent['type']>(type: T) => eventsOfType(events, type);
  const joined = of('MemberJoined');
  const members = await together(
    tx,
    joined.map((e) => async () => memberRow(e, await joinedOnOf(tx, e))),
  );
  const repayments = of('RepaymentRecorded');
  const totals = events.flatMap((e) => {
    const moved = groupTotal(e);
    return moved ? [{ id: moved[0], position: e.position, amounts: { [moved[1]]: moved[2] } }] : [];
  });
  // the new rows and the groups' totals (no statement here reads what another writes)…
  await together(tx, [
    () => insertMany(tx, 'group_members', members),
    () => insertMany(tx, 'group_savings', of('SavingRecorded').map(savingRow)),
    () => insertMany(tx, 'member_penalties', of('PenaltyImposed').map(penaltyRow)),
    () => insertMany(tx, 'member_registration_fees', of('RegistrationFeePaid').map(feeRow)),
    () => insertMany(tx, 'group_loans', of('LoanIssued').map(loanRow)),
    () => insertMany(tx, 'loan_repayments', repayments.map(repaymentRow)),
    () => addTotalsMany(tx, 'saving_groups', TOTALS, totals),
  ]);
  // …then what changes those new rows: the fines paid, the loans' balances
  const paid = of('PenaltyPaid');
  await together(tx, [
    async () => {
      if (paid.length > 0)
        await execute(
          tx,
          db
            .updateTable('member_penalties as m')
            .from(
              sql<{
                id: number;
                day: string;
              }>`unnest(${paid.map((e) => e.data.penaltyId)}::int[], ${paid.map((e) => e.data.paymentDate)}::date[])`.as<'u'>(
                sql`u(id, day)`,
              ),
            )
            .set((eb) => ({ is_paid: sql.lit(true), payment_date: eb.ref('u.day') }))
            .whereRef('m.id', '=', 'u.id'),
        );
    },
    () =>
      addTotalsMany(
        tx,
        'group_loans',
        ['amount_paid'],
        repayments.map((e) => ({
          id: e.data.loanId,
          position: e.position,
          amounts: { amount_paid: e.data.amount },
        })),
      ),
  ]);
  // a loan completes after the repayment that completes it, so after the balances moved
  await completeLoans(tx, of('LoanCompleted'));
};

/** Loans completed, each once: only a row that has not yet seen its event moves. */
const completeLoans = async (tx: pg.PoolClient, completed: readonly Projected<LoanCompleted>[]) => {
  if (completed.length === 0) return;
  const loans = sql<{ id: number; day: string; position: string }>`unnest(
    ${completed.map((e) => e.data.loanId)}::int[], ${completed.map((e) => e.data.completedOn)}::date[],
    ${completed.map((e) => e.position.toString())}::bigint[])`;
  await execute(
    tx,
    db
      .updateTable('group_loans as t')
      .from(loans.as<'u'>(sql`u(id, day, position)`))
      .set((eb) => ({
        status: sql.lit('completed'),
        completed_on: eb.ref('u.day'),
        last_position: eb.ref('u.position'),
      }))
      .whereRef('t.id', '=', 'u.id')
      .whereRef('t.last_position', '<', 'u.position'),
  );
};

/** The ledger's types: a run of them, and a lone one as a run of one, applied by the same ledgerRun. */
export const batchHandlers = Object.fromEntries(
  LEDGER_TYPES.map((type) => [type, ledgerRun]),
) as BatchHandlers<SavingGroupEvent>;

export const ledgerHandlers = Object.fromEntries(
  LEDGER_TYPES.map((type) => [type, fromBatch(ledgerRun)]),
) as unknown as Pick<Handlers<SavingGroupEvent>, LedgerType>;
