import { reportDecider, reportStream } from '@pm/domain';
import { REPORT_CONTENT_TYPES } from '@pm/domain/api/report-queries';
import { forLongWork } from '@pm/infra/db/pool';
import { reportPdf } from '@pm/infra/files/report-pdf';
import { reportCsv, reportXlsx } from '@pm/infra/files/report-sheets';
import type { FastifyBaseLogger } from 'fastify';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { claimNext, type JobRow, markFailed, recordProgress, requeue, storeFile } from './jobs-table';
import { fileNameOf, produceDocument, type ReportJob } from './produce';

/** Files are kept in PostgreSQL: a report larger than this fails with a message saying so. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;
export const TOO_LARGE = 'The report is larger than 20 MB: choose one project or a shorter period';
const FAILED = 'The report could not be produced';
/** The read models a report reads: the worker waits (bounded) until they hold the request's position. */
const MODELS = ['hierarchy', 'participants', 'contributions', 'assets'];

class ReportTooLarge extends Error {}

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
 * The report worker of the command service: takes queued reports from report_jobs (SKIP LOCKED, so
 * several instances share the queue), waits for the read tables to reach the request, builds the
 * table, renders the file while recording progress, stores the file and appends ReportGenerated (or
 * ReportFailed) to the report's stream. Woken at once by a request in this process, and by a poll
 * otherwise (a report left running by a stopped process is taken again once its heartbeat is old).
 */
export class ReportWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly deps: CommandDeps,
    private readonly logger: FastifyBaseLogger,
    private readonly options: { pollMs?: number; readWaitMs?: number } = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 5_000);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Work through the queue now (a second kick while working makes it look again afterwards). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((e: unknown) => this.logger.error({ err: e }, 'report worker failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      if (this.stopped) return;
      const row = await claimNext(this.deps.pool);
      if (!row) return;
      await this.produce(row);
    }
  }

  private async waitForReadModels(position: string): Promise<void> {
    const deadline = Date.now() + (this.options.readWaitMs ?? 30_000);
    while (Date.now() < deadline && !this.stopped) {
      const reached = (
        await this.deps.pool.query<{ reached: string | null }>(
          'SELECT min(position)::text AS reached FROM projection_checkpoints WHERE name = ANY($1)',
          [MODELS],
        )
      ).rows[0]?.reached;
      if (reached != null && BigInt(reached) >= BigInt(position)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private async produce(row: JobRow): Promise<void> {
    const { pool } = this.deps;
    const job = jobOf(row);
    const now = new Date().toISOString();
    const context = systemContext(
      this.deps,
      systemPrincipal('report-worker'),
      now,
      `report-${job.id}-outcome`,
    );
    try {
      await this.waitForReadModels(row.requestPosition);
      if (this.stopped) {
        // the process is stopping: the report goes back to the queue for the next worker
        await requeue(pool, job.id);
        return;
      }
      // a programme's rows read, and its file stored, may rightly take longer than a request's statements
      const long = forLongWork(pool);
      const document = await produceDocument(long, job, now);
      const total = document.rows.length;
      await recordProgress(pool, job.id, 0, total, 20);
      let last = 0;
      const progress = async (done: number) => {
        if (Date.now() - last < 200) return;
        last = Date.now();
        await recordProgress(pool, job.id, done, total, 20 + Math.floor((75 * done) / Math.max(total, 1)));
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
        run(context, reportDecider, reportStream(job.id), {
          type: 'CompleteReport',
          data: { fileName, contentType, size: file.length, rows: total },
        }),
      );
    } catch (e) {
      const reason = e instanceof ReportTooLarge ? e.message : FAILED;
      if (!(e instanceof ReportTooLarge)) this.logger.error({ err: e, reportId: job.id }, 'report failed');
      await markFailed(pool, job.id, reason);
      await run(context, reportDecider, reportStream(job.id), { type: 'FailReport', data: { reason } }).catch(
        (err: unknown) => this.logger.error({ err, reportId: job.id }, 'could not record a failed report'),
      );
    }
  }
}

const workers = new WeakMap<object, ReportWorker>();

/** The worker of this process's pool, woken when a report is requested. */
export const bindWorker = (deps: CommandDeps, worker: ReportWorker): void =>
  void workers.set(deps.pool, worker);
export const kickWorker = (deps: CommandDeps): void => workers.get(deps.pool)?.kick();
