import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';
import { REPORT_FORMATS, REPORT_GROUPS, REPORT_TYPES } from './catalog';

export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report of GET /api/project-reports and GET /api/project-reports/{id}: what was asked, by whom, and how far it got. */
export const reportRowSchema = z
  .object({
    id: z.number().int(),
    reportType: z.enum(REPORT_TYPES),
    title: z.string(),
    format: z.enum(REPORT_FORMATS),
    status: z.enum(REPORT_STATUSES),
    /** 0 to 100. */
    progress: z.number().int(),
    rowsDone: z.number().int(),
    rowsTotal: z.number().int().nullable(),
    from: dateTextSchema.nullable(),
    to: dateTextSchema.nullable(),
    participantId: z.number().int().nullable(),
    /** The statement's participant ID as typed (KE0420-001), when the reader may still read it. */
    participantCode: z.string().nullable(),
    /** The project, or null for a report of a whole cluster, region or the programme. */
    projectId: z.number().int().nullable(),
    /** The scope in English words ('Project KE0420 Kakamega Central'); screens build it from the next two. */
    scopeName: z.string(),
    scopeKind: z.enum(['project', 'cluster', 'region', 'programme']),
    /** The project's code and name, the cluster's or region's name (null: the whole programme). */
    scopeLabel: z.string().nullable(),
    requestedBy: z.string(),
    requestedAt: instantSchema,
    finishedAt: instantSchema.nullable(),
    fileName: z.string().nullable(),
    size: z.number().int().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'Report' });
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A report the caller can generate (GET /api/project-reports/catalog). */
export const reportKindSchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    group: z.enum(REPORT_GROUPS),
    title: z.string(),
    description: z.string(),
    dateRange: z.boolean(),
    participant: z.boolean(),
    formats: z.array(z.enum(REPORT_FORMATS)),
  })
  .meta({ id: 'ReportKind' });
export type ReportKind = z.infer<typeof reportKindSchema>;

/** The four cards of the Reports screen (GET /api/project-reports/stats). */
export const reportStatsSchema = z
  .object({
    totalParticipants: z.number().int(),
    /** This month (EAT): payments received, reversals excluded. */
    month: z.string(),
    monthlyCollections: kesSchema,
    totalAssets: z.number().int(),
    /** Paid over expected for every month up to this one, to one decimal. */
    collectionRate: z.number(),
  })
  .meta({ id: 'ReportStats' });
export type ReportStats = z.infer<typeof reportStatsSchema>;
