import { createHash } from 'node:crypto';
import type { DomainEvent } from '@pm/domain';
import type { EventMetadata, RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';

/**
 * A read model: the tables it owns, the events it handles and how each changes its rows. The projector
 * commits a batch's row changes and the model's checkpoint in one transaction.
 */
export interface ReadModel {
  readonly name: string;
  /** CREATE statements for the model's tables and indexes, run on an empty schema. */
  readonly schema: string;
  /** Dropped (in this order) before a rebuild. */
  readonly tables: readonly string[];
  /**
   * Indexes of `schema` (by name) that no handler needs to find rows, only the read routes: a rebuild
   * creates them once its tables are full, one sort each, instead of updating them row by row.
   */
  readonly deferredIndexes?: readonly string[];
  readonly handles: ReadonlySet<string>;
  apply(tx: pg.PoolClient, event: RecordedEvent): Promise<void>;
  /**
   * Applies events in order. With `batched` (the default), a run of consecutive events whose types have
   * the same batch handler is applied by one call of it; a failure names the run's first event and says it
   * was batched, so the caller can apply the same events one by one to find the one that fails.
   */
  applyAll(
    tx: pg.PoolClient,
    events: readonly RecordedEvent[],
    options?: { batched?: boolean },
  ): Promise<void>;
}

/** A read model could not apply one event (or a batched run starting with it): which, where, and why. */
export class ProjectionError extends Error {
  constructor(
    readonly model: string,
    readonly event: Pick<RecordedEvent, 'position' | 'type' | 'streamId'>,
    cause: unknown,
    /** The event began a run applied by a batch handler: the failing event may be a later one of the run. */
    readonly batched = false,
  ) {
    super(
      `${model} failed on ${event.type} at position ${event.position} (${event.streamId})${batched ? ' or later in its run' : ''}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ProjectionError';
  }
}

/** An event as a handler sees it: the exact data of its type and the recorded metadata a row may need. */
export interface Projected<E extends DomainEvent> {
  readonly type: E['type'];
  readonly data: E['data'];
  readonly streamId: string;
  readonly position: bigint;
  /** Business time (ISO 8601), for created_at / updated_at columns. */
  readonly occurredAt: string;
  /** When the store recorded the event. */
  readonly recordedAt: Date;
  readonly actor: EventMetadata['actor'];
}

/** One of the events of E as a handler sees it, narrowed by its `type` (a fold's switch). */
export type ProjectedOneOf<E extends DomainEvent> = E extends DomainEvent ? Projected<E> : never;

/** The events of a mixed run that have one type, typed as such, in their order. */
export const eventsOfType = <E extends { readonly type: string }, T extends E['type']>(
  events: readonly E[],
  type: T,
): Extract<E, { readonly type: T }>[] =>
  events.filter((e): e is Extract<E, { readonly type: T }> => e.type === type);

/** Changes the model's rows for one event; an upsert keyed by id or guarded by position, so a replay is harmless. */
export type Handler<E extends DomainEvent> = (tx: pg.PoolClient, event: Projected<E>) => Promise<unknown>;

/** One handler per event type of E, each given events of its own type. */
export type Handlers<E extends DomainEvent> = {
  readonly [T in E['type']]: Handler<Extract<E, { type: T }>>;
};

/**
 * Applies a run of consecutive events (in position order) with a few set-based statements. It must leave
 * exactly the rows its types' single handlers leave when applied to each event in turn; so a type with a
 * batch handler has it as its only implementation, its single handler being the batch handler given a
 * run of one (`fromBatch`, or `defineFoldedModel` for a model that folds all its types). A run is made of
 * events whose types share the very same batch handler (one function registered for several types, say
 * every event that only moves money, takes a meeting's savings and fines paid together, in their order).
 */
export type BatchHandler<E extends DomainEvent> = (
  tx: pg.PoolClient,
  events: readonly Projected<E>[],
) => Promise<unknown>;

/** Batch handlers for the event types that come in long runs (savings, contributions, payments). */
export type BatchHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]?: BatchHandler<Extract<E, { type: T }>>;
};

/**
 * A type's single handler as its batch handler given a run of one: the type's rules written once, in the
 * batch handler (which therefore must not spend statements on what a run lacks).
 */
export const fromBatch =
  <E extends DomainEvent>(batch: BatchHandler<E>): Handler<E> =>
  (tx, event) =>
    batch(tx, [event]);

export interface ReadModelDefinition<E extends DomainEvent> {
  readonly name: string;
  readonly tables: readonly string[];
  readonly schema: string;
  readonly deferredIndexes?: readonly string[];
  readonly handlers: Handlers<E>;
  readonly batchHandlers?: BatchHandlers<E>;
}

/**
 * A read model from its handler map: it handles exactly the event types that have a handler, and
 * each handler receives the event's data typed by the domain's event union E.
 */
export const defineReadModel = <E extends DomainEvent>({
  name,
  tables,
  schema,
  deferredIndexes,
  handlers,
  batchHandlers = {},
}: ReadModelDefinition<E>): ReadModel => {
  // A handler is only ever called with an event of its own type; the map's key says which.
  const byType = handlers as unknown as Readonly<Record<string, Handler<E>>>;
  const batchByType = batchHandlers as unknown as Readonly<Record<string, BatchHandler<E>>>;
  const projected = (recorded: RecordedEvent): Projected<E> => ({
    type: recorded.type,
    // The deciders are the log's only writers, and the upcaster fills in what older events lack.
    data: recorded.data as E['data'],
    streamId: recorded.streamId,
    position: recorded.position,
    occurredAt: recorded.metadata.occurredAt,
    recordedAt: recorded.recordedAt,
    actor: recorded.metadata.actor,
  });
  const apply = async (tx: pg.PoolClient, recorded: RecordedEvent) => {
    if (!Object.hasOwn(byType, recorded.type)) return;
    await byType[recorded.type]?.(tx, projected(recorded));
  };
  return {
    name,
    tables,
    schema,
    ...(deferredIndexes ? { deferredIndexes } : {}),
    handles: new Set(Object.keys(handlers)),
    apply,
    async applyAll(tx, events, { batched = true } = {}) {
      for (let i = 0; i < events.length; ) {
        const first = events[i]!;
        const many = batched && Object.hasOwn(batchByType, first.type) ? batchByType[first.type] : undefined;
        const sameRun = (type: string) =>
          type === first.type || (Object.hasOwn(batchByType, type) && batchByType[type] === many);
        let end = i + 1;
        if (many) while (end < events.length && sameRun(events[end]!.type)) end++;
        try {
          if (many && end - i > 1) await many(tx, events.slice(i, end).map(projected));
          else await apply(tx, first);
        } catch (e) {
          throw new ProjectionError(name, first, e, end - i > 1);
        }
        i = end;
      }
    },
  };
};

/**
 * A read model written once, as a fold over a run of its events (any mix of its types, in position
 * order): the projector hands it every run, and a single event as a run of one, so each of its rules
 * has one implementation.
 */
export const defineFoldedModel = <E extends DomainEvent>({
  types,
  fold,
  ...model
}: Omit<ReadModelDefinition<E>, 'handlers' | 'batchHandlers'> & {
  /** Every event type the model reads; a new member of E fails the type check until it is listed. */
  readonly types: Readonly<Record<E['type'], true>>;
  /** Given a run's events each typed as one of E (its switch narrows them). */
  readonly fold: (tx: pg.PoolClient, events: readonly ProjectedOneOf<E>[]) => Promise<unknown>;
}): ReadModel => {
  const names = Object.keys(types);
  // the projector's events are of E; as a run they are each one of E's members
  const many = fold as unknown as BatchHandler<E>;
  const one = fromBatch(many);
  return defineReadModel<E>({
    ...model,
    // each type's handler and batch handler is the fold, given events of that type or a mixed run
    handlers: Object.fromEntries(names.map((type) => [type, one])) as unknown as Handlers<E>,
    batchHandlers: Object.fromEntries(names.map((type) => [type, many])) as unknown as BatchHandlers<E>,
  });
};

/**
 * A changed schema text, or a changed set of handled event types, makes the projector rebuild that
 * model from position zero on start (events it ignored until now may hold rows it must have).
 */
export const schemaHash = (model: ReadModel): string =>
  createHash('sha256')
    .update(model.schema)
    .update([...model.handles].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
