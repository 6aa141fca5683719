import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { db, firstRow, type Queryable, rows } from '../db/typed';

/**
 * Tamper evidence for the PostgreSQL event log. Each event's hash chains it to the event
 * before it; the insert trigger of infra/migrations/0013_event_chain.sql computes it, and this module
 * recomputes it independently of the database, so a log rewritten with the triggers dropped is caught.
 *
 * Serialisation, byte for byte the same as es_chain_hash in 0013_event_chain.sql:
 *   hash(n) = SHA-256(hash(n-1) ‖ field(position) ‖ field(stream_id) ‖ field(stream_version)
 *                     ‖ field(type) ‖ field(data::text) ‖ field(metadata::text))
 *   hash(0) = 32 zero bytes (genesis)
 *   field(t) = the decimal byte length of t in UTF-8, ':', then t in UTF-8
 * The length prefix keeps field boundaries unambiguous whatever a field contains. data and metadata are
 * hashed in jsonb's stored text form (canonical: keys in jsonb's fixed order, whitespace normalised),
 * so what is hashed is what is stored: sealed personal data stays sealed in the chain, and
 * crypto-shredding (destroying the key, never touching es_events) leaves it whole.
 *
 * The chain belongs to the PostgreSQL log only: the EventStoreDB adapter (kurrent.ts) keeps its events
 * in a server of its own, where no insert trigger can link them.
 */

export const CHAIN_ALGORITHM = 'SHA-256' as const;
export const GENESIS_HASH: Buffer = Buffer.alloc(32);
const DEFAULT_BATCH = 10_000;

/** One event as the chain sees it: data and metadata as jsonb's stored text (`data::text`). */
export interface ChainedEvent {
  readonly position: bigint | string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

const field = (text: string): Buffer => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from(`${bytes.length}:`, 'utf8'), bytes]);
};

/** The hash of `event` linked to `prev`, the hash of the event before it (GENESIS_HASH for the first). */
export const chainHash = (prev: Buffer, event: ChainedEvent): Buffer => {
  const hash = createHash('sha256').update(prev);
  for (const text of [
    String(event.position),
    event.streamId,
    String(event.streamVersion),
    event.type,
    event.data,
    event.metadata,
  ])
    hash.update(field(text));
  return hash.digest();
};

/** The last chained position and its hash (hex): what an auditor writes down. */
export interface ChainHead {
  readonly position: string;
  readonly hash: string;
}

/**
 * Why verification stopped: `altered` the stored hash is not the recomputed one (the event or its hash
 * was changed); `missing` no event at that position (deleted, or the log ends before its head);
 * `expected` the recomputed hash is not the one written down for that position (earlier events were
 * changed and every later hash rewritten); `head` the head row (es_chain) does not match the last event.
 */
export type ChainBreak = 'altered' | 'missing' | 'expected' | 'head';

export type ChainVerification =
  | { readonly ok: true; readonly checked: number; readonly head: ChainHead }
  | {
      readonly ok: false;
      readonly checked: number;
      readonly brokenAt: string;
      readonly reason: ChainBreak;
      /** The hash the chain calls for at brokenAt (hex), when there is one. */
      readonly expected: string | null;
      /** The hash found there (hex), when there is one. */
      readonly stored: string | null;
    };

export interface VerifyChainOptions {
  /** The first position to recompute; the stored hash of the one before is taken as given. Default 1. */
  readonly from?: bigint;
  /** Events read per query (keyset pages in position order). */
  readonly batch?: number;
  /** A head written down earlier: the recomputed hash at that position must be this one (hex). */
  readonly expect?: { readonly position: bigint; readonly hash: string };
  /**
   * More heads written down earlier (the read API's verified positions, the signed daily heads): each
   * at or after `from` is held like `expect`; those before it are left to the caller.
   */
  readonly checkpoints?: readonly { readonly position: bigint; readonly hash: string }[];
  /** Called after each page with the events checked so far and the last position checked. */
  readonly onProgress?: (checked: number, position: bigint) => void;
}

const hex = (hash: Buffer | null): string | null => (hash === null ? null : hash.toString('hex'));

