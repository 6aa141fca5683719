import type { Role } from '../access/roles';

/** Who issued a command. `system` is used by scheduled jobs and the demo-data seed. */
export type ActorRef =
  | { kind: 'user'; userId: number; username: string; role: Role | null }
  | { kind: 'system'; name: string };

/** Time, ids and the acting user arrive with every command: domain code never reads a clock. */
export interface CommandMetadata {
  readonly now: string;
  readonly actor: ActorRef;
}

export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export interface Decider<C extends Command, E extends DomainEvent, S> {
  readonly initialState: () => S;
  readonly evolve: (state: S, event: E) => S;
  readonly decide: (command: C, state: S) => E[];
}

export const fold = <E extends DomainEvent, S>(
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  events: readonly E[],
): S => events.reduce(decider.evolve, decider.initialState());

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
