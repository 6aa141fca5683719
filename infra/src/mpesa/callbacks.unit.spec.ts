import { describe, expect, it } from 'vitest';
import { readPaybillPayment, readStatusResult, readStkCallback } from './callbacks';

/** What M-Pesa posts is read whole or refused whole: a body that does not read records nothing. */
const confirmation = {
  TransactionType: 'Pay Bill',
  TransID: 'SKL2ABCD9Z',
  TransTime: '20261206093015',
  TransAmount: '750.00',
  BusinessShortCode: '600999',
  BillRefNumber: 'KE0420-101',
  MSISDN: '254712345678',
};

describe('reading what M-Pesa posts', () => {
  it('reads a paybill confirmation: receipt, amount in cents, the Kenyan time as ISO, the reference as typed', () => {
    expect(readPaybillPayment(confirmation)).toEqual({
      receipt: 'SKL2ABCD9Z',
      amount: 75_000,
      paidAt: '2026-12-06T06:30:15.000Z',
      shortCode: '600999',
      reference: 'KE0420-101',
    });
  });

  it.each([
    ['no receipt', { ...confirmation, TransID: undefined }],
    ['a receipt that is not ten letters and digits', { ...confirmation, TransID: 'SKL2-ABCD' }],
    ['a zero amount', { ...confirmation, TransAmount: '0' }],
    ['a negative amount', { ...confirmation, TransAmount: '-5' }],
    ['three decimals', { ...confirmation, TransAmount: '10.005' }],
    ['an amount over M-Pesa’s limit', { ...confirmation, TransAmount: '150001' }],
    ['a time that is not a time', { ...confirmation, TransTime: '20261399' }],
    ['a time in year 0000', { ...confirmation, TransTime: '00000101000000' }],
    ['a time in year 9999', { ...confirmation, TransTime: '99991231235959' }],
    ['an oversized reference', { ...confirmation, BillRefNumber: 'K'.repeat(41) }],
    ['a nested object for a field', { ...confirmation, TransAmount: { $gt: 0 } }],
    ['not an object', 'TransID=SKL2ABCD9Z'],
    ['nothing', null],
  ])('refuses a confirmation with %s', (_what, body) => {
    expect(readPaybillPayment(body)).toBeNull();
  });

  it('reads an STK callback: paid with its receipt, or not paid with its code; a paid one without a receipt is refused', () => {
    const paid = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'm-1',
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 300 },
              { Name: 'MpesaReceiptNumber', Value: 'SKL2ABCD9Z' },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: 20261206093015 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    };
    expect(readStkCallback(paid)).toEqual({
      checkoutRequestId: 'ws_CO_1',
      paid: true,
      receipt: 'SKL2ABCD9Z',
      amount: 30_000,
      paidAt: '2026-12-06T06:30:15.000Z',
    });
    const cancelled = {
      Body: {
        stkCallback: {
          ...paid.Body.stkCallback,
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
          CallbackMetadata: undefined,
        },
      },
    };
    expect(readStkCallback(cancelled)).toEqual({
      checkoutRequestId: 'ws_CO_1',
      paid: false,
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    const noReceipt = structuredClone(paid);
    noReceipt.Body.stkCallback.CallbackMetadata.Item.splice(1, 1);
    expect(readStkCallback(noReceipt)).toBeNull();
    const tooMany = structuredClone(paid);
    tooMany.Body.stkCallback.CallbackMetadata.Item = Array.from({ length: 21 }, () => ({
      Name: 'x',
      Value: 1,
    }));
    expect(readStkCallback(tooMany)).toBeNull();
  });

  it('reads a Transaction Status result, one parameter or a list', () => {
    const result = (parameters: unknown) => ({
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'ok',
        ConversationID: 'AG_1',
        ResultParameters: { ResultParameter: parameters },
      },
    });
    const list = [
      { Key: 'ReceiptNo', Value: 'SKL2ABCD9Z' },
      { Key: 'Amount', Value: 120 },
      { Key: 'TransactionStatus', Value: 'Completed' },
      { Key: 'DebitPartyName', Value: '254712345678 - Jane Wanjiru Kamau' },
    ];
    expect(readStatusResult(result(list))).toEqual({
      conversationId: 'AG_1',
      found: true,
      receipt: 'SKL2ABCD9Z',
      amount: 12_000,
      completed: true,
    });
    expect(readStatusResult(result(list[0]))).toEqual({
      conversationId: 'AG_1',
      found: false,
      resultCode: -1,
    });
    expect(
      readStatusResult({ Result: { ResultCode: 2001, ResultDesc: 'not found', ConversationID: 'AG_2' } }),
    ).toEqual({
      conversationId: 'AG_2',
      found: false,
      resultCode: 2001,
    });
    expect(readStatusResult({ Result: 'x' })).toBeNull();
  });
});
