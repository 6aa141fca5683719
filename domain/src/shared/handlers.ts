import { assertNever, type Command, type DomainEvent } from './decider';

/**
 * Tables of handlers, one small named function per event or command type, in place of one long switch:
 * each handler is given only its own type, and a type left out of a table fails the type check as a
 * case left out of an exhaustive switch did.
 */

export type EventHandlers<E extends DomainEvent, S, R = S> = {
  readonly [T in E['type']]: (state: S, event: Extract<E, { type: T }>) => R;
};

/**
 * The evolve of a stream that begins with one event: `begin` makes the state of that event (whatever
 * came before it); the other events change nothing before it, and after it go to their handler.
 */
export const streamEvolver = <
  E extends DomainEvent,
  S extends { readonly status: string },
  First extends E['type'],
>(
  first: First,
  begin: (event: Extract<E, { type: First }>) => S,
  handlers: EventHandlers<Exclude<E, { type: First }>, Exclude<S, { status: 'none' }>, S>,
): ((state: S, event: E) => S) => {
  const evolve = (state: S, event: E): S => {
    if (event.type === first) return begin(event as Extract<E, { type: First }>);
    if (state.status === 'none') return state;
    const handle = handlers[event.type as Exclude<E, { type: First }>['type']] as (state: S, event: E) => S;
    return handle(state, event);
  };
  // the command service names a snapshot's state shape by the text of the evolve (schemaOf in
  // command-service/src/lib/aggregate-load.ts); a table's evolve gives its handlers' text as `shape`,
  // so a changed handler sets the snapshots of the old shape aside, as a changed case of a switch did
  const shape = [`${first}: ${begin}`, ...Object.entries(handlers).map(([type, h]) => `${type}: ${h}`)].join(
    '\n',
  );
  return Object.assign(evolve, { shape });
};

export type CommandHandlers<C extends Command, S, E, X = undefined> = {
  readonly [T in C['type']]: (command: Extract<C, { type: T }>, state: S, context: X) => E[];
};

/** Hands a command to its handler; a type the table does not hold is refused, as the switch's default did. */
export const decideBy = <C extends Command, S, E, X>(
  handlers: CommandHandlers<C, S, E, X>,
  command: C,
  state: S,
  context: X,
): E[] => {
  if (!Object.hasOwn(handlers, command.type)) return assertNever(command as never);
  const handle = handlers[command.type as C['type']] as (command: C, state: S, context: X) => E[];
  return handle(command, state, context);
};

/** The handlers of the events a fold counts: it passes over the others. */
export type SomeEventHandlers<E extends DomainEvent, S> = Partial<EventHandlers<E, S, void>>;

/** Hands an event to its handler, if the table has one. */
export const applyEvent = <E extends DomainEvent, S>(
  handlers: SomeEventHandlers<E, S>,
  state: S,
  event: E,
) => {
  if (Object.hasOwn(handlers, event.type))
    (handlers[event.type as E['type']] as (s: S, e: E) => void)(state, event);
};
