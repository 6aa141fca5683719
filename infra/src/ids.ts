import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * The identifiers one attempt at a request allocated, by kind, in the order it asked for them. A retry
 * that takes over from an attempt that died (command-service/src/lib/idempotency.ts) starts from that
 * attempt's saved ledger: its nth nextId of a kind answers the nth id the dead attempt got, so it decides
 * on, and answers with, the same ids (when the first attempt's append landed, the id it stored; a fresh
 * id would name nothing). A command decided again within one attempt (a stale cached state) gets its ids
 * again too (`rewind`). Ids past the ledger are allocated as usual.
 */
export class IdLedger {
  private readonly ids = new Map<string, number[]>();
  private readonly used = new Map<string, number>();
  private fresh = false;

  constructor(
    saved: Readonly<Record<string, readonly number[]>> | null = null,
    /** Saves the ledger where a retry finds it; run before an append that follows a new id. */
    private readonly save: ((ids: Record<string, number[]>) => Promise<void>) | null = null,
    /** This attempt takes over from an earlier one, whose appends may have landed. */
    readonly retried = false,
  ) {
    for (const [kind, list] of Object.entries(saved ?? {})) this.ids.set(kind, [...list]);
  }

  /** The nth id of `kind` this attempt asks for: the ledger's, else a new one from `allocate`. */
  async take(kind: string, allocate: () => Promise<number>): Promise<number> {
    const list = this.ids.get(kind) ?? [];
    const n = this.used.get(kind) ?? 0;
    this.used.set(kind, n + 1);
    if (n < list.length) return list[n]!;
    const id = await allocate();
    list.push(id);
    this.ids.set(kind, list);
    this.fresh = true;
    return id;
  }

  /** The command is decided again from the start: it gets the same ids again, in the same order. */
  rewind(): void {
    this.used.clear();
  }

  /** Saves the ledger if an id was allocated since it was last saved (before an append that may use it). */
  async beforeAppend(): Promise<void> {
    if (!this.fresh || !this.save) return;
    await this.save(Object.fromEntries(this.ids));
    this.fresh = false;
  }
}

const ledgers = new AsyncLocalStorage<IdLedger>();

/** Runs `work` with `ledger` answering its nextId calls (see IdLedger). */
export const withIdLedger = <T>(ledger: IdLedger, work: () => Promise<T>): Promise<T> =>
  ledgers.run(ledger, work);

/** The ledger of the attempt running now, if any. */
export const currentIdLedger = (): IdLedger | undefined => ledgers.getStore();

/** Sequences known to exist, per pool: a process may talk to more than one database (the API tests do). */
const ensured = new WeakMap<pg.Pool, Set<string>>();

/**
 * The kinds recorded many times a day (a meeting's savings, payments, SMS receipts): their ids are taken
 * BLOCK at a time and handed out by the process, which spares each of those commands a round trip. A
 * restart leaves the rest of a block unused (a gap, as a failed command leaves one); ids stay unique and,
 * within one process, increasing. Places, people and documents keep one id per call, without such gaps.
 */
const BLOCK_KINDS = new Set([
  'group_saving',
  'loan_repayment',
  'member_penalty',
  'fee_payment',
  'payment',
  'emergency_contribution',
  'sms',
]);
const BLOCK = 16;
const blocks = new WeakMap<pg.Pool, Map<string, Promise<number[]>>>();

/**
 * Identifiers are positive integers allocated before the append (the specification's URLs use them).
 * One PostgreSQL sequence per kind; a failed command leaves a gap, which is harmless. Inside a request's
 * attempt (withIdLedger) the ledger answers first.
 */
export const nextId = (pool: pg.Pool, kind: string): Promise<number> => {
  const ledger = ledgers.getStore();
  return ledger ? ledger.take(kind, () => allocate(pool, kind)) : allocate(pool, kind);
};

const allocate = async (pool: pg.Pool, kind: string): Promise<number> => {
  if (!BLOCK_KINDS.has(kind)) return nextIdAlone(pool, kind);
  let byKind = blocks.get(pool);
  if (!byKind) {
    byKind = new Map();
    blocks.set(pool, byKind);
  }
  for (;;) {
    let block = byKind.get(kind);
    if (!block) {
      block = nextIds(pool, kind, BLOCK);
      byKind.set(kind, block);
      block.catch(() => byKind.delete(kind));
    }
    const ids = await block;
    const id = ids.shift();
    if (id !== undefined) return id;
    if (byKind.get(kind) === block) byKind.delete(kind);
  }
};

/** The kind's sequence, created on first use (once per pool and process). */
const sequenceOf = async (pool: pg.Pool, kind: string): Promise<string> => {
  if (!/^[a-z_]+$/.test(kind)) throw new Error(`Invalid id kind ${kind}`);
  const sequence = `id_${kind}`;
  let known = ensured.get(pool);
  if (!known) {
    known = new Set();
    ensured.set(pool, known);
  }
  if (!known.has(sequence)) {
    await pool.query(`CREATE SEQUENCE IF NOT EXISTS ${sequence}`).catch((e: { code?: string }) => {
      // two processes creating the same sequence at once: the loser sees a unique violation
      if (e.code !== '23505') throw e;
    });
    known.add(sequence);
  }
  return sequence;
};

const nextIdAlone = async (pool: pg.Pool, kind: string): Promise<number> => {
  const result = await pool.query<{ id: string }>({
    name: 'pm_next_id', // prepared once per connection: one of most commands' statements
    text: 'SELECT nextval($1::regclass) AS id',
    values: [await sequenceOf(pool, kind)],
  });
  return Number(result.rows[0]!.id);
};

/** `count` fresh identifiers of one kind in one round trip (bulk imports). */
export const nextIds = async (pool: pg.Pool, kind: string, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const result = await pool.query<{ id: string }>(
    'SELECT nextval($1::regclass) AS id FROM generate_series(1, $2)',
    [await sequenceOf(pool, kind), count],
  );
  return result.rows.map((r) => Number(r.id));
};
