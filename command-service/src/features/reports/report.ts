import {
  type Actor,
  ForbiddenError,
  inScope,
  msg,
  NotFoundError,
  participantDecider,
  participantStream,
  projectDecider,
  projectStream,
  type ReportScope,
  reportDecider,
  reportStream,
  scopeOf,
  TooManyRequestsError,
} from '@pm/domain';
import { reportDefinition } from '@pm/domain/reports/catalog';
import type { ReportRequestInput } from '@pm/domain/reports/schemas';
import { inTransaction } from '@pm/infra/db/pool';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { nextId } from '@pm/infra/ids';
import { sql } from 'kysely';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { KeyedTurns } from '../../lib/turns';
import { queueReportJob, wakeReportWorker } from './worker';

/**
 * POST /api/project-reports: any role that reads a scope may report on it. Without a project the report covers
 * the caller's whole scope; a project outside it is refused (403); a statement's participant must be
 * one the caller reads (404 otherwise) and the statement is then about that child's project.
 */
const OUTSIDE = 'That project is outside your scope';

const scopeOfCaller = (actor: Actor): ReportScope => {
  const scope = scopeOf(actor);
  switch (scope.kind) {
    case 'all':
      return { regionId: null, clusterId: null, projectId: null };
    case 'region':
      return { regionId: scope.regionId, clusterId: null, projectId: null };
    case 'cluster':
      return { regionId: actor.regionId, clusterId: scope.clusterId, projectId: null };
    case 'project':
      return { regionId: actor.regionId, clusterId: actor.clusterId, projectId: scope.projectId };
    case 'none':
      throw new ForbiddenError();
  }
};

const projectScope = async (ctx: CommandContext, projectId: number): Promise<ReportScope> => {
  const { state } = await loadAggregate(ctx.deps, projectDecider, projectStream(projectId));
  if (state.status === 'none') throw new ForbiddenError(OUTSIDE);
  const place = { regionId: state.regionId, clusterId: state.clusterId, projectId };
  if (!inScope(ctx.principal.actor, place)) throw new ForbiddenError(OUTSIDE);
  return place;
};

const participantScope = async (
  ctx: CommandContext,
  id: number,
  within: ReportScope,
): Promise<ReportScope> => {
  const { state } = await loadAggregate(ctx.deps, participantDecider, participantStream(id));
  const found =
    state.status !== 'none' &&
    state.status !== 'deleted' &&
    inScope(ctx.principal.actor, state) &&
    (within.projectId === null || within.projectId === state.projectId);
  if (!found) throw new NotFoundError('Participant not found', { participantId: 'Participant not found' });
  return { regionId: state.regionId, clusterId: state.clusterId, projectId: state.projectId };
};

/** How many reports one user may have queued or running at once; the next is refused until one is done. */
export const REPORTS_PER_USER = 2;
/** The Retry-After of a report refused for that: a report of a project takes a few seconds. */
export const REPORT_RETRY_AFTER_SECONDS = 5;

/** A user's report requests, one after the other in this process: the count below is never raced. */
const turns = new KeyedTurns();

/**
 * Two hundred reports requested at once by one account queued two hundred jobs ahead of everyone else's
 * and kept the database busy for all: a user with REPORTS_PER_USER reports queued or running is answered
 * 429 with Retry-After, storing nothing, until one of them is done (or failed).
 */
const assertRoomForReport = async (ctx: CommandContext): Promise<void> => {
  const row = await firstRow(
    ctx.deps.pool,
    db
      .selectFrom('report_jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('requested_by_user_id', '=', ctx.principal.actor.userId)
      .where('status', 'in', [sql.lit('queued'), sql.lit('running')]),
  );
  if ((row?.n ?? 0) >= REPORTS_PER_USER)
    throw new TooManyRequestsError(
      msg`You already have ${{ count: REPORTS_PER_USER }} exports or reports being prepared. Wait for one to finish, then try again.`,
      undefined,
      REPORT_RETRY_AFTER_SECONDS,
    );
};

export const requestReport = (ctx: CommandContext, input: ReportRequestInput): Promise<Written> =>
  turns.run(String(ctx.principal.actor.userId), async () => {
    await assertRoomForReport(ctx);
    return queueReport(ctx, input);
  });

const queueReport = async (ctx: CommandContext, input: ReportRequestInput): Promise<Written> => {
  const { actor, ref } = ctx.principal;
  let scope = input.projectId === null ? scopeOfCaller(actor) : await projectScope(ctx, input.projectId);
  if (input.participantId !== null) scope = await participantScope(ctx, input.participantId, scope);
  const reportId = await nextId(ctx.deps.pool, 'report');
  const outcome = await run(ctx, reportDecider, reportStream(reportId), {
    type: 'RequestReport',
    data: {
      reportId,
      reportType: input.reportType,
      format: input.format,
      from: input.from,
      to: input.to,
      participantId: input.participantId,
      ...scope,
    },
  });
  const requestedBy = ref.kind === 'user' ? ref.username : ref.name;
  const { pool } = ctx.deps;
  // the row (the product's record and progress) and its job together, or neither
  await inTransaction(pool, async (client) => {
    await execute(
      client,
      db
        .insertInto('report_jobs')
        .values({
          id: reportId,
          report_type: input.reportType,
          format: input.format,
          title: reportDefinition(input.reportType).title,
          from_date: input.from,
          to_date: input.to,
          participant_id: input.participantId,
          region_id: scope.regionId,
          cluster_id: scope.clusterId,
          project_id: scope.projectId,
          requested_by_user_id: actor.userId,
          requested_by: requestedBy,
          requested_at: ctx.now,
          request_position: (outcome.position ?? 0n).toString(),
        })
        .onConflict((oc) => oc.column('id').doNothing()),
    );
    await queueReportJob(client, pool, reportId);
  });
  wakeReportWorker(pool);
  return { id: reportId, position: outcome.position };
};
