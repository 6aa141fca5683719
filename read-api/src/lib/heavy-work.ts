import { msg, TooManyRequestsError } from '@pm/domain';
import { isFileResponse, type QueryContract } from '@pm/domain/api/contract';

/** How many heavy answers (exports, PDFs, replays) one user may have running at once. */
export const HEAVY_PER_USER = 2;
/** The Retry-After of a heavy request refused for that: one export of a project takes about this long. */
export const HEAVY_RETRY_AFTER_SECONDS = 3;

/** Every file answer (an export, a PDF, a download) and the routes whose contract says `heavy`. */
export const isHeavy = (contract: QueryContract): boolean =>
  contract.heavy === true || isFileResponse(contract.response);

/**
 * The heavy answers running, by user, in this read API process. Two hundred exports sent at once by one
 * account had every database connection of the read API busy and another user's list waiting 9 s; now a
 * user's third heavy request while two run answers 429 with Retry-After at once, before any work.
 */
export class HeavyWork {
  private readonly running = new Map<number, number>();

  constructor(readonly perUser: number = HEAVY_PER_USER) {}

  /** Takes one of the user's places, or refuses; answers the function that gives it back (once). */
  enter(userId: number): () => void {
    const now = this.running.get(userId) ?? 0;
    if (now >= this.perUser)
      throw new TooManyRequestsError(
        msg`You already have ${{ count: this.perUser }} exports or reports being prepared. Wait for one to finish, then try again.`,
        undefined,
        HEAVY_RETRY_AFTER_SECONDS,
      );
    this.running.set(userId, now + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const after = (this.running.get(userId) ?? 1) - 1;
      if (after <= 0) this.running.delete(userId);
      else this.running.set(userId, after);
    };
  }

  /** How many heavy answers the user has running (for tests). */
  runningFor(userId: number): number {
    return this.running.get(userId) ?? 0;
  }
}
