// Reads the projector's `participants` table (read model `participants`): a receipt's parent, the
// child's phone and name. A documented query module (system/src/table-ownership.unit.spec.ts).
import {
  type ContributionEvent,
  contributionDecider,
  type DomainEvent,
  fold,
  type GroupEvent,
  getEntry,
  groupDecider,
  groupStream,
  type LoanEvent,
  loanDecider,
  memberContacts,
  memberSavingsOf,
  outstandingOf,
  projectDecider,
  projectStream,
  type ReceiptFacts,
  type ReceiptOf,
  receiptsOn,
  remainingOf,
  type SmsReceiptEvent,
  smsReceiptsDecider,
  smsReceiptsStream,
} from '@pm/domain';
import type { ProjectPlace } from '@pm/domain/shared/place';
import { db, firstRow } from '@pm/infra/db/typed';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type { CommandDeps } from '../../context';
import { loadAggregate } from '../../lib/command-bus';

/** One receipt or correction to queue: whom to, about what, and what it says. */
export interface ReceiptJob {
  readonly receiptOf: ReceiptOf;
  readonly place: ProjectPlace;
  /** The register's number, which may be no phone number (the SMS decider refuses it then). */
  readonly number: string;
  /** The child whose guardian it is (its key seals the number); null for a group member. */
  readonly participantId: number | null;
  readonly facts: ReceiptFacts;
}

type Deps = Pick<CommandDeps, 'store' | 'pool'>;

/** The entries that get a receipt, and the reversals that get a correction. */
export const RECEIPT_EVENTS = new Set([
  'SavingRecorded',
  'SavingReversed',
  'RepaymentRecorded',
  'RepaymentReversed',
  'PaymentRecorded',
  'PaymentReversed',
]);

const asOf = <E extends DomainEvent>(events: readonly RecordedEvent[], e: RecordedEvent): E[] =>
  events.filter((x) => x.streamVersion <= e.streamVersion).map((x) => ({ type: x.type, data: x.data }) as E);

const placeOf = (p: ProjectPlace): ProjectPlace => ({
  projectId: p.projectId,
  clusterId: p.clusterId,
  regionId: p.regionId,
});

/** Whether receipts were on for the group (or, groupId null, the project's payments) when `e` was stored. */
export const receiptsWereOn = async (
  readStream: (streamId: string) => Promise<readonly RecordedEvent[]>,
  projectId: number,
  groupId: number | null,
  e: RecordedEvent,
): Promise<boolean> => {
  const events = (await readStream(smsReceiptsStream(projectId)))
    .filter((x) => x.position < e.position)
    .map((x) => ({ type: x.type, data: x.data }) as SmsReceiptEvent);
  return receiptsOn(fold(smsReceiptsDecider, events), groupId);
};

type Kind = ReceiptFacts['kind'];
const kindOf = (type: string): Kind => (type.endsWith('Reversed') ? 'correction' : 'receipt');

/** A group member's receipt (a saving or a repayment): to the member's number, signed by the group. */
const memberReceipt = (
  e: RecordedEvent,
  receiptOf: ReceiptOf & { entryType: 'saving' | 'repayment' },
  place: ProjectPlace,
  member: { readonly memberName: string; readonly memberPhone: string } | undefined,
  facts: Pick<ReceiptFacts, 'amount' | 'date' | 'balance' | 'signature'>,
): ReceiptJob => ({
  receiptOf,
  place: placeOf(place),
  number: member?.memberPhone ?? '',
  participantId: null,
  facts: { kind: kindOf(e.type), entryType: receiptOf.entryType, person: member?.memberName ?? '', ...facts },
});

const savingJob = async (deps: Deps, e: RecordedEvent): Promise<ReceiptJob | null> => {
  const all = await deps.store.readStream(e.streamId);
  const events = asOf<GroupEvent>(all, e);
  const group = fold(groupDecider, events);
  const d = e.data as {
    groupId: number;
    savingId: number;
    memberId: number;
    amount: number;
    savingDate?: string;
  };
  if (group.status === 'none') return null;
  const member = memberContacts(events).get(d.memberId);
  return memberReceipt(e, { entryType: 'saving', entryId: d.savingId, groupId: d.groupId }, group, member, {
    amount: d.amount,
    date: d.savingDate ?? getEntry(group.savings, d.savingId)?.dated ?? '',
    balance: memberSavingsOf(group, d.memberId),
    signature: group.name,
  });
};

