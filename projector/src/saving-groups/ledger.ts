import type pg from 'pg';
import { type BatchHandler, type BatchHandlers, eventsOfType, type ProjectedOneOf } from '../read-model';
import { addTotalsMany, insertMany } from '../sql';
import { together } from '../together';
import { feeRow, penaltyRow } from './collections';
import { joinedOnOf, loanRow, memberRow, repaymentRow, type SavingGroupEvent, savingRow } from './handlers';

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
type LedgerEvent = Extract<ProjectedOneOf<SavingGroupEvent>, { type: (typeof LEDGER_TYPES)[number] }>;

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
const TOTALS = ['savings', 'penalties_and_fees', 'disbursed', 'repayments'];

/**
 * A run of a meeting's entries (members joining, savings, fines imposed and paid, fees, loans issued, disbursed,
 * repaid and completed), set-based: every new row inserted first (in order; a repeated id keeps its first row), then
 * the fines paid marked, then each group's totals and each loan's balance moved by the events past their
 * last_position, then the loans completed. The single handlers leave the same rows: within such a run, an entry is only ever
 * changed by a later event (a fine is paid after it is imposed, a loan repaid after it is issued).
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
        await tx.query(
          `UPDATE member_penalties m SET is_paid = true, payment_date = u.day
             FROM unnest($1::int[], $2::date[]) AS u(id, day) WHERE m.id = u.id`,
          [paid.map((e) => e.data.penaltyId), paid.map((e) => e.data.paymentDate)],
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
  const completed = of('LoanCompleted');
  if (completed.length > 0)
    await tx.query(
      `UPDATE group_loans t SET status = 'completed', completed_on = u.day, last_position = u.position
         FROM unnest($1::int[], $2::date[], $3::bigint[]) AS u(id, day, position)
        WHERE t.id = u.id AND t.last_position < u.position`,
      [
        completed.map((e) => e.data.loanId),
        completed.map((e) => e.data.completedOn),
        completed.map((e) => e.position.toString()),
      ],
    );
};

export const batchHandlers = Object.fromEntries(
  LEDGER_TYPES.map((type) => [type, ledgerRun]),
) as BatchHandlers<SavingGroupEvent>;
