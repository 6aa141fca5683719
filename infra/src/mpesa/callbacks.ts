import { type Cents, RECEIPT_PATTERN, toCents } from '@pm/domain';
import { z } from 'zod';

/**
 * What M-Pesa posts to the product, read into one shape (docs/domain/mobile-money.md). Every field is
 * bounded: a body that does not read is refused as a whole, and nothing of it is recorded. Amounts are
 * KES with at most two decimals, read into cents; M-Pesa's times (YYYYMMDDHHmmss, Kenyan time) into ISO.
 */

const short = (max: number) => z.string().trim().max(max);
/** M-Pesa sends numbers as strings or numbers. */
const numberish = z.union([z.string().max(20), z.number()]);
/** A whole number as M-Pesa writes it (a result code: 0, 1032). */
const code = numberish.transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isInteger(n)) {
    ctx.addIssue({ code: 'custom', message: 'not a result code' });
    return z.NEVER;
  }
  return n;
});
const amount = numberish.transform((v, ctx): Cents => {
  const cents = toCents(v);
  if (cents === null || cents <= 0 || cents > 15_000_000) {
    ctx.addIssue({ code: 'custom', message: 'not an amount M-Pesa takes' });
    return z.NEVER;
  }
  return cents;
});
const receipt = z.string().trim().toUpperCase().regex(RECEIPT_PATTERN);
/** 20261206093015 (Kenyan time) → 2026-12-06T06:30:15.000Z */
const darajaTime = numberish.transform((v, ctx) => {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(v));
  const at = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+03:00`) : null;
  // a year M-Pesa could not have written (0000, 9999) is refused: the read tables store it as a timestamp
  const year = at ? at.getUTCFullYear() : 0;
  if (!at || Number.isNaN(at.getTime()) || year < 2007 || year > 2100) {
    ctx.addIssue({ code: 'custom', message: 'not an M-Pesa time' });
    return z.NEVER;
  }
  return at.toISOString();
});

/** A paybill payment (C2B validation and confirmation share the body). */
export const C2B_PAYMENT = z.object({
  TransactionType: short(40).optional(),
  TransID: receipt,
  TransTime: darajaTime,
  TransAmount: amount,
  BusinessShortCode: short(12),
  BillRefNumber: short(40).default(''),
  InvoiceNumber: short(40).optional(),
  OrgAccountBalance: numberish.optional(),
  ThirdPartyTransID: short(40).optional(),
  MSISDN: short(64).optional(),
  FirstName: short(60).optional(),
  MiddleName: short(60).optional(),
  LastName: short(60).optional(),
});

export interface PaybillPayment {
  readonly receipt: string;
  readonly amount: Cents;
  readonly paidAt: string;
  readonly shortCode: string;
  /** The account reference as the payer typed it. */
  readonly reference: string;
}

export const readPaybillPayment = (body: unknown): PaybillPayment | null => {
  const parsed = C2B_PAYMENT.safeParse(body);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    receipt: p.TransID,
    amount: p.TransAmount,
    paidAt: p.TransTime,
    shortCode: p.BusinessShortCode,
    reference: p.BillRefNumber,
  };
};

const ITEM = z.object({ Name: short(40), Value: z.union([z.string().max(200), z.number()]).optional() });
export const STK_CALLBACK = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: short(64),
      CheckoutRequestID: short(64),
      ResultCode: code,
      ResultDesc: short(200),
      CallbackMetadata: z.object({ Item: z.array(ITEM).max(20) }).optional(),
    }),
  }),
});

/** The outcome of an STK push: paid (with its receipt), or not, with M-Pesa's code. */
export type StkOutcome =
  | {
      readonly checkoutRequestId: string;
      readonly paid: true;
      readonly receipt: string;
      readonly amount: Cents;
      readonly paidAt: string;
    }
  | {
      readonly checkoutRequestId: string;
      readonly paid: false;
      readonly resultCode: number;
      readonly resultDesc: string;
    };

export const readStkCallback = (body: unknown): StkOutcome | null => {
  const parsed = STK_CALLBACK.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  if (cb.ResultCode !== 0)
    return {
      checkoutRequestId: cb.CheckoutRequestID,
      paid: false,
      resultCode: cb.ResultCode,
      resultDesc: cb.ResultDesc,
    };
  const item = (name: string) => cb.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  const paid = z.object({ receipt, amount, paidAt: darajaTime }).safeParse({
    receipt: item('MpesaReceiptNumber'),
    amount: item('Amount'),
    paidAt: item('TransactionDate'),
  });
  return paid.success ? { checkoutRequestId: cb.CheckoutRequestID, paid: true, ...paid.data } : null;
};

/** Kenyan STK result codes the product tells apart (anything else is "failed"). */
export const STK_RESULT = { paid: 0, insufficientFunds: 1, cancelled: 1032, noAnswer: 1037 } as const;

/** A result parameter's value: a number, a receipt, a time or a name ("254712345678 - Jane Doe"). */
const PARAMETER = z.object({ Key: short(60), Value: z.union([z.string().max(200), z.number()]).optional() });
export const STATUS_RESULT = z.object({
  Result: z.object({
    ResultType: numberish.optional(),
    ResultCode: code,
    ResultDesc: short(200),
    ConversationID: short(64),
    OriginatorConversationID: short(64).optional(),
    TransactionID: short(40).optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(PARAMETER).max(40), PARAMETER]) })
      .optional(),
  }),
});

/** What Transaction Status says of a receipt: completed with its amount, or not found / not completed. */
export type StatusResult =
  | {
      readonly conversationId: string;
      readonly found: true;
      readonly receipt: string;
      readonly amount: Cents;
      readonly completed: boolean;
    }
  | { readonly conversationId: string; readonly found: false; readonly resultCode: number };

export const readStatusResult = (body: unknown): StatusResult | null => {
  const parsed = STATUS_RESULT.safeParse(body);
  if (!parsed.success) return null;
  const r = parsed.data.Result;
  if (r.ResultCode !== 0) return { conversationId: r.ConversationID, found: false, resultCode: r.ResultCode };
  const list = r.ResultParameters?.ResultParameter;
  const params = Array.isArray(list) ? list : list ? [list] : [];
  const value = (key: string) => params.find((p) => p.Key === key)?.Value;
  const found = z
    .object({ receipt, amount, status: short(40) })
    .safeParse({ receipt: value('ReceiptNo'), amount: value('Amount'), status: value('TransactionStatus') });
  if (!found.success) return { conversationId: r.ConversationID, found: false, resultCode: -1 };
  return {
    conversationId: r.ConversationID,
    found: true,
    receipt: found.data.receipt,
    amount: found.data.amount,
    completed: found.data.status === 'Completed',
  };
};

/** The answers M-Pesa expects from our callbacks. */
export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
/** C2B00012: the account number is not valid (validation only; the payer's money stays with them). */
export const REJECTED_ACCOUNT = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } as const;
