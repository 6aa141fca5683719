import { ValidationError } from '@pm/domain';
import {
  CSV_CONTENT_TYPE,
  type ExportColumn,
  type ExportRow,
  participantTemplate,
  toCsv,
  toXlsx,
  XLSX_CONTENT_TYPE,
} from '@pm/infra/files/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { requireProgrammeActor, requireUser } from '../lib/actor';
import { listContributions } from './contributions';
import { listParticipants } from './participants';

const formatOf = (request: FastifyRequest): 'csv' | 'xlsx' => {
  const format = (request.query as { format?: string }).format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw new ValidationError('format must be csv or xlsx');
  return format;
};

const sendFile = async (
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  name: string,
  sheet: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
) => {
  const body = format === 'csv' ? toCsv(columns, rows) : await toXlsx(sheet, columns, rows);
  return reply
    .header('content-type', format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
};

const today = () => new Date().toISOString().slice(0, 10);

const PARTICIPANT_COLUMNS: ExportColumn[] = [
  { key: 'participantId', header: 'Participant ID' },
  { key: 'fullName', header: 'Name' },
  { key: 'dateOfBirth', header: 'Date of birth' },
  { key: 'age', header: 'Age' },
  { key: 'ageGroup', header: 'Age group' },
  { key: 'gender', header: 'Gender' },
  { key: 'parentGuardianName', header: 'Parent/guardian' },
  { key: 'careGiverName', header: 'Care giver' },
  { key: 'contactPhone', header: 'Contact phone' },
  { key: 'gradeLevel', header: 'Grade level' },
  { key: 'projectCode', header: 'Project' },
  { key: 'monthlyContribution', header: 'Monthly contribution (KES)' },
  { key: 'plannedExitDate', header: 'Planned exit date' },
  { key: 'status', header: 'Status' },
  { key: 'inactivationReason', header: 'Inactivation reason' },
];

const CONTRIBUTION_COLUMNS: ExportColumn[] = [
  { key: 'participantCode', header: 'Participant ID' },
  { key: 'participantName', header: 'Participant' },
  { key: 'projectCode', header: 'Project' },
  { key: 'period', header: 'Month' },
  { key: 'expectedAmount', header: 'Monthly amount (KES)' },
  { key: 'paidAmount', header: 'Amount paid (KES)' },
  { key: 'outstandingAmount', header: 'Outstanding (KES)' },
  { key: 'status', header: 'Status' },
  { key: 'lastPaymentDate', header: 'Last payment' },
];

/** Template download, exports of what the list filters show, and bulk-upload progress. */
export const fileRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/participants/template', async (request, reply) => {
    await requireProgrammeActor(pool, request);
    const format = formatOf(request);
    return reply
      .header('content-type', format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="participants-template.${format}"`)
      .send(await participantTemplate(format));
  });

  app.get('/api/participants/export', async (request, reply) => {
    const format = formatOf(request);
    const rows = (await listParticipants(pool, request)).map((p) => ({
      ...p,
      status: p.isActive ? 'Active' : 'Inactive',
    }));
    return sendFile(reply, format, `participants-${today()}`, 'Participants', PARTICIPANT_COLUMNS, rows);
  });

  app.get('/api/contributions/export', async (request, reply) => {
    const format = formatOf(request);
    const rows = (await listContributions(pool, request)).map((c) => ({
      ...c,
      period: `${c.year}-${String(c.month).padStart(2, '0')}`,
    }));
    return sendFile(reply, format, `contributions-${today()}`, 'Contributions', CONTRIBUTION_COLUMNS, rows);
  });

  app.get('/api/participants/bulk-upload/:uploadId/progress', async (request) => {
    const user = await requireUser(pool, request);
    const { uploadId } = request.params as { uploadId: string };
    const row = (
      await pool.query(
        `SELECT total, processed, succeeded, failed, done FROM upload_progress WHERE upload_id = $1 AND user_id = $2`,
        [uploadId, user.id],
      )
    ).rows[0];
    return row ?? { total: 0, processed: 0, succeeded: 0, failed: 0, done: false };
  });
};
