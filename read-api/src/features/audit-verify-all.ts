import { db, firstRow, rows } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { type Difference, verifyGroup } from './audit-verify';
import { verifyProject } from './audit-verify-projects';

/**
 * Replay equals the screens, for everything: every saving group's books and every project's
 * contributions replayed from the event store and compared with the read tables. Used by `npm run
 * verify` and by the read API's daily check (audit-check-job.ts).
 */

export interface FoundDifference extends Difference {
  readonly kind: 'group' | 'project';
  readonly id: number;
  readonly name: string;
}

export interface VerifyAllResult {
  readonly groups: number;
  readonly projects: number;
  readonly differences: readonly FoundDifference[];
}

/**
 * Waits (up to `timeoutMs`) until every read model has applied the log as it stood when asked, so a
 * running product can be checked; answers false when they are still behind. The head is taken once: a
 * busy log that keeps growing does not keep the check waiting.
 */
export const caughtUp = async (pool: Pool, timeoutMs = 30_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  const head = await firstRow(
    pool,
    db
      .selectFrom('es_events')
      .select((eb) =>
        eb.cast<string>(eb.fn.coalesce(eb.fn.max('position'), sql.lit(0)), 'text').as('position'),
      ),
  );
  for (;;) {
    const row = await firstRow(
      pool,
      db.selectNoFrom((eb) =>
        eb(
          eb.fn.coalesce(
            eb
              .selectFrom('projection_checkpoints')
              .select((sb) => sb.fn.min('position').as('min'))
              .$asScalar(),
            sql.lit(0),
          ),
          '<',
          sql<string>`${head?.position ?? '0'}::bigint`,
        ).as('behind'),
      ),
    );
    if (row?.behind === false) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Thrown between two checks when the caller gave up (the service is shutting down). */
export class VerifyAborted extends Error {
  constructor() {
    super('The check was interrupted');
    this.name = 'VerifyAborted';
  }
}

type Subject = { readonly kind: 'group' | 'project'; readonly id: number; readonly name: string };

/**
 * Checks every group and project. A subject found different is checked once more after the read models
 * have caught up again: an event appended between reading the stream and reading the tables is lag, gone
 * on the second look, while a corrupted row stays.
 */
export const verifyAll = async (
  store: EventStore,
  pool: Pool,
  options: { readonly signal?: AbortSignal; readonly catchUpMs?: number } = {},
): Promise<VerifyAllResult> => {
  const groups = await rows(pool, db.selectFrom('saving_groups').select(['id', 'name']).orderBy('id'));
  const projects = await rows(
    pool,
    db
      .selectFrom('projects')
      .select((eb) => ['id', sql<string>`${eb.ref('code')} || ' ' || ${eb.ref('name')}`.as('name')])
      .orderBy('id'),
  );
  const subjects: Subject[] = [
    ...groups.map((g) => ({ kind: 'group' as const, ...g })),
    ...projects.map((p) => ({ kind: 'project' as const, ...p })),
  ];
  const check = (s: Subject) =>
    s.kind === 'group' ? verifyGroup(store, pool, s.id) : verifyProject(store, pool, s.id);
  const differing: Subject[] = [];
  for (const subject of subjects) {
    if (options.signal?.aborted) throw new VerifyAborted();
    if ((await check(subject)).length > 0) differing.push(subject);
  }
  // one wait for the whole second look: a stuck read model does not cost the wait once per subject
  if (differing.length > 0) await caughtUp(pool, options.catchUpMs);
  const differences: FoundDifference[] = [];
  for (const subject of differing) {
    if (options.signal?.aborted) throw new VerifyAborted();
    differences.push(...(await check(subject)).map((d) => ({ ...subject, ...d })));
  }
  return { groups: groups.length, projects: projects.length, differences };
};
