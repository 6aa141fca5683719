import type { Command } from '../../shared/decider';
import type { ReportFormat, ReportType } from '../catalog';
import type { ReportParameters, ReportScope } from './events';

/** The service checks the scope and the statement's participant before deciding. */
export type RequestReport = Command<
  'RequestReport',
  { reportId: number; reportType: ReportType; format: ReportFormat } & ReportParameters & ReportScope
>;
export type CompleteReport = Command<
  'CompleteReport',
  { fileName: string; contentType: string; size: number; rows: number }
>;
export type FailReport = Command<'FailReport', { reason: string }>;

export type ReportCommand = RequestReport | CompleteReport | FailReport;
