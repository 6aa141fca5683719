/**
 * An independent reference model of children's contributions paid by staff and by mobile money (M-Pesa),
 * written plainly from the rules in docs/domain/mobile-money.md, for the property-based tests to hold the
 * product to. Like group-money.ts it imports nothing: no rule of `domain/` is reused here.
 *
 * Whole cents, 'YYYY-MM' months. The rules:
 * - A child's month is a contribution with an expected amount; what is paid never exceeds it.
 * - A mobile payment is known by its receipt number: a receipt seen before changes nothing.
 * - Its account reference, upper-cased with its spaces removed, names a child by their participant ID
 *   (KE0420-101). A child on the register: the amount pays their outstanding months oldest first, and what
 *   is left is the child's credit. No such child, or one deleted from the register: the payment is
 *   unmatched, listed for the project the reference's prefix names (or the programme when none), until
 *   staff assign it to a child (paid as above) or mark it for refund.
 * - When a month opens, the child's credit pays their outstanding months, oldest first.
 * - A payment that came by mobile money or from credit is not reversed as a staff payment is.
 * - No money moves from one child to another.
 */

export type Cents = number;

export type PaymentSource = 'staff' | 'mobile' | 'credit';

interface Payment {
  readonly id: number;
  readonly amount: Cents;
  readonly source: PaymentSource;
  readonly receipt: string | null;
  reversed: boolean;
}

interface Month {
  readonly contributionId: number;
  readonly month: string;
  readonly expected: Cents;
  readonly payments: Payment[];
}

interface Child {
  readonly code: string;
  deleted: boolean;
  readonly months: Month[];
  credit: Cents;
}

export type ReceiptState = 'matched' | 'unmatched' | 'assigned' | 'refund';

export interface ModelReceipt {
  readonly receipt: string;
  readonly amount: Cents;
  state: ReceiptState;
  /** The child it paid (matched or assigned). */
  child: string | null;
  /** The project whose staff see it while unmatched: the reference's prefix when it names one. */
  readonly project: string | null;
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly rule: string };
const ok: Verdict = { ok: true };
const refuse = (rule: string): Verdict => ({ ok: false, rule });

export type MobileOutcome = 'duplicate' | 'refused' | 'matched' | 'unmatched';

/** The canonical form of a typed reference: upper case, no spaces. */
const canonical = (reference: string): string => reference.toUpperCase().replace(/\s+/g, '');

export class ChildMoneyModel {
  protected readonly children = new Map<string, Child>();
  protected readonly receipts = new Map<string, ModelReceipt>();
  protected readonly projects = new Set<string>();
  private nextPaymentId = 1;

  addProject(code: string): void {
    this.projects.add(code);
  }

  addChild(code: string): void {
    this.children.set(code, { code, deleted: false, months: [], credit: 0 });
  }

  deleteChild(code: string): void {
    const child = this.children.get(code);
    if (child) child.deleted = true;
  }

  judgeOpenMonth(code: string, month: string): Verdict {
    const child = this.children.get(code);
    if (!child) return refuse('no such child');
    if (child.deleted) return refuse('deleted');
    if (child.months.some((m) => m.month === month)) return refuse('already open');
    return ok;
  }

  /** Opens the month, then the child's credit pays their outstanding months oldest first. */
  openMonth(code: string, contributionId: number, month: string, expected: Cents): void {
    const child = this.child(code);
    child.months.push({ contributionId, month, expected, payments: [] });
    child.months.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
    child.credit = this.payOldestFirst(child, child.credit, 'credit', null);
  }

  judgeStaffPayment(code: string, month: string, amount: Cents): Verdict {
    const found = this.monthOf(code, month);
    if (!found) return refuse('no such month');
    if (amount <= 0) return refuse('not positive');
    const outstanding = this.outstanding(found);
    if (outstanding === 0) return refuse('paid in full');
    if (amount > outstanding) return refuse('more than outstanding');
    return ok;
  }

  staffPayment(code: string, month: string, amount: Cents): number {
    const id = this.nextPaymentId++;
    this.monthOf(code, month)!.payments.push({ id, amount, source: 'staff', receipt: null, reversed: false });
    return id;
  }

  judgeReversal(code: string, month: string, paymentId: number): Verdict {
    const payment = this.monthOf(code, month)?.payments.find((p) => p.id === paymentId);
    if (!payment) return refuse('no such payment');
    if (payment.source !== 'staff') return refuse('came by mobile money');
    if (payment.reversed) return refuse('already reversed');
    return ok;
  }

