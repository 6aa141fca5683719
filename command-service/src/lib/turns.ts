/**
 * Work done one after the other per key, in this process: a user's report requests, a project's SMS.
 * A burst of requests for one key waits here, holding nothing, instead of each holding a database
 * connection while it waits for a lock (two hundred at once had taken every connection of the pool).
 */
export class KeyedTurns {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const mine = before.catch(() => {}).then(work);
    this.tails.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.tails.get(key) === mine) this.tails.delete(key);
    }
  }
}
