import type { DomainEvent } from '../../shared/decider';
import type { ReportFormat, ReportType } from '../catalog';

/** Where a report's figures come from: a project, or the requester's whole cluster, region or programme. */
export interface ReportScope {
  regionId: number | null;
  clusterId: number | null;
  projectId: number | null;
}

export interface ReportParameters {
  from: string | null;
  to: string | null;
  /** The participant of a statement (numeric id). */
  participantId: number | null;
}

/** Every event names the report by `reportId` (the stream `report-N`). */
export type ReportRequested = DomainEvent<
  'ReportRequested',
  { reportId: number; reportType: ReportType; format: ReportFormat } & ReportParameters & ReportScope
>;
export type ReportGenerated = DomainEvent<
  'ReportGenerated',
  { reportId: number; fileName: string; contentType: string; size: number; rows: number }
>;
export type ReportFailed = DomainEvent<'ReportFailed', { reportId: number; reason: string }>;

export type ReportEvent = ReportRequested | ReportGenerated | ReportFailed;
