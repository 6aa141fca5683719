import {
  type Command,
  type ContributionState,
  canonicalReference,
  childCreditDecider,
  childCreditStream,
  contributionDecider,
  contributionStream,
  type Decider,
  DomainError,
  type DomainEvent,
  fold,
  mobilePaymentDecider,
  mobilePaymentStream,
  type OwedMonth,
  outstandingOf,
  type PaidToChild,
  type PaymentSource,
  planCreditApplication,
  planPaymentToChild,
  projectCodeOfReference,
} from '@pm/domain';

/**
 * The domain's side of the children's money property (child-money.property.unit.spec.ts): the product's
 * deciders and plans (domain/src/contributions) run over streams kept in memory, one decision and one
 * append per step as the command service makes them, so that the property holds the domain's rules to
 * the reference model (child-money.ts) with no database in the way. The service's own path (routes,
 * callbacks, the event store) is held to the same model by its integration tests.
 */

export type Outcome = 'accepted' | 'refused';

/** A command as a test writes it: the metadata is added by the ledger. */
type WithoutMetadata<C> = C extends unknown ? Omit<C, 'metadata'> : never;

const NOW = '2026-12-01T09:00:00.000Z';
const TODAY = '2026-12-01';
const metadata = { now: NOW, actor: { kind: 'system' as const, name: 'property' } };
const recorder = { userId: null, username: 'property' };

interface ChildRow {
  readonly participantId: number;
  deleted: boolean;
  readonly contributions: Map<string, number>;
}

export class ChildMoneyLedger {
  private readonly streams = new Map<string, DomainEvent[]>();
  private readonly children = new Map<string, ChildRow>();
  private readonly projects = new Map<string, number>();
  private nextId = 1;

  addProject(code: string): void {
    this.projects.set(code, this.projects.size + 1);
  }

  addChild(code: string): void {
    this.children.set(code, { participantId: this.nextId++, deleted: false, contributions: new Map() });
  }

  deleteChild(code: string): void {
    this.children.get(code)!.deleted = true;
  }

  openMonth(code: string, month: string, expected: number): Outcome {
    const child = this.children.get(code);
    if (!child || child.deleted || child.contributions.has(month)) return 'refused';
    const id = this.nextId++;
    const opened = this.decide(contributionDecider, contributionStream(id), {
      type: 'OpenContribution',
      data: {
        id,
        participantId: child.participantId,
        projectId: 1,
        clusterId: 1,
        regionId: 1,
        month,
        expectedAmount: expected,
      },
    });
    if (opened === 'refused') return opened;
    child.contributions.set(month, id);
    // the credit pays the child's outstanding months, oldest first
    const credit = this.stateOf(childCreditDecider, childCreditStream(child.participantId)).balance;
    for (const part of planCreditApplication(credit, this.account(child), () => this.nextId++)) {
      this.must(this.pay(part.contributionId, part.paymentId, part.amount, { kind: 'credit' }));
      this.must(
        this.decide(childCreditDecider, childCreditStream(child.participantId), {
          type: 'ApplyCredit',
          data: { participantId: child.participantId, ...part },
        }),
      );
    }
    return 'accepted';
  }

  staffPayment(code: string, month: string, amount: number): Outcome {
    const id = this.children.get(code)?.contributions.get(month);
    if (id === undefined) return 'refused';
    return this.pay(id, this.nextId++, amount, undefined);
  }

  reverse(code: string, month: string, paymentId: number): Outcome {
    const id = this.children.get(code)?.contributions.get(month);
    if (id === undefined) return 'refused';
    return this.decide(contributionDecider, contributionStream(id), {
      type: 'ReversePayment',
      data: { paymentId, reason: 'property', reversedBy: recorder },
    });
  }

  mobilePayment(
    receipt: string,
    reference: string,
    amount: number,
  ): 'duplicate' | 'refused' | 'matched' | 'unmatched' {
    const stream = mobilePaymentStream(receipt);
    if (this.stateOf(mobilePaymentDecider, stream).status !== 'none') return 'duplicate';
    const child = this.children.get(canonicalReference(reference));
    const prefix = projectCodeOfReference(reference);
    const projectId = prefix === null ? null : (this.projects.get(prefix) ?? null);
    const match = !child
      ? { unmatched: 'unknown-reference' as const }
      : child.deleted
        ? { unmatched: 'deleted-child' as const }
        : planPaymentToChild(amount, this.account(child), () => this.nextId++);
    const received = this.decide(mobilePaymentDecider, stream, {
      type: 'ReceiveMobilePayment',
      data: { receipt, amount, reference, paidAt: NOW, channel: 'paybill', projectId, match },
    });
    if (received === 'refused') return received;
    if ('unmatched' in match) return 'unmatched';
    this.carryOut(receipt, match);
    return 'matched';
  }

