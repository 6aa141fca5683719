import { reportCommands as c } from '@pm/domain/api/reports';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../../context';
import { type CommandRoute, defineCommand } from '../../lib/define-command';
import { requestReport } from './report';
import { startReportWorker } from './worker';

/** Reports & Analytics: a report is requested here and produced by the worker in the background. */
export const reportRoutes: readonly CommandRoute[] = [
  defineCommand(c.requestReport, (ctx, { body }) => requestReport(ctx, body)),
];

/** Runs the report worker while the app is up (started when it is ready, stopped when it closes). */
export const registerReportWorker = (app: FastifyInstance, deps: CommandDeps): void => {
  let stop: (() => Promise<void>) | undefined;
  // awaited before the app answers: the job runner's schema and queues exist before a report is requested
  app.addHook('onReady', async () => {
    stop = await startReportWorker(deps, app.log);
  });
  app.addHook('onClose', async () => stop?.());
};