  reverse(code: string, month: string, paymentId: number): void {
    this.monthOf(code, month)!.payments.find((p) => p.id === paymentId)!.reversed = true;
  }

  /** A payment received by mobile money (delivered once or more). */
  mobilePayment(receipt: string, reference: string, amount: Cents): MobileOutcome {
    if (this.receipts.has(receipt)) return 'duplicate';
    if (!(amount > 0)) return 'refused';
    const code = canonical(reference);
    const child = this.children.get(code);
    const prefix = code.split('-')[0] ?? '';
    const project = this.projects.has(prefix) ? prefix : null;
    const entry: ModelReceipt = { receipt, amount, state: 'unmatched', child: null, project };
    this.receipts.set(receipt, entry);
    if (!child || child.deleted) return 'unmatched';
    this.payChild(entry, child, 'matched');
    return 'matched';
  }

  judgeAssign(receipt: string, code: string): Verdict {
    const entry = this.receipts.get(receipt);
    if (!entry) return refuse('no such receipt');
    if (entry.state !== 'unmatched') return refuse('not unmatched');
    const child = this.children.get(code);
    if (!child) return refuse('no such child');
    if (child.deleted) return refuse('deleted');
    return ok;
  }

  assign(receipt: string, code: string): void {
    this.payChild(this.receipts.get(receipt)!, this.child(code), 'assigned');
  }

  judgeRefund(receipt: string): Verdict {
    const entry = this.receipts.get(receipt);
    if (!entry) return refuse('no such receipt');
    if (entry.state !== 'unmatched') return refuse('not unmatched');
    return ok;
  }

  markForRefund(receipt: string): void {
    this.receipts.get(receipt)!.state = 'refund';
  }

  // figures

  paid(code: string, month: string): Cents {
    const found = this.monthOf(code, month);
    return found ? this.paidOf(found) : 0;
  }

  expected(code: string, month: string): Cents {
    return this.monthOf(code, month)?.expected ?? 0;
  }

  credit(code: string): Cents {
    return this.children.get(code)?.credit ?? 0;
  }

  /** Each not reversed payment of the child's month, as [source, receipt, amount]. */
  payments(code: string, month: string): [PaymentSource, string | null, Cents][] {
    return (this.monthOf(code, month)?.payments ?? [])
      .filter((p) => !p.reversed)
      .map((p) => [p.source, p.receipt, p.amount]);
  }

  /** The id of the k-th payment recorded on the child's month (reversed ones too), if there are k. */
  paymentIdAt(code: string, month: string, k: number): number | undefined {
    return this.monthOf(code, month)?.payments[k]?.id;
  }

  receipt(receipt: string): Readonly<ModelReceipt> | undefined {
    return this.receipts.get(receipt);
  }

  allReceipts(): readonly Readonly<ModelReceipt>[] {
    return [...this.receipts.values()];
  }

  months(code: string): readonly string[] {
    return (this.children.get(code)?.months ?? []).map((m) => m.month);
  }

  // the rules' working

  protected payChild(entry: ModelReceipt, child: Child, state: 'matched' | 'assigned'): void {
    entry.state = state;
    entry.child = child.code;
    child.credit += this.payOldestFirst(child, entry.amount, 'mobile', entry.receipt);
  }

  /** Pays the child's outstanding months oldest first from `amount`; answers what is left. */
  protected payOldestFirst(
    child: Child,
    amount: Cents,
    source: PaymentSource,
    receipt: string | null,
  ): Cents {
    let left = amount;
    for (const month of child.months) {
      if (left === 0) break;
      const part = Math.min(left, this.outstanding(month));
      if (part === 0) continue;
      month.payments.push({ id: this.nextPaymentId++, amount: part, source, receipt, reversed: false });
      left -= part;
    }
    return left;
  }

  protected paidOf(month: Month): Cents {
    let sum = 0;
    for (const p of month.payments) if (!p.reversed) sum += p.amount;
    return sum;
  }

  protected outstanding(month: Month): Cents {
    return Math.max(0, month.expected - this.paidOf(month));
  }

  protected monthOf(code: string, month: string): Month | undefined {
    return this.children.get(code)?.months.find((m) => m.month === month);
  }

  protected child(code: string): Child {
    const child = this.children.get(code);
    if (!child) throw new Error(`the model has no child ${code}`);
    return child;
  }
}
