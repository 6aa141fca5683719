import { sql } from 'kysely';
import { compiledOnce, db, param } from '../db/typed';
import { EVENT_COLUMNS } from './postgres-rows';

// The PostgreSQL event store's reads (postgres.ts), typed against es_events and es_commands and
// compiled once when the module loads: the store runs them with its own values.

/**
 * The reads of every command and every subscription wake are named (prepared) statements: PostgreSQL
 * parses and plans each once per connection instead of on every call, and planning these short
 * statements costs it as much CPU as running them. A name stands for one text only.
 */
export const READ_STREAM = {
  name: 'es_read_stream',
  text: compiledOnce(
    db
      .selectFrom('es_events')
      .select(EVENT_COLUMNS)
      .where('stream_id', '=', param<string>(1))
      .where('stream_version', '>=', param<number>(2))
      .where((eb) =>
        eb.or([
          eb(sql`${param<number | null>(3)}::integer`, 'is', null),
          eb('stream_version', '<=', param<number>(3)),
        ]),
      )
      .orderBy('stream_version'),
  ),
};
export const READ_ALL = {
  name: 'es_read_all',
  text: compiledOnce(
    db
      .selectFrom('es_events')
      .select(EVENT_COLUMNS)
      .where('position', '>', param<string>(1))
      .orderBy('position')
      .limit(param<number>(2)),
  ),
};

/** The version and position a command's append recorded (position as text: a bigint). */
export const STORED_RESULT = compiledOnce(
  db
    .selectFrom('es_commands')
    .select((eb) => ['version', sql<string>`${eb.ref('position')}::text`.as('position')])
    .where('command_id', '=', param<string>(1))
    .where('stream_id', '=', param<string>(2))
    .where('version', 'is not', null),
);
