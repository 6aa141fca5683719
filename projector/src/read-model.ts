import { createHash } from 'node:crypto';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';

/**
 * A read model: the tables it owns, the events it handles and how each changes its rows. The projector
 * commits a batch's row changes and the model's checkpoint in one transaction.
 */
export interface ReadModel {
  readonly name: string;
  /** CREATE statements for the model's tables and indexes, run on an empty schema. */
  readonly schema: string;
  /** Dropped (in this order) before a rebuild. */
  readonly tables: readonly string[];
  readonly handles: ReadonlySet<string>;
  apply(tx: pg.PoolClient, event: RecordedEvent): Promise<void>;
}

/** A changed schema text makes the projector rebuild that model from position zero on start. */
export const schemaHash = (model: ReadModel): string =>
  createHash('sha256').update(model.schema).digest('hex').slice(0, 16);

/** Business time of an event, for created_at / updated_at columns. */
export const occurredAt = (event: RecordedEvent): string => event.metadata.occurredAt;

/** Events whose data we trust to have the shape their type names. */
export const dataOf = <T>(event: RecordedEvent): T => event.data as T;
