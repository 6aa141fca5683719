import { TooManyRequestsError } from '@pm/domain/shared/errors';

/**
 * At most `concurrent` uploads are parsed at once in this process; up to `queued` more wait their turn
 * (bounded); beyond that a caller is told to come back (429). A dozen large uploads at once then cost
 * what two do, instead of exhausting the heap.
 */
export class ParseSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrent = 2,
    private readonly queued = 6,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrent) {
      if (this.waiting.length >= this.queued)
        throw new TooManyRequestsError('The server is reading other uploads. Try again in a minute.');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
