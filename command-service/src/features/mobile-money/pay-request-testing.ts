import { payRequestsDecider, payRequestsStream } from '@pm/domain';
import { stkCallbackBody } from '@pm/infra/mpesa-simulator/bodies';
import type { MpesaSimulator } from '@pm/infra/mpesa-simulator/simulator';
import type { ChildMoneyWithRequests, RequestEnd } from '@pm/system/money-model/pay-requests';
import type { ApiClient, System } from '@pm/system/system';
import { expect } from 'vitest';
import { loadAggregate } from '../../lib/command-bus';

/**
 * The children's money property's steps for requests to pay (child-money.property.int.spec.ts): staff ask
 * through the route, and M-Pesa's answers are posted to the STK callback as M-Pesa posts them. The
 * simulator takes each push and stays silent, so that the history chooses every answer.
 */

export interface RequestsWorld {
  readonly system: System;
  readonly simulator: MpesaSimulator;
  readonly staff: ApiClient;
  readonly model: ChildMoneyWithRequests;
  readonly stkPath: string;
  /** Each request accepted, in the model's order: its id, its child's id and M-Pesa's CheckoutRequestID. */
  readonly asked: { id: string; participantId: number; checkout: string }[];
}

/** Staff ask for a child's month; answers [the model's verdict, the service's]. */
export const askStep = async (
  w: RequestsWorld,
  code: string,
  participantId: number,
  month: string,
  contributionId: number,
): Promise<[string, string]> => {
  const verdict = w.model.judgeRequest(code, month);
  const before = w.simulator.pushes.length;
  const answer = await w.staff.post<{ id: string; amount: number }>(
    `/api/contributions/${contributionId}/pay-requests`,
    { phone: '0712 345 678' },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  if (verdict.ok) {
    const { amount } = w.model.request(code, month);
    if (answer.status < 300) {
      expect(answer.body.amount * 100, 'the amount asked').toBe(amount);
      const push = w.simulator.pushes[before];
      expect(push?.amountKes).toBe(amount / 100);
      w.asked.push({ id: answer.body.id, participantId, checkout: push!.checkoutRequestId });
    }
  } else expect(w.simulator.pushes.length, 'no push for a refused request').toBe(before);
  return [verdict.ok ? 'accepted' : 'refused', answer.status < 300 ? 'accepted' : 'refused'];
};

const RESULTS: Readonly<Record<RequestEnd, [number, string]>> = {
  paid: [0, 'The service request is processed successfully.'],
  cancelled: [1032, 'Request cancelled by user'],
  failed: [1, 'The balance is insufficient for the transaction'],
  'timed-out': [1037, 'DS timeout user cannot be reached'],
};

/** M-Pesa answers the `k`-th request (when there is one) as `end`, paid with `receipt`. */
export const answerStep = async (w: RequestsWorld, k: number, end: RequestEnd, receipt: string) => {
  if (w.asked.length === 0) return false;
  const index = k % w.asked.length;
  const asked = w.asked[index]!;
  const push = w.simulator.pushes.find((p) => p.checkoutRequestId === asked.checkout)!;
  w.model.answer(index, end, receipt);
  const paid =
    end === 'paid'
      ? {
          receipt,
          amountKes: push.amountKes,
          phone: push.phone,
          reference: push.reference,
          time: '20261206101500',
          channel: 'stk' as const,
        }
      : null;
  const answer = await w.system.commandApp.inject({
    method: 'POST',
    url: w.stkPath,
    payload: stkCallbackBody('property', { ...push, result: RESULTS[end] }, paid),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return true;
};

/** Every request's state in the service equals the model's. */
export const requestsAgree = async (w: RequestsWorld) => {
  for (const [index, asked] of w.asked.entries()) {
    const { state } = await loadAggregate(
      w.system.deps,
      payRequestsDecider,
      payRequestsStream(asked.participantId),
    );
    expect(state.requests.find((r) => r.id === asked.id)?.status, `request ${index}`).toBe(
      w.model.requestOf(index)?.state,
    );
  }
};
