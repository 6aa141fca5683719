import { inspect, isDeepStrictEqual } from 'node:util';
import type { Command, Decider, DomainEvent } from './decider';
import type { DomainError } from './errors';

type ErrorClass = abstract new (...args: never[]) => DomainError;

/**
 * Drops properties whose value is undefined, at any depth: an event's data is stored as JSON, where
 * `{ notes: undefined }` and `{}` are the same event.
 */
const withoutUndefined = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, withoutUndefined(v)]),
  );
};

const lines = (value: unknown): string[] =>
  inspect(value, { depth: Number.POSITIVE_INFINITY, sorted: true, compact: false, breakLength: 100 }).split(
    '\n',
  );

/** A line diff (longest common subsequence): `-` expected only, `+` actual only. */
export const diff = (expected: unknown, actual: unknown): string => {
  const a = lines(expected);
  const b = lines(actual);
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${a[i]}`);
      i++;
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      out.push(`- ${a[i]}`);
      i++;
    } else {
      out.push(`+ ${b[j]}`);
      j++;
    }
  }
  return out.join('\n');
};

/**
 * Deep equality where key order does not matter and an undefined property equals a missing one; the
 * error names every difference as a line diff.
 */
export const assertDeepEqual = (actual: unknown, expected: unknown, what: string): void => {
  const a = withoutUndefined(actual);
  const b = withoutUndefined(expected);
  if (!isDeepStrictEqual(a, b)) throw new Error(`Expected ${what} (-) but got (+):\n${diff(b, a)}`);
};

/**
 * Given / when / then for deciders:
 * `given([ProjectCreated]).when(SetProjectStatus).then([ProjectStatusChanged])` or `.thenThrows(RuleViolation)`.
 * Framework-free so it can be used from any test runner; failures throw with a readable message.
 */
export const specFor = <C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) => ({
  given: (events: readonly E[]) => ({
    when: (command: C) => {
      const run = (): E[] => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then is the specification style of docs/conventions.md; never awaited
        then: (expected: readonly E[]): void => assertDeepEqual(run(), expected, 'events'),
        thenThrows: (errorClass: ErrorClass, message?: string | RegExp): void => {
          let thrown: unknown;
          try {
            run();
          } catch (e) {
            thrown = e;
          }
          if (!(thrown instanceof errorClass))
            throw new Error(
              `Expected ${errorClass.name} but got ${thrown === undefined ? 'no error' : String(thrown)}`,
            );
          if (message !== undefined) {
            const text = (thrown as Error).message;
            const ok = typeof message === 'string' ? text === message : message.test(text);
            if (!ok) throw new Error(`Expected message ${String(message)} but got "${text}"`);
          }
        },
      };
    },
  }),
});
