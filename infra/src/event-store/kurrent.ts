import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  type JSONType,
  jsonEvent,
  KurrentDBClient,
  type RecordedEvent as KurrentRecordedEvent,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  NO_STREAM,
  StreamNotFoundError,
} from '@kurrent/kurrentdb-client';
import { eventIdsFor } from './event-ids';
import {
  ATTEMPT_KEY,
  DUPLICATE_WINDOW,
  isRecord,
  isSystem,
  resumeFrom,
  streamStateFor,
} from './kurrent-mapping';
import {
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from './port';

const DEFAULT_READ_LIMIT = 1000;

interface StoredCommand {
  readonly version: number;
  readonly position: bigint;
  readonly attempt: unknown;
}

/**
 * The KurrentDB (EventStoreDB) adapter, for the production shape (docker-compose). Not exercised on
 * development machines (no server there): the contract suite runs it when EVENTSTORE_URL is set.
 */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  /** Aborted by close(): ends every running subscription. */
  private readonly closing = new AbortController();

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  /**
   * KurrentDB has no multi-stream transaction in this client: the parts are appended one after the
   * other and the first failure stops the rest. Each part is idempotent by its command id, so a
   * retried import completes what a failed one left undone.
   */
  async appendMany(parts: readonly StreamAppend[]): Promise<AppendResult[]> {
    // the unique-key index lives in PostgreSQL: its keys are reserved by the caller (AppendOptions.keys)
    if (parts.some((p) => p.keys?.length || p.claims?.length || p.releases?.length))
      throw new RangeError('appendMany: index keys are written with the append only by the PostgreSQL store');
    const results: AppendResult[] = [];
    for (const part of parts) results.push(await this.appendPart(part.streamId, part.events, part));
    return results;
  }

  /** One stream's append is a multi-stream append of one part: there is one append path. */
  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, events, ...options }]);
    return result!;
  }

  /**
   * Idempotency. Event ids derive from the command id (event-ids.ts), and every attempt stamps its
   * events' metadata with a random attempt id. Then:
   * - before appending, the last DUPLICATE_WINDOW events of the stream are searched (read backwards)
   *   for the command's first event id: a retry that was decided again against a newer version is
   *   answered with the first result and appends nothing;
   * - the server itself treats a write whose ids already sit right after the expected revision as
   *   idempotent and answers success without writing; so after a success the command's events are
   *   read back, and if their attempt id is not ours a concurrent attempt stored them: duplicate;
   * - on a wrong expected version, a concurrent attempt of the same command may have won: if its
   *   events are there this is a duplicate, otherwise the conflict is reported.
   * Costs two small reads per append, on the leader.
   */
  private async appendPart(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`appendToStream(${streamId}): no events to append`);
    const { expected, commandId } = options;
    const ids = eventIdsFor(commandId, events.length);
    const firstId = ids[0]!;

    const earlier = await this.findCommand(streamId, firstId, events.length);
    if (earlier) return { version: earlier.version, position: earlier.position, duplicate: true };

    const attempt = randomUUID();
    try {
      await this.client.appendToStream(
        streamId,
        events.map((event, i) =>
          jsonEvent({
            id: ids[i]!,
            type: event.type,
            // the client JSON.stringifies data; JSONType is narrower than the JSON values it accepts
            data: (event.data ?? null) as JSONType,
            metadata: { ...event.metadata, [ATTEMPT_KEY]: attempt },
          }),
        ),
        { streamState: streamStateFor(expected), requiresLeader: true },
      );
    } catch (e) {
      if (!(e instanceof KurrentWrongExpectedVersionError)) throw e;
      const winner = await this.findCommand(streamId, firstId, events.length);
      if (winner) return { version: winner.version, position: winner.position, duplicate: true };
      const actual = e.actualState;
      // negative revisions are the server's deleted / tombstoned markers: no usable stream
      throw new WrongExpectedVersionError(
        streamId,
        expected,
        actual === NO_STREAM || actual < 0n ? 'noStream' : Number(actual),
      );
    }

    const stored = await this.findCommand(streamId, firstId, events.length);
    if (!stored)
      throw new Error(`KurrentDB accepted the append to ${streamId} but its events cannot be read back`);
    return { version: stored.version, position: stored.position, duplicate: stored.attempt !== attempt };
  }

  /** The command's events among the stream's most recent ones (as a duplicate is recognised). */
  async storedResult(
    streamId: string,
    commandId: string,
  ): Promise<{ version: number; position: bigint } | null> {
    const recent: KurrentRecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: DUPLICATE_WINDOW,
        requiresLeader: true,
      })) {
        if (resolved.event) recent.push(resolved.event);
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return null;
      throw e;
    }
    // newest first: the first of the command's events met is its last
    const last = recent.find((event) => isRecord(event.metadata) && event.metadata.commandId === commandId);
    return last ? { version: Number(last.revision), position: this.positionOf(last) } : null;
  }

  /** The command's events among the stream's most recent ones: version and position of its last event. */
  private async findCommand(
    streamId: string,
    firstEventId: string,
    count: number,
  ): Promise<StoredCommand | undefined> {
    const recent: KurrentRecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: DUPLICATE_WINDOW,
        requiresLeader: true,
      })) {
        if (resolved.event) recent.push(resolved.event);
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return undefined;
      throw e;
    }
    const first = recent.find((event) => event.id === firstEventId);
    if (!first) return undefined;
    // Newer events come first when reading backwards, so the command's last event is in the window too.
    const lastRevision = first.revision + BigInt(count - 1);
    const last = recent.find((event) => event.revision === lastRevision) ?? first;
    return {
      version: Number(last.revision),
      position: this.positionOf(last),
      attempt: isRecord(first.metadata) ? first.metadata[ATTEMPT_KEY] : undefined,
    };
  }

  private positionOf(event: KurrentRecordedEvent, commitPosition?: bigint): bigint {
    const position = event.position?.commit ?? commitPosition;
    if (position === undefined)
      throw new Error('KurrentDB returned an event without its position (server older than 22.6?)');
    return position;
  }

  private toRecorded(event: KurrentRecordedEvent, commitPosition?: bigint): RecordedEvent {
    const { [ATTEMPT_KEY]: _attempt, ...metadata } = isRecord(event.metadata) ? event.metadata : {};
    return {
      streamId: event.streamId,
      streamVersion: Number(event.revision),
      position: this.positionOf(event, commitPosition),
      eventId: event.id,
      type: event.type,
      data: event.data,
      // written by appendToStream from an EventMetadata
      metadata: metadata as unknown as EventMetadata,
      recordedAt: event.created,
    };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.from ?? 0;
    const to = options.to;
    if (to !== undefined && to < from) return [];
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: BigInt(from),
        maxCount: to === undefined ? Number.MAX_SAFE_INTEGER : to - from + 1,
      })) {
        if (resolved.event) out.push(this.toRecorded(resolved.event, resolved.commitPosition));
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return [];
      throw e;
    }
    return out;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const limit = options.limit ?? DEFAULT_READ_LIMIT;
    if (!Number.isSafeInteger(limit) || limit <= 0)
      throw new RangeError(`limit must be a positive integer: ${limit}`);
    const out: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({
      fromPosition: resumeFrom(after),
      // reading from a position includes the event at it, which is dropped below
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    })) {
      const event = resolved.event;
      if (!event || isSystem(event)) continue;
      const recorded = this.toRecorded(event, resolved.commitPosition);
      if (recorded.position <= after) continue;
      out.push(recorded);
      if (out.length >= limit) break;
    }
    return out;
  }

  subscribe(after: bigint, signal: AbortSignal): AsyncIterable<readonly RecordedEvent[]> {
    return this.follow(after, AbortSignal.any([signal, this.closing.signal]));
  }

  /** A catch-up subscription to $all without system events; one event per batch. */
  private async *follow(after: bigint, signal: AbortSignal): AsyncGenerator<readonly RecordedEvent[]> {
    if (signal.aborted) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: resumeFrom(after),
      filter: excludeSystemEvents(),
    });
    const stop = () => {
      subscription.unsubscribe().catch(() => {});
    };
    signal.addEventListener('abort', stop, { once: true });
    let last = after;
    try {
      for await (const resolved of subscription) {
        if (signal.aborted) return;
        const event = resolved.event;
        if (!event || isSystem(event)) continue;
        const recorded = this.toRecorded(event, resolved.commitPosition);
        // guards the resume position itself and any redelivery
        if (recorded.position <= last) continue;
        last = recorded.position;
        yield [recorded];
      }
    } catch (e) {
      // unsubscribing on abort may end the stream with a cancellation error
      if (!signal.aborted) throw e;
    } finally {
      signal.removeEventListener('abort', stop);
      await subscription.unsubscribe().catch(() => {});
    }
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.client.dispose();
  }
}
