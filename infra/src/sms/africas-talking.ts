import { GatewayError, type GatewayRecipient, type SmsGateway, type SmsSettings } from './gateway';

interface AtRecipient {
  number?: unknown;
  status?: unknown;
  statusCode?: unknown;
  messageId?: unknown;
  cost?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value !== 'None' ? value : null;

/**
 * Africa's Talking's bulk messaging API: POST {baseUrl}/version1/messaging, form-encoded `username`, `to`
 * (comma-separated), `message` and optionally `from` (the sender id), with the `apiKey` header; it
 * answers `{ SMSMessageData: { Message, Recipients: [{ number, status, statusCode, messageId, cost }] } }`.
 */
export class AfricasTalkingGateway implements SmsGateway {
  readonly lookup?: (reference: string) => Promise<GatewayRecipient[] | null>;

  constructor(private readonly settings: SmsSettings) {
    if (settings.statusQuery) this.lookup = (reference) => this.lookUp(reference);
  }

  /**
   * The simulator's status query (not part of Africa's Talking's API): GET
   * {baseUrl}/version1/messaging/requests/{reference} answers `{ found: false }` for an attempt it never
   * got, else `{ found: true, SMSMessageData }` as the send answered.
   */
  private async lookUp(reference: string): Promise<GatewayRecipient[] | null> {
    let response: Response;
    try {
      response = await fetch(
        `${this.settings.baseUrl}/version1/messaging/requests/${encodeURIComponent(reference)}`,
        {
          headers: { apiKey: this.settings.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(this.settings.timeoutMs),
        },
      );
    } catch {
      throw new GatewayError('The SMS gateway could not be asked about the message', true);
    }
    const body = await response.text();
    if (!response.ok)
      throw new GatewayError(`The SMS gateway answered ${response.status} about the message`, true);
    const parsed = JSON.parse(body) as { found?: unknown; SMSMessageData?: { Recipients?: unknown } };
    if (parsed.found !== true) return null;
    const recipients = parsed.SMSMessageData?.Recipients;
    if (!Array.isArray(recipients))
      throw new GatewayError('The SMS gateway gave an answer it could not read', true);
    return (recipients as AtRecipient[]).map(recipientOf);
  }

  async send(message: {
    readonly to: readonly string[];
    readonly text: string;
    readonly reference?: string;
  }): Promise<GatewayRecipient[]> {
    const form = new URLSearchParams({
      username: this.settings.username,
      to: message.to.join(','),
      message: message.text,
    });
    if (this.settings.senderId) form.set('from', this.settings.senderId);
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.settings.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          // names the attempt for the status query; a header, which Africa's Talking ignores
          ...(message.reference ? { 'X-Client-Reference': message.reference } : {}),
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (e) {
      const reason = e instanceof Error && e.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new GatewayError(`The SMS gateway ${reason}`, true);
    }
    const body = await response.text();
    if (response.status >= 500) throw new GatewayError(`The SMS gateway answered ${response.status}`, true);
    if (!response.ok)
      throw new GatewayError(
        `The SMS gateway refused the message (${response.status}: ${body.slice(0, 200)})`,
        false,
      );
    let recipients: unknown;
    try {
      recipients = (JSON.parse(body) as { SMSMessageData?: { Recipients?: unknown } }).SMSMessageData
        ?.Recipients;
    } catch {
      recipients = undefined;
    }
    // it took the message: sending it again could send it twice
    if (!Array.isArray(recipients))
      throw new GatewayError('The SMS gateway gave an answer it could not read', false);
    return (recipients as AtRecipient[]).map(recipientOf);
  }
}

const recipientOf = (r: AtRecipient): GatewayRecipient => ({
  number: String(r.number ?? ''),
  status: String(r.status ?? ''),
  statusCode: Number(r.statusCode ?? 0),
  messageId: text(r.messageId),
  cost: text(r.cost),
});
