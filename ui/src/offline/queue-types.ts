/**
 * The commands a facilitator recorded with no connection: kept on the phone in IndexedDB,
 * sent in the order they were recorded once the connection returns, each with the idempotency key it was
 * given when recorded, so a command sent twice (its answer lost on the way back) is stored once.
 */

/** A command waiting to be sent, already sent (synced), or refused by the server on sync. */
export type QueuedState = 'waiting' | 'synced' | 'refused';

export interface QueuedCommand {
  /** The order of recording (IndexedDB's key, assigned when stored). */
  readonly seq: number;
  /** The Idempotency-Key the command is sent with, every time. */
  readonly key: string;
  /** Only the user who recorded it sends it, sees it or discards it. */
  readonly userId: number;
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** May hold `{id}`: the id the command named by `dependsOn` answered with (a penalty given, then paid). */
  readonly url: string;
  readonly body: unknown;
  /** What the command records, in the words of the screen ("Saving of Jane Auma"), in the recorder's language. */
  readonly label: string;
  readonly dependsOn?: string;
  readonly state: QueuedState;
  /** The server's reason, in the user's language, when refused. */
  readonly reason?: string;
  /** The id the server answered with, once synced. */
  readonly resultId?: number;
  /** Epoch milliseconds. */
  readonly recordedAt: number;
  readonly syncedAt?: number;
}

/** What a screen hands to the queue: everything but what the queue assigns. */
export type NewCommand = Omit<QueuedCommand, 'seq' | 'state' | 'userId' | 'recordedAt'>;

/** Where the commands are kept: IndexedDB in the browser, a Map in unit tests. */
export interface QueueStore {
  add(commands: readonly Omit<QueuedCommand, 'seq'>[]): Promise<void>;
  /** The user's commands in the order recorded. */
  list(userId: number): Promise<QueuedCommand[]>;
  put(command: QueuedCommand): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** How one attempt to send a command ended. */
export type SendOutcome =
  | { readonly kind: 'stored'; readonly id: number | undefined; readonly position: unknown }
  /** The server looked at it and said no: kept, with the reason, for the user to fix or discard. */
  | { readonly kind: 'refused'; readonly reason: string }
  /** The session ended: nothing more is sent until the user signs in again. */
  | { readonly kind: 'signed-out' }
  /**
   * No answer (no connection, a timeout, the server or its database down): the command waits, with its
   * key, for the next attempt; `retryAfterMs` when the server said when to ask again (Retry-After).
   */
  | { readonly kind: 'unreachable'; readonly retryAfterMs?: number };

/** Sends one command with its idempotency key. */
export type Send = (command: QueuedCommand, url: string) => Promise<SendOutcome>;

/** Waiting and refused commands: what signing out would leave unsent. */
export const unsentOf = (commands: readonly QueuedCommand[]): QueuedCommand[] =>
  commands.filter((command) => command.state !== 'synced');
