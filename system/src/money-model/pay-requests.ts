import { type Cents, ChildMoneyModel, type Verdict } from './child-money';

/**
 * The reference model of children's money (child-money.ts) with requests to pay by M-Pesa (STK push),
 * written plainly from docs/domain/mobile-money.md, "Requests to pay". Like its base it imports nothing of
 * `domain/`. The rules:
 * - Staff ask for one of a child's months that still owes something, for the child on the register, and
 *   only while no other request of that child waits for its answer.
 * - A request asks for what the month owes, in whole shillings rounded up (at most 150,000).
 * - It ends as M-Pesa answers: paid, cancelled, failed or timed out. M-Pesa's word that it was paid
 *   replaces an end without payment; every other answer to an ended request changes nothing.
 * - The money of a paid answer is a mobile payment known by its receipt (a receipt seen before changes
 *   nothing, the request included), paid to the child the request named, whatever its reference: their
 *   months oldest first, the rest their credit; unmatched when that child was deleted meanwhile.
 */

export type RequestEnd = 'paid' | 'cancelled' | 'failed' | 'timed-out';
export type RequestState = 'sent' | RequestEnd;

interface ModelRequest {
  readonly child: string;
  readonly amount: Cents;
  state: RequestState;
}

const MAX_CENTS = 150_000 * 100;

export class ChildMoneyWithRequests extends ChildMoneyModel {
  private readonly requests: ModelRequest[] = [];

  judgeRequest(code: string, month: string): Verdict {
    const child = this.children.get(code);
    if (!child) return { ok: false, rule: 'no such child' };
    if (child.deleted) return { ok: false, rule: 'deleted' };
    const found = this.monthOf(code, month);
    if (!found) return { ok: false, rule: 'no such month' };
    if (this.outstanding(found) === 0) return { ok: false, rule: 'paid in full' };
    if (this.requests.some((r) => r.child === code && r.state === 'sent'))
      return { ok: false, rule: 'waiting' };
    return { ok: true };
  }

  /** Records the request; answers its number (0, 1, …) and what it asks for. */
  request(code: string, month: string): { index: number; amount: Cents } {
    const owed = this.outstanding(this.monthOf(code, month)!);
    const amount = Math.min(Math.ceil(owed / 100) * 100, MAX_CENTS);
    this.requests.push({ child: code, amount, state: 'sent' });
    return { index: this.requests.length - 1, amount };
  }

  requestCount(): number {
    return this.requests.length;
  }

  requestOf(index: number): Readonly<ModelRequest> | undefined {
    return this.requests[index];
  }

  /** M-Pesa's answer to request `index`: paid with `receipt` (its amount the request's), or not. */
  answer(index: number, end: RequestEnd, receipt: string): void {
    const request = this.requests[index]!;
    if (end !== 'paid') {
      if (request.state === 'sent') request.state = end;
      return;
    }
    if (this.receipts.has(receipt)) return;
    const child = this.child(request.child);
    const prefix = request.child.split('-')[0] ?? '';
    const project = this.projects.has(prefix) ? prefix : null;
    const entry = { receipt, amount: request.amount, state: 'unmatched' as const, child: null, project };
    this.receipts.set(receipt, entry);
    if (!child.deleted) this.payChild(entry, child, 'matched');
    request.state = 'paid';
  }
}