/** Events from `next` to `end` as the chain hashes them, at most `batch` of them. */
const readPage = (on: Queryable, next: bigint, end: bigint, batch: number) =>
  rows(
    on,
    db
      .selectFrom('es_events')
      .select((eb) => [
        sql<string>`${eb.ref('position')}::text`.as('position'),
        'stream_id',
        'stream_version',
        'type',
        sql<string>`${eb.ref('data')}::text`.as('data'),
        sql<string>`${eb.ref('metadata')}::text`.as('metadata'),
        'hash',
      ])
      .where('position', '>=', next.toString())
      .where('position', '<=', end.toString())
      // the table's column: a bare `position` would sort the text output column ('10' < '2')
      .orderBy('es_events.position')
      .limit(batch),
  );

/** The head of the chain: position '0' and the genesis hash while the log is empty. */
export const chainHead = async (on: Queryable): Promise<ChainHead> => {
  const row = await firstRow(
    on,
    db
      .selectFrom('es_chain')
      .select((eb) => [sql<string>`${eb.ref('position')}::text`.as('position'), 'hash']),
  );
  if (!row) throw new Error('es_chain has no head row: the event store migrations have not run');
  return { position: row.position, hash: row.hash.toString('hex') };
};

/**
 * Recomputes the chain in position order up to the head as it stands when called (later appends are
 * left for the next run), and answers the first position where it breaks. Throws a RangeError for
 * options that cannot be checked (a start past the head, an expected position before the start).
 */
export const verifyChain = async (
  on: Queryable,
  options: VerifyChainOptions = {},
): Promise<ChainVerification> => {
  const from = options.from ?? 1n;
  const batch = options.batch ?? DEFAULT_BATCH;
  const { expect } = options;
  if (from < 1n) throw new RangeError(`from must be a position of 1 or more: ${from}`);
  if (!Number.isSafeInteger(batch) || batch <= 0) throw new RangeError(`batch must be positive: ${batch}`);
  if (expect !== undefined && expect.position < from)
    throw new RangeError(`The expected position ${expect.position} lies before the start ${from}`);
  // Read first: the head row commits with its events, so everything up to it is visible to the reads below.
  const target = await chainHead(on);
  const end = BigInt(target.position);
  if (from - 1n > end) throw new RangeError(`from ${from} lies past the head of the log (position ${end})`);
  let checked = 0;
  const broken = (at: bigint, reason: ChainBreak, expected: string | null, stored: string | null) =>
    ({ ok: false, checked, brokenAt: at.toString(), reason, expected, stored }) as const;

  let prev = GENESIS_HASH;
  if (from > 1n) {
    const start = await firstRow(
      on,
      db
        .selectFrom('es_events')
        .select('hash')
        .where('position', '=', (from - 1n).toString()),
    );
    if (!start?.hash) return broken(from - 1n, 'missing', null, null);
    prev = start.hash;
  }
  const wanted = new Map<bigint, string>();
  for (const c of options.checkpoints ?? [])
    if (c.position >= from) wanted.set(c.position, c.hash.toLowerCase());
  if (expect !== undefined) wanted.set(expect.position, expect.hash.toLowerCase());
  const beyond = [...wanted.keys()].reduce((max, p) => (p > max ? p : max), 0n);
  let next = from;
  while (next <= end) {
    const page = await readPage(on, next, end, batch);
    if (page.length === 0) return broken(next, 'missing', null, null);
    for (const row of page) {
      if (BigInt(row.position) !== next) return broken(next, 'missing', null, null);
      const computed = chainHash(prev, {
        position: row.position,
        streamId: row.stream_id,
        streamVersion: row.stream_version,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
      });
      if (row.hash === null || !computed.equals(row.hash))
        return broken(next, 'altered', hex(computed), hex(row.hash));
      const want = wanted.get(next);
      if (want !== undefined && hex(computed) !== want) return broken(next, 'expected', want, hex(computed));
      prev = computed;
      checked++;
      next++;
    }
    options.onProgress?.(checked, next - 1n);
  }
  if (hex(prev) !== target.hash) return broken(end, 'head', hex(prev), target.hash);
  // a head written down past today's: the events after `end` were taken off the tail (head row and all)
  if (beyond > end) return broken(end + 1n, 'missing', null, null);
  return { ok: true, checked, head: target };
};
