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
  constructor(private readonly settings: SmsSettings) {}

  async send(message: {
    readonly to: readonly string[];
    readonly text: string;
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
    return (recipients as AtRecipient[]).map((r) => ({
      number: String(r.number ?? ''),
      status: String(r.status ?? ''),
      statusCode: Number(r.statusCode ?? 0),
      messageId: text(r.messageId),
      cost: text(r.cost),
    }));
  }
}
