import { tKey } from '@/i18n';
import { apiSend, type CommandResult, isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { enqueue, isNetworkFailure, isOffline } from './queue';

/** The toast of a command kept on the phone instead of sent. */
export const QUEUED_TEXT = tKey('Kept on this phone: it will be sent when the connection returns');

/** A command kept on the phone instead of sent: the screen says so instead of "recorded". */
export interface Queued {
  readonly queued: true;
}

export const wasQueued = (result: unknown): result is Queued =>
  typeof result === 'object' && result !== null && 'queued' in result;

/**
 * The server could not take the command just now, though it may in a moment: its database is away (503,
 * "The service cannot reach its database just now"), or the gateway found no service (502, 504).
 */
const notTakenYet = (error: unknown): boolean =>
  isApiError(error) && (error.status === 502 || error.status === 503 || error.status === 504);

/**
 * A field command (a saving, a repayment): sent at once when online; with no connection, when the
 * connection drops before any answer, or when the server cannot take it just now (its database away),
 * kept in the phone's queue under the same idempotency key, to be sent again later (the queue honours the
 * server's Retry-After). A refusal is an answer and is shown as always.
 */
export const sendOrQueue = async (
  url: string,
  body: unknown,
  label: string,
  /** The form's own key, kept across its retries (a new one when absent). */
  key: string = newIdempotencyKey(),
): Promise<CommandResult | Queued> => {
  const queue = async (): Promise<Queued> => {
    await enqueue([{ key, method: 'POST', url, body, label }]);
    return { queued: true };
  };
  if (isOffline()) return queue();
  try {
    return await apiSend<CommandResult>('POST', url, body, { headers: { 'Idempotency-Key': key } });
  } catch (error) {
    if (isNetworkFailure(error) || notTakenYet(error)) return queue();
    throw error;
  }
};
