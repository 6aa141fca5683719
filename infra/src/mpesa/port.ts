/**
 * The mobile-money port (M-Pesa through Safaricom's Daraja API): what the product asks of M-Pesa. The
 * Daraja adapter (daraja.ts) implements it over HTTP; `npm start` without Daraja credentials and the tests
 * drive the same adapter against the local simulator (../mpesa-simulator), as the SMS gateway is driven.
 * What M-Pesa sends back (confirmations, STK results, Transaction Status results) arrives on callbacks,
 * read by callbacks.ts.
 */

export interface StkPushRequest {
  /** The payer's number as M-Pesa names it: 2547XXXXXXXX or 2541XXXXXXXX. */
  readonly phone: string;
  /** Whole shillings: M-Pesa takes no cents. */
  readonly amountKes: number;
  /** What the payment is for, at most 12 characters (the child's participant ID). */
  readonly accountReference: string;
  /** Shown to the payer, at most 13 characters. */
  readonly description: string;
}

export interface StkPushAccepted {
  readonly merchantRequestId: string;
  /** The request's id: the STK callback and the STK query name it. */
  readonly checkoutRequestId: string;
}

/** What M-Pesa says of an STK push it took: 0 paid; 1032 cancelled; 1 insufficient funds; 1037 no answer. */
export interface StkQueryAnswer {
  readonly resultCode: number;
  readonly resultDesc: string;
}

export interface MobileMoneyGateway {
  /** Registers where M-Pesa posts paybill payments (C2B validation and confirmation). */
  registerC2bUrls(urls: { readonly confirmationUrl: string; readonly validationUrl: string }): Promise<void>;
  /** Asks the payer's phone to pay (Lipa na M-Pesa Online); the outcome comes to the STK callback. */
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  /** Asks what became of an STK push whose callback has not come (the payer's phone never answered). */
  stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer>;
  /**
   * Asks M-Pesa about a receipt (Transaction Status); its answer comes to the result callback. Answers the
   * conversation id the result will carry.
   */
  transactionStatus(receipt: string): Promise<{ readonly conversationId: string }>;
}

/** No usable answer: `retryable` for network errors, timeouts and 5xx; not for a refusal. */
export class MobileMoneyError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MobileMoneyError';
  }
}

/**
 * The settings (../config): MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORT_CODE, MPESA_PASS_KEY,
 * MPESA_INITIATOR and MPESA_SECURITY_CREDENTIAL (Transaction Status), MPESA_BASE_URL (the sandbox unless
 * set), MPESA_CALLBACK_BASE_URL (the public origin M-Pesa posts to) and MPESA_CALLBACK_SECRET (the secret
 * path segment of every callback).
 */
export interface MpesaSettings {
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly shortCode: string;
  readonly passKey: string;
  readonly initiator: string;
  readonly securityCredential: string;
  readonly baseUrl: string;
  readonly callbackBaseUrl: string;
  readonly callbackSecret: string;
  readonly timeoutMs: number;
}

export const DARAJA_SANDBOX_URL = 'https://sandbox.safaricom.co.ke';
export const DARAJA_LIVE_URL = 'https://api.safaricom.co.ke';

/**
 * The callback paths under the callback base URL, each behind the secret segment. Safaricom refuses to
 * register a URL that names M-Pesa or Safaricom, or holds words such as exe, exec, cmd, SQL or query (in
 * any case): hence `mobile-money`, and a secret written in hex (generatedCallbackSecret).
 */
export const callbackPaths = (secret: string) => ({
  confirmation: `/api/mobile-money/${secret}/c2b/confirmation`,
  validation: `/api/mobile-money/${secret}/c2b/validation`,
  stk: `/api/mobile-money/${secret}/stk`,
  statusResult: `/api/mobile-money/${secret}/status/result`,
  statusTimeout: `/api/mobile-money/${secret}/status/timeout`,
});

/** Words Safaricom refuses in a callback URL, in any case. */
export const REFUSED_URL_WORDS = /m-?pesa|safaricom|exe|exec|cmd|sql|query/i;
