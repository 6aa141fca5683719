import type { Writable } from 'node:stream';
import type pg from 'pg';

/**
 * On a pipelined connection, the statements sent in one turn of the event loop go out in one write.
 * node-postgres writes each statement on its own, a system call each, and between processes on a
 * virtual machine each one costs more than the statement's own work (a third of the projector's busy
 * time was `writev`). So the socket is corked at a turn's first statement and uncorked once that turn's
 * callbacks and promise continuations have run (`process.nextTick`, after the microtasks queued before it).
 * A performance measure reaching into node-postgres's private stream, fenced here: what it bought and how
 * to measure it again, docs/decisions/performance-measures.md.
 */
export const writeOncePerTick = (client: pg.PoolClient): void => {
  const stream = (client as unknown as { connection: { stream: Partial<Writable> } }).connection.stream;
  if (typeof stream.cork !== 'function' || typeof stream.uncork !== 'function') return;
  const send = client.query;
  let corked = false;
  const flush = () => {
    corked = false;
    stream.uncork?.();
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    if (!corked) {
      corked = true;
      stream.cork?.();
      process.nextTick(flush);
    }
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
};
