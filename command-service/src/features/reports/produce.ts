import { ASSET_CONDITIONS, businessDate, monthOf, type ReportScope } from '@pm/domain';
import { assetDisposals, assetRegister, assetsByCondition } from '@pm/domain/reports/asset-reports';
import { type ReportFormat, type ReportType, reportDefinition } from '@pm/domain/reports/catalog';
import { arrearsByChild, monthlyCollections, paymentsReceived } from '@pm/domain/reports/financial-reports';
import {
  childrenByAgeGroup,
  participantRegister,
  participantStatement,
} from '@pm/domain/reports/participant-reports';
import type { ReportDocument, ReportTable } from '@pm/domain/reports/table';
import type pg from 'pg';
import { loadAssets, loadChildren, loadMonths, loadPayments, participantLabel, scopeName } from './data';

/** One queued report as the worker reads it from report_jobs. */
export interface ReportJob {
  readonly id: number;
  readonly reportType: ReportType;
  readonly format: ReportFormat;
  readonly from: string | null;
  readonly to: string | null;
  readonly participantId: number | null;
  readonly scope: ReportScope;
  readonly requestedBy: string;
}

/** The table of one report type, from the read tables of its scope. */
const tableOf = async (pool: pg.Pool, job: ReportJob, today: string): Promise<ReportTable> => {
  const { scope, from, to } = job;
  switch (job.reportType) {
    case 'participant-register':
      return participantRegister(await loadChildren(pool, scope), today);
    case 'children-by-age-group':
      return childrenByAgeGroup(await loadChildren(pool, scope), today);
    case 'participant-statement': {
      const participant = job.participantId ?? 0;
      return participantStatement(
        await loadMonths(pool, scope, { participant }),
        await loadPayments(pool, scope, { participant }),
        from,
        to,
      );
    }
    case 'monthly-collections':
      return monthlyCollections(await loadMonths(pool, scope), from, to);
    case 'arrears-by-child':
      return arrearsByChild(
        await loadChildren(pool, scope),
        await loadMonths(pool, scope, { onRegister: true }),
        monthOf(today),
      );
    case 'payments-received':
      return paymentsReceived(await loadPayments(pool, scope), from, to);
    case 'asset-register':
      return assetRegister(await loadAssets(pool, scope));
    case 'assets-by-condition':
      return assetsByCondition(await loadAssets(pool, scope), ASSET_CONDITIONS);
    case 'asset-disposals':
      return assetDisposals(await loadAssets(pool, scope), from, to);
  }
};

const periodLine = (from: string | null, to: string | null): string =>
  from === null && to === null
    ? 'Period: all dates'
    : `Period: ${from ?? 'the beginning'} to ${to ?? 'today'}`;

/** The report's title, heading lines and table, as the renderers take it. */
export const produceDocument = async (
  pool: pg.Pool,
  job: ReportJob,
  now: string,
): Promise<ReportDocument> => {
  const definition = reportDefinition(job.reportType);
  const today = businessDate(now);
  const parameters: string[] = [];
  if (job.participantId !== null)
    parameters.push(`Participant: ${await participantLabel(pool, job.participantId)}`);
  if (definition.dateRange) parameters.push(periodLine(job.from, job.to));
  if (job.reportType === 'arrears-by-child') parameters.push(`Months up to ${monthOf(today)}`);
  if (job.reportType === 'participant-register' || job.reportType === 'children-by-age-group')
    parameters.push(`Ages on ${today}`);
  return {
    ...(await tableOf(pool, job, today)),
    title: definition.title,
    scope: await scopeName(pool, job.scope),
    parameters,
    generatedAt: now,
    generatedBy: job.requestedBy,
  };
};

/** 'payments-received-KE0420-2026-11-26.pdf'. */
export const fileNameOf = (job: ReportJob, scope: string, now: string): string => {
  const place = scope === 'Whole programme' ? 'programme' : (scope.split(' ')[1] ?? 'scope');
  const safe = place.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'scope';
  return `${job.reportType}-${safe}-${businessDate(now)}.${job.format}`;
};