const repaymentJob = async (deps: Deps, e: RecordedEvent): Promise<ReceiptJob | null> => {
  const all = await deps.store.readStream(e.streamId);
  const loan = fold(loanDecider, asOf<LoanEvent>(all, e));
  if (loan.status === 'none') return null;
  const d = e.data as { repaymentId: number; amount: number };
  const recorded = all.find(
    (x) =>
      x.type === 'RepaymentRecorded' && (x.data as { repaymentId: number }).repaymentId === d.repaymentId,
  );
  const groupEvents = (await deps.store.readStream(groupStream(loan.groupId))).map(
    (x) => ({ type: x.type, data: x.data }) as GroupEvent,
  );
  const group = fold(groupDecider, groupEvents);
  const member = memberContacts(groupEvents).get(loan.borrowerId);
  return memberReceipt(
    e,
    { entryType: 'repayment', entryId: d.repaymentId, groupId: loan.groupId },
    loan,
    member,
    {
      amount: d.amount,
      date: (recorded?.data as { paymentDate?: string } | undefined)?.paymentDate ?? '',
      balance: remainingOf(loan),
      signature: group.status === 'none' ? '' : group.name,
    },
  );
};

const paymentJob = async (deps: Deps, e: RecordedEvent): Promise<ReceiptJob | null> => {
  const all = await deps.store.readStream(e.streamId);
  const contribution = fold(contributionDecider, asOf<ContributionEvent>(all, e));
  if (contribution.status === 'none') return null;
  const d = e.data as { paymentId: number; amount: number };
  const recorded = all.find(
    (x) => x.type === 'PaymentRecorded' && (x.data as { paymentId: number }).paymentId === d.paymentId,
  );
  // the guardian's number and the child's name, as the SMS screen resolves them (the register's table)
  const child = await firstRow(
    deps.pool,
    db
      .selectFrom('participants')
      .select(['contact_phone', 'first_name', 'surname'])
      .where('id', '=', contribution.participantId)
      .where((eb) => eb.and([eb.not(eb.ref('deleted')), eb.not(eb.ref('erased'))])),
  );
  const { state: project } = await loadAggregate(deps, projectDecider, projectStream(contribution.projectId));
  return {
    receiptOf: { entryType: 'payment', entryId: d.paymentId, groupId: null },
    place: placeOf(contribution),
    number: child?.contact_phone ?? '',
    participantId: contribution.participantId,
    facts: {
      kind: kindOf(e.type),
      entryType: 'payment',
      amount: d.amount,
      date: (recorded?.data as { paymentDate?: string } | undefined)?.paymentDate ?? '',
      person: [child?.first_name, child?.surname].filter(Boolean).join(' '),
      balance: outstandingOf(contribution),
      month: contribution.month,
      signature: project.status === 'none' ? '' : project.name,
    },
  };
};

/** The entry an event of RECEIPT_EVENTS is about, read from its data alone. */
export const entryOf = (
  e: RecordedEvent,
): { entryType: ReceiptOf['entryType']; entryId: number; kind: Kind } => {
  const d = e.data as { savingId?: number; repaymentId?: number; paymentId?: number };
  const kind = kindOf(e.type);
  if (e.type.startsWith('Saving')) return { entryType: 'saving', entryId: d.savingId ?? 0, kind };
  if (e.type.startsWith('Repayment')) return { entryType: 'repayment', entryId: d.repaymentId ?? 0, kind };
  return { entryType: 'payment', entryId: d.paymentId ?? 0, kind };
};

const projectOfGroup = new Map<number, number>();

/**
 * Where an entry was stored (its project, and its group for savings and repayments), cheaply: a group's
 * project never changes and is remembered, loans and contributions are short streams.
 */
export const placeOfEntry = async (
  deps: Deps,
  e: RecordedEvent,
): Promise<{ projectId: number; groupId: number | null } | null> => {
  if (e.type.startsWith('Saving')) {
    const groupId = (e.data as { groupId: number }).groupId;
    let projectId = projectOfGroup.get(groupId);
    if (projectId === undefined) {
      const { state } = await loadAggregate(deps, groupDecider, groupStream(groupId));
      if (state.status === 'none') return null;
      projectId = state.projectId;
      projectOfGroup.set(groupId, projectId);
    }
    return { projectId, groupId };
  }
  if (e.type.startsWith('Repayment')) {
    const loan = fold(loanDecider, asOf<LoanEvent>(await deps.store.readStream(e.streamId), e));
    return loan.status === 'none' ? null : { projectId: loan.projectId, groupId: loan.groupId };
  }
  const c = fold(contributionDecider, asOf<ContributionEvent>(await deps.store.readStream(e.streamId), e));
  return c.status === 'none' ? null : { projectId: c.projectId, groupId: null };
};

/** The receipt or correction an event of RECEIPT_EVENTS calls for, before the switch is looked at. */
export const receiptJobOf = (deps: Deps, e: RecordedEvent): Promise<ReceiptJob | null> => {
  if (e.type.startsWith('Saving')) return savingJob(deps, e);
  if (e.type.startsWith('Repayment')) return repaymentJob(deps, e);
  return paymentJob(deps, e);
};
