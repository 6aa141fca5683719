import type { SignInThrottle } from '@pm/infra/auth/throttle';
import type { Config } from '@pm/infra/config';
import type { EventStore } from '@pm/infra/event-store/port';
import type { Snapshots } from '@pm/infra/snapshots';
import type { UniqueKeys } from '@pm/infra/uniqueness';
import type pg from 'pg';
import type { AggregateCache } from './lib/command-bus';

/** What command handlers need: the store they append to and the command-side tables. */
export interface CommandDeps {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly uniqueKeys: UniqueKeys;
  readonly throttle: SignInThrottle;
  readonly config: Config;
  /** Snapshots of long streams (a group's ledger), so loading one stays cheap. */
  readonly snapshots: Snapshots;
  /** The last state this process saw of each stream (see AggregateCache). */
  readonly aggregates?: AggregateCache;
  /** Told of the streams each command appended to (see AggregateSource). */
  readonly appended?: (streamIds: readonly string[]) => void;
}
