import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const coded = (code: string, message = 'failed', extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('a database that cannot be reached just now', () => {
  it('is a socket that cannot connect or was lost', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    // a Unix socket whose server is stopped
    expect(isDatabaseUnavailable(coded('ENOENT', 'connect ENOENT', { syscall: 'connect' }))).toBe(true);
    // every address of a host name refused (Node's AggregateError)
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(
      true,
    );
  });

  it("is PostgreSQL stopping, starting, full, or cancelling a statement at the service's own timeout", () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01', '25P03'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    expect(isDatabaseUnavailable(coded('57014', 'canceling statement due to statement timeout'))).toBe(true);
  });

  it("is node-postgres' own timeouts and lost connections", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
  });

  it('is not a fault of the request or the code, nor another service that cannot be reached', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(coded('42P01', 'relation "x" does not exist'))).toBe(false);
    // cancelled by an operator, not by the timeout
    expect(isDatabaseUnavailable(coded('57014', 'canceling statement due to user request'))).toBe(false);
    expect(isDatabaseUnavailable(coded('ENOENT', 'no such file', { syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Connection terminated'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: coded('ECONNREFUSED') }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), new Error('bug')]))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
