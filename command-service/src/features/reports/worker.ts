import { reportDecider, reportStream } from '@pm/domain';
import { REPORT_CONTENT_TYPES } from '@pm/domain/api/report-queries';
import { forLongWork } from '@pm/infra/db/pool';
import { db, firstRow } from '@pm/infra/db/typed';
import { reportPdf } from '@pm/infra/files/report-pdf';
import { reportCsv, reportXlsx } from '@pm/infra/files/report-sheets';
import {
  type Job,
  type JobRunner,
  jobIdOf,
  jobRunnerOf,
  type QueueDefinition,
  type RunnerLog,
  useJobRunner,
} from '@pm/infra/jobs/job-runner';
import { sql } from 'kysely';
import type pg from 'pg';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { claim, type JobRow, markFailed, recordProgress, requeue, storeFile, unfinished } from './jobs-table';
import { fileNameOf, produceDocument, type ReportJob } from './produce';

/** Files are kept in PostgreSQL: a report larger than this fails with a message saying so. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;
export const TOO_LARGE = 'The report is larger than 20 MB: choose one project or a shorter period';
const FAILED = 'The report could not be produced';
/** The read models a report reads: the worker waits (bounded) until they hold the request's position. */
const MODELS = ['hierarchy', 'participants', 'contributions', 'assets'];

class ReportTooLarge extends Error {}
class Stopping extends Error {}

