import {
  callbackPaths,
  MobileMoneyError,
  type MobileMoneyGateway,
  type MpesaSettings,
  type StkPushAccepted,
  type StkPushRequest,
  type StkQueryAnswer,
} from './port';

/** Daraja's timestamp, in Kenyan time (UTC+3, no daylight saving): YYYYMMDDHHmmss. */
export const darajaTimestamp = (at: Date): string =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The STK password: base64 of the short code, the pass key and the timestamp. */
export const stkPassword = (shortCode: string, passKey: string, timestamp: string): string =>
  Buffer.from(`${shortCode}${passKey}${timestamp}`).toString('base64');

interface Token {
  readonly value: string;
  readonly until: number;
}

/**
 * Safaricom's Daraja API: OAuth client credentials (GET /oauth/v1/generate, basic auth with the consumer
 * key and secret; the token kept until a minute before it expires), C2B URL registration (POST
 * /mpesa/c2b/v1/registerurl), Lipa na M-Pesa Online (POST /mpesa/stkpush/v1/processrequest) and its query
 * (POST /mpesa/stkpushquery/v1/query), and Transaction Status (POST /mpesa/transactionstatus/v1/query).
 * Callback URLs are the settings' base URL with the secret paths of port.ts.
 */
export class DarajaGateway implements MobileMoneyGateway {
  private token: Token | null = null;
  private readonly paths: ReturnType<typeof callbackPaths>;

  constructor(
    private readonly settings: MpesaSettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.paths = callbackPaths(settings.callbackSecret);
  }

  async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }): Promise<void> {
    const answer = await this.post('/mpesa/c2b/v1/registerurl', {
      ShortCode: this.settings.shortCode,
      // M-Pesa completes a payment when our validation does not answer in time: a parent's money is never
      // turned away because the product was restarting; it is matched when the confirmation comes
      ResponseType: 'Completed',
      ConfirmationURL: urls.confirmationUrl,
      ValidationURL: urls.validationUrl,
    });
    if (String(answer.ResponseCode ?? '0') !== '0')
      throw new MobileMoneyError(`M-Pesa refused the URLs: ${String(answer.ResponseDescription)}`, false);
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    const timestamp = darajaTimestamp(this.now());
    const answer = await this.post('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: this.settings.shortCode,
      Password: stkPassword(this.settings.shortCode, this.settings.passKey, timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: request.amountKes,
      PartyA: request.phone,
      PartyB: this.settings.shortCode,
      PhoneNumber: request.phone,
      CallBackURL: `${this.settings.callbackBaseUrl}${this.paths.stk}`,
      AccountReference: request.accountReference.slice(0, 12),
      TransactionDesc: request.description.slice(0, 13),
    });
    if (String(answer.ResponseCode) !== '0' || typeof answer.CheckoutRequestID !== 'string')
      throw new MobileMoneyError(
        `M-Pesa did not take the request: ${String(answer.ResponseDescription ?? answer.errorMessage)}`,
        false,
      );
    return {
      merchantRequestId: String(answer.MerchantRequestID),
      checkoutRequestId: answer.CheckoutRequestID,
    };
  }

  async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
    const timestamp = darajaTimestamp(this.now());
    const answer = await this.post('/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: this.settings.shortCode,
      Password: stkPassword(this.settings.shortCode, this.settings.passKey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    });
    const code = Number(answer.ResultCode);
    if (!Number.isInteger(code)) throw new MobileMoneyError('M-Pesa gave an answer it could not read', true);
    return { resultCode: code, resultDesc: String(answer.ResultDesc ?? '') };
  }

  async transactionStatus(receipt: string): Promise<{ conversationId: string }> {
    const answer = await this.post('/mpesa/transactionstatus/v1/query', {
      Initiator: this.settings.initiator,
      SecurityCredential: this.settings.securityCredential,
      CommandID: 'TransactionStatusQuery',
      TransactionID: receipt,
      PartyA: this.settings.shortCode,
      IdentifierType: '4',
      ResultURL: `${this.settings.callbackBaseUrl}${this.paths.statusResult}`,
      QueueTimeOutURL: `${this.settings.callbackBaseUrl}${this.paths.statusTimeout}`,
      Remarks: 'Payment check',
      Occasion: receipt,
    });
    if (String(answer.ResponseCode) !== '0' || typeof answer.ConversationID !== 'string')
      throw new MobileMoneyError(
        `M-Pesa did not take the status query: ${String(answer.ResponseDescription)}`,
        false,
      );
    return { conversationId: answer.ConversationID };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString(
      'base64',
    );
    const answer = await this.call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { Authorization: `Basic ${basic}` },
    });
    if (typeof answer.access_token !== 'string')
      throw new MobileMoneyError('M-Pesa gave no access token', false);
    const seconds = Number(answer.expires_in ?? 3599);
    this.token = { value: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return this.token.value;
  }

  private async post(path: string, body: object, again = false): Promise<Record<string, unknown>> {
    const kept = this.token !== null && this.token.until > Date.now();
    const token = await this.accessToken();
    try {
      return await this.call(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (e) {
      // a kept token M-Pesa no longer honours (revoked before it expired; the local simulator restarted):
      // the request was not taken, so it is sent once more with a new token (call() dropped the old one)
      if (kept && !again && this.token === null) return this.post(path, body, true);
      throw e;
    }
  }

  private async call(path: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch {
      throw new MobileMoneyError('M-Pesa could not be reached', true);
    }
    const text = await response.text();
    if (response.status === 401) this.token = null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const said = (parsed as { errorMessage?: unknown } | null)?.errorMessage;
      throw new MobileMoneyError(
        `M-Pesa answered ${response.status}${typeof said === 'string' ? `: ${said}` : ''}`,
        response.status >= 500 || response.status === 429,
      );
    }
    if (parsed === null || typeof parsed !== 'object')
      throw new MobileMoneyError('M-Pesa gave an answer it could not read', true);
    return parsed as Record<string, unknown>;
  }
}
