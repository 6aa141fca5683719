import { randomUUID } from 'node:crypto';

/** The bodies the simulator posts, shaped as Daraja's (simulator.ts). */

export interface SimulatedTransaction {
  readonly receipt: string;
  readonly amountKes: number;
  readonly phone: string;
  readonly reference: string;
  /** Kenyan time, YYYYMMDDHHmmss */
  readonly time: string;
  readonly channel: 'paybill' | 'stk';
}

export interface Push {
  readonly checkoutRequestId: string;
  readonly amountKes: number;
  readonly phone: string;
  readonly reference: string;
  result: [number, string] | null;
}

/** The STK callback's body for a push that ended. */
export const stkCallbackBody = (
  merchantRequestId: string,
  push: Push,
  paid: SimulatedTransaction | null,
) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: push.result?.[0],
      ResultDesc: push.result?.[1],
      ...(paid
        ? {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: push.amountKes },
                { Name: 'MpesaReceiptNumber', Value: paid.receipt },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: Number(paid.time) },
                { Name: 'PhoneNumber', Value: Number(paid.phone) },
              ],
            },
          }
        : {}),
    },
  },
});

/** The Transaction Status result's body for a receipt (found or not). */
export const statusResultBody = (
  conversationId: string,
  receipt: string,
  found: SimulatedTransaction | undefined,
) => ({
  Result: {
    ResultType: 0,
    ResultCode: found ? 0 : 2001,
    ResultDesc: found ? 'The service request is processed successfully.' : 'The transaction was not found',
    OriginatorConversationID: randomUUID(),
    ConversationID: conversationId,
    TransactionID: receipt,
    ...(found
      ? {
          ResultParameters: {
            ResultParameter: [
              { Key: 'ReceiptNo', Value: found.receipt },
              { Key: 'Amount', Value: found.amountKes },
              { Key: 'TransactionStatus', Value: 'Completed' },
              { Key: 'FinalisedTime', Value: Number(found.time) },
              { Key: 'DebitPartyName', Value: `${found.phone} - Parent` },
            ],
          },
        }
      : {}),
  },
});

/** The C2B body of a paybill payment (validation and confirmation alike). */
export const c2bBody = (shortCode: string, t: SimulatedTransaction) => ({
  TransactionType: 'Pay Bill',
  TransID: t.receipt,
  TransTime: t.time,
  TransAmount: t.amountKes.toFixed(2),
  BusinessShortCode: shortCode,
  BillRefNumber: t.reference,
  InvoiceNumber: '',
  OrgAccountBalance: '',
  ThirdPartyTransID: '',
  MSISDN: t.phone,
  FirstName: 'Parent',
});