/** What gives a report up: its job's last retry failed or expired (its process died each time). */
const REPORT_GIVEN_UP: QueueDefinition = {
  name: 'report-given-up',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

/**
 * One job per report (its id made from the report's). A report that throws is failed at once: its error is
 * the report's outcome, shown to its user, who may ask again. pg-boss's retries are for a run whose process
 * died (expiry) or stopped while it waited for the read tables: three runs, then REPORT_GIVEN_UP fails it.
 */
const REPORT_QUEUE: QueueDefinition = {
  name: 'report',
  retryLimit: 2,
  retryDelay: 10,
  retryBackoff: true,
  // far above a programme's report on a busy machine: a run this old is taken for dead
  expireInSeconds: 15 * 60,
  deadLetter: REPORT_GIVEN_UP.name,
};

interface ReportJobData {
  readonly reportId: number;
}

const jobOf = (row: JobRow): ReportJob => ({
  id: row.id,
  reportType: row.reportType,
  format: row.format,
  from: row.from,
  to: row.to,
  participantId: row.participantId,
  scope: { regionId: row.regionId, clusterId: row.clusterId, projectId: row.projectId },
  requestedBy: row.requestedBy,
});

/**
 * Queues the report's job with its row, in the request's transaction; woken after it commits. Where no
 * runner runs in this process the row waits for the next worker to start (startReportWorker).
 */
export const queueReportJob = (client: pg.PoolClient, pool: pg.Pool, reportId: number): Promise<void> =>
  jobRunnerOf(pool)?.insert(client, [
    { name: REPORT_QUEUE.name, id: jobIdOf(reportId), data: { reportId } satisfies ReportJobData },
  ]) ?? Promise.resolve();

export const wakeReportWorker = (pool: pg.Pool): void => jobRunnerOf(pool)?.notify(REPORT_QUEUE.name);

const waitForReadModels = async (pool: pg.Pool, position: string, stopping: AbortSignal) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !stopping.aborted) {
    const reached = (
      await firstRow(
        pool,
        db
          .selectFrom('projection_checkpoints')
          .select((eb) => sql<string | null>`min(${eb.ref('position')})::text`.as('reached'))
          .where((eb) => eb('name', '=', eb.fn.any(sql<string[]>`${MODELS}`))),
      )
    )?.reached;
    if (reached != null && BigInt(reached) >= BigInt(position)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
};

const outcomeContext = (deps: CommandDeps, reportId: number, now: string) =>
  systemContext(deps, systemPrincipal('report-worker'), now, `report-${reportId}-outcome`);

/** The report failed with `reason`: its row, then ReportFailed on its stream (unless it was settled). */
const failReport = async (deps: CommandDeps, log: RunnerLog, reportId: number, reason: string) => {
  if (!(await markFailed(deps.pool, reportId, reason))) return;
  const context = outcomeContext(deps, reportId, new Date().toISOString());
  await run(context, reportDecider, reportStream(reportId), { type: 'FailReport', data: { reason } }).catch(
    (err: unknown) => log.error({ err, reportId }, 'could not record a failed report'),
  );
};

/** Builds the table, renders the file while recording progress, stores it and appends ReportGenerated. */
const render = async (deps: CommandDeps, row: JobRow, now: string): Promise<void> => {
  const job = jobOf(row);
  // a programme's rows read, and its file stored, may rightly take longer than a request's statements
  const long = forLongWork(deps.pool);
  const document = await produceDocument(long, job, now);
  const total = document.rows.length;
  await recordProgress(deps.pool, job.id, 0, total, 20);
  let last = 0;
  const progress = async (done: number) => {
    if (Date.now() - last < 200) return;
    last = Date.now();
    await recordProgress(deps.pool, job.id, done, total, 20 + Math.floor((75 * done) / Math.max(total, 1)));
  };
  const file =
    job.format === 'pdf'
      ? await reportPdf(document, progress)
      : job.format === 'xlsx'
        ? await reportXlsx(document, progress)
        : reportCsv(document);
  if (file.length > MAX_REPORT_BYTES) throw new ReportTooLarge(TOO_LARGE);
  const fileName = fileNameOf(job, document.scope, now);
  const contentType = REPORT_CONTENT_TYPES[job.format];
  await storeFile(long, job.id, { fileName, contentType, content: file, rows: total }, () =>
    run(outcomeContext(deps, job.id, now), reportDecider, reportStream(job.id), {
      type: 'CompleteReport',
      data: { fileName, contentType, size: file.length, rows: total },
    }),
  );
};

/** One run of a report's job: waits for the read tables to reach the request, then produces it. */
const produce = async (deps: CommandDeps, log: RunnerLog, job: Job<ReportJobData>, stopping: AbortSignal) => {
  const row = await claim(deps.pool, job.data.reportId);
  if (!row) return;
  try {
    await waitForReadModels(deps.pool, row.requestPosition, stopping);
    if (stopping.aborted) throw new Stopping('The service stopped before the report began');
    await render(deps, row, new Date().toISOString());
  } catch (e) {
    if (e instanceof Stopping) {
      // back to the queue for the next run, here or in another process
      await requeue(deps.pool, row.id);
      throw e;
    }
    if (!(e instanceof ReportTooLarge)) log.error({ err: e, reportId: row.id }, 'report failed');
    await failReport(deps, log, row.id, e instanceof ReportTooLarge ? e.message : FAILED);
  }
};

/**
 * The report worker of the command service, on the job runner: pg-boss hands each queued report to one
 * worker of one process (SKIP LOCKED), retries a run whose process stopped and gives the report up after
 * its last retry. Reports still queued without a job (requested where no worker ran) are queued on start.
 */
export const startReportWorker = async (deps: CommandDeps, log: RunnerLog): Promise<() => Promise<void>> => {
  const { runner, release } = await useJobRunner(deps.pool, log);
  const stops: (() => Promise<void>)[] = [];
  try {
    await runner.define(REPORT_GIVEN_UP);
    await runner.define(REPORT_QUEUE);
    stops.push(
      await runner.work<ReportJobData>(REPORT_QUEUE, 2000, (job, stopping) =>
        produce(deps, log, job, stopping),
      ),
      await runner.work<ReportJobData>(REPORT_GIVEN_UP, 5000, (job) =>
        failReport(deps, log, job.data.reportId, FAILED),
      ),
    );
    await queueUnfinished(runner, deps.pool);
  } catch (e) {
    for (const stop of stops) await stop();
    await release();
    throw e;
  }
  return async () => {
    for (const stop of stops) await stop();
    await release();
  };
};

const queueUnfinished = async (runner: JobRunner, pool: pg.Pool): Promise<void> =>
  runner.ensure(
    REPORT_QUEUE.name,
    (await unfinished(pool)).map((reportId) => ({ n: reportId, data: { reportId } })),
  );