  assign(receipt: string, code: string): Outcome {
    const child = this.children.get(code);
    const state = this.stateOf(mobilePaymentDecider, mobilePaymentStream(receipt));
    if (!child || child.deleted || state.status === 'none') return 'refused';
    const paid = planPaymentToChild(state.amount, this.account(child), () => this.nextId++);
    const assigned = this.decide(mobilePaymentDecider, mobilePaymentStream(receipt), {
      type: 'AssignMobilePayment',
      data: { ...paid, reason: 'the parent typed the ID wrongly', assignedBy: recorder },
    });
    if (assigned === 'accepted') this.carryOut(receipt, paid);
    return assigned;
  }

  markForRefund(receipt: string): Outcome {
    return this.decide(mobilePaymentDecider, mobilePaymentStream(receipt), {
      type: 'MarkMobilePaymentForRefund',
      data: { reason: 'not one of ours', markedBy: recorder },
    });
  }

  // figures, read from the streams

  paid(code: string, month: string): number {
    const state = this.contribution(code, month);
    return state?.status === 'open' ? state.paidAmount : 0;
  }

  credit(code: string): number {
    const child = this.children.get(code);
    return child ? this.stateOf(childCreditDecider, childCreditStream(child.participantId)).balance : 0;
  }

  /** Each not reversed payment of the month, as [source, receipt, amount], in the order recorded. */
  payments(code: string, month: string): [string, string | null, number][] {
    const state = this.contribution(code, month);
    if (state?.status !== 'open') return [];
    return Object.entries(state.payments)
      .sort(([a], [b]) => Number(a) - Number(b))
      .filter(([, p]) => !p.reversed)
      .map(([, p]) => [
        p.source?.kind ?? 'staff',
        p.source?.kind === 'mobile' ? p.source.receipt : null,
        p.amount,
      ]);
  }

  /** The id of the k-th payment recorded on the month (reversed ones too). */
  paymentIdAt(code: string, month: string, k: number): number | undefined {
    const state = this.contribution(code, month);
    if (state?.status !== 'open') return undefined;
    const ids = Object.keys(state.payments)
      .map(Number)
      .sort((a, b) => a - b);
    return ids[k];
  }

  receiptState(
    receipt: string,
  ): { status: string; child: string | null; projectId: number | null } | undefined {
    const state = this.stateOf(mobilePaymentDecider, mobilePaymentStream(receipt));
    if (state.status === 'none') return undefined;
    const child = [...this.children].find(([, c]) => c.participantId === state.participantId)?.[0] ?? null;
    return { status: state.status, child, projectId: state.projectId };
  }

  projectId(code: string): number | null {
    return this.projects.get(code) ?? null;
  }

  // the steps

  private account(child: ChildRow): { participantId: number; months: OwedMonth[] } {
    const months: OwedMonth[] = [];
    for (const [month, id] of child.contributions) {
      const state = this.stateOf(contributionDecider, contributionStream(id));
      if (state.status === 'open')
        months.push({ contributionId: id, month, outstanding: outstandingOf(state) });
    }
    return { participantId: child.participantId, months };
  }

  private carryOut(receipt: string, paid: PaidToChild): void {
    for (const part of paid.parts)
      this.must(this.pay(part.contributionId, part.paymentId, part.amount, { kind: 'mobile', receipt }));
    if (paid.credit > 0)
      this.must(
        this.decide(childCreditDecider, childCreditStream(paid.participantId), {
          type: 'AddCredit',
          data: { participantId: paid.participantId, receipt, amount: paid.credit },
        }),
      );
  }

  private pay(
    contributionId: number,
    paymentId: number,
    amount: number,
    source: PaymentSource | undefined,
  ): Outcome {
    return this.decide(contributionDecider, contributionStream(contributionId), {
      type: 'RecordPayment',
      data: {
        paymentId,
        amount,
        paymentDate: TODAY,
        notes: null,
        recordedBy: recorder,
        ...(source ? { source } : {}),
      },
    });
  }

  private contribution(code: string, month: string): ContributionState | undefined {
    const id = this.children.get(code)?.contributions.get(month);
    return id === undefined ? undefined : this.stateOf(contributionDecider, contributionStream(id));
  }

  /** The state of a stream by its decider (each stream holds only its decider's events). */
  private stateOf<E extends DomainEvent, S>(
    decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
    stream: string,
  ): S {
    return fold(decider, this.events(stream) as E[]);
  }

  private events(stream: string): DomainEvent[] {
    return this.streams.get(stream) ?? [];
  }

  /** Decides a command on a stream and appends its events; a domain refusal answers 'refused'. */
  private decide<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: WithoutMetadata<C>,
  ): Outcome {
    const state = this.stateOf(decider, stream);
    try {
      const events = decider.decide({ ...command, metadata } as C, state);
      this.streams.set(stream, [...this.events(stream), ...events]);
      return 'accepted';
    } catch (e) {
      if (e instanceof DomainError) return 'refused';
      throw e;
    }
  }

  /** A step of a plan the domain made itself: refused, it would leave money half recorded. */
  private must(outcome: Outcome): void {
    if (outcome !== 'accepted')
      throw new Error('a planned step was refused: the plan and the deciders disagree');
  }
}
