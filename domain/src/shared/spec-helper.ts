import type { Command, Decider, DomainEvent } from './decider';
import type { DomainError } from './errors';

type ErrorClass = abstract new (...args: never[]) => DomainError;

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
        // biome-ignore lint/suspicious/noThenProperty: given/when/then is the specification style of CONVENTIONS.md; never awaited
        then: (expected: readonly E[]): void => {
          const actual = run();
          const a = JSON.stringify(actual);
          const b = JSON.stringify(expected);
          if (a !== b) throw new Error(`Expected events\n${b}\nbut got\n${a}`);
        },
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
