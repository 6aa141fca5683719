import pg from 'pg';

/** The NOTIFY channel; the payload is the last position of the append, as text. */
export const APPENDED_CHANNEL = 'es_appended';

interface ListenSession {
  close(): Promise<void>;
}

/**
 * One LISTEN connection per store, shared by its subscriptions, open while at least one runs.
 * When it breaks, subscriptions are woken (they re-read, then reopen it); the poll timer covers
 * notifications sent while no connection listened.
 */
export class AppendListener {
  private readonly wakers = new Set<() => void>();
  private session: Promise<ListenSession | undefined> | undefined;
  /** Identifies the current session, so that a late error of an old one does not drop a new one. */
  private generation = 0;
  /** The session whose LISTEN is in effect (not before it is, not after it broke or stopped). */
  private listening: ListenSession | undefined;
  /**
   * Changes on every notification, every break of the connection and every start of a LISTEN: while
   * `live` holds and `seq` keeps the value it had before a read, no append has committed since that
   * read's snapshot without its notification still being on its way (NOTIFY is delivered after commit
   * to every session that was listening then), and that notification will wake the subscriptions.
   */
  seq = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string | undefined,
  ) {}

  async add(wake: () => void): Promise<void> {
    this.wakers.add(wake);
    await this.ensure();
  }

  async remove(wake: () => void): Promise<void> {
    this.wakers.delete(wake);
    if (this.wakers.size === 0) await this.stop();
  }

  /**
   * Opens the connection when there is none. True when a new one started listening, since
   * notifications may have been missed while there was none.
   */
  async ensure(): Promise<boolean> {
    if (this.session) return false;
    const generation = ++this.generation;
    const session = this.open(generation);
    this.session = session;
    const opened = await session;
    // Failed: forget it so that the next wait tries again (meanwhile the poll timer applies).
    if (!opened && this.generation === generation) this.session = undefined;
    return opened !== undefined;
  }

  /** A LISTEN is in effect: notifications reach the subscriptions. */
  get live(): boolean {
    return this.listening !== undefined;
  }

  async stop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    this.listening = undefined;
    this.generation++;
    await (await session)?.close();
  }

  private wakeAll(): void {
    this.seq++;
    for (const wake of this.wakers) wake();
  }

  private async open(generation: number): Promise<ListenSession | undefined> {
    let client: pg.Client | pg.PoolClient;
    let end: () => Promise<void>;
    try {
      if (this.connectionString) {
        const own = new pg.Client({ connectionString: this.connectionString });
        client = own;
        end = () => own.end();
        own.on('error', () => {});
        await own.connect();
      } else {
        const borrowed = await this.pool.connect();
        client = borrowed;
        // destroy rather than return it: a pooled connection must not keep listening
        end = async () => borrowed.release(true);
      }
    } catch {
      return undefined;
    }
    let closed = false;
    const session: ListenSession = {
      close: async () => {
        if (closed) return;
        closed = true;
        if (this.listening === session) this.listening = undefined;
        client.removeAllListeners('notification');
        await end().catch(() => {});
      },
    };
    client.on('notification', () => this.wakeAll());
    client.on('error', () => {
      if (this.generation === generation) this.session = undefined;
      void session.close();
      this.wakeAll();
    });
    try {
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
    } catch {
      await session.close();
      return undefined;
    }
    if (!closed && this.generation === generation) {
      this.listening = session;
      // appends may have committed unnoticed before: what was read until now may not be the end
      this.seq++;
    }
    return session;
  }
}
