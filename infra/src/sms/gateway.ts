/**
 * The SMS gateway port: one message to many numbers, and the gateway's answer for each number. The
 * Africa's Talking adapter implements it over HTTP; tests and `npm start` without credentials drive the
 * same adapter against the local simulator (../sms-simulator).
 */

export interface GatewayRecipient {
  /** The number as the gateway names it (+254...). */
  readonly number: string;
  /** The gateway's status word: Success, InvalidPhoneNumber, ... */
  readonly status: string;
  readonly statusCode: number;
  /** Empty or 'None' when the number was refused. */
  readonly messageId: string | null;
  readonly cost: string | null;
}

export interface SmsGateway {
  /**
   * Hands the message to the gateway. Throws GatewayError when there is no usable answer. `reference`
   * names this attempt, so that `lookup` can ask about it later.
   */
  send(message: {
    readonly to: readonly string[];
    readonly text: string;
    readonly reference?: string;
  }): Promise<GatewayRecipient[]>;
  /**
   * Asks the gateway what became of the attempt sent with `reference` (a process that died during the
   * call never heard): its answer when it took the message, null when it never got it. Throws
   * GatewayError when it cannot tell now. Absent when the gateway cannot be asked (Africa's Talking's
   * bulk API has no such query; the local simulator has).
   */
  readonly lookup?: (reference: string) => Promise<GatewayRecipient[] | null>;
}

/** No answer: `retryable` for network errors, timeouts and 5xx; not for a refusal (4xx, bad credentials). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** Africa's Talking's status codes for a number it took: 100 Processed, 101 Sent, 102 Queued. */
export const isAccepted = (statusCode: number): boolean => statusCode >= 100 && statusCode < 200;

/**
 * The gateway's settings, read with the rest of the configuration (../config/schema.ts): AT_USERNAME,
 * AT_API_KEY, AT_SENDER_ID (optional), AT_BASE_URL (the sandbox for the username `sandbox`, the live API
 * otherwise), SMS_GATEWAY_TIMEOUT_MS, AT_STATUS_QUERY. None without an API key.
 */
export interface SmsSettings {
  readonly username: string;
  readonly apiKey: string;
  readonly senderId: string | undefined;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** The gateway answers `lookup` (AT_STATUS_QUERY=1; the local simulator does, `npm start` sets it). */
  readonly statusQuery: boolean;
}

export const SANDBOX_BASE_URL = 'https://api.sandbox.africastalking.com';
export const LIVE_BASE_URL = 'https://api.africastalking.com';
