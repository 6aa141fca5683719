import { businessDate } from '@pm/domain';
import { participantQueries as q } from '@pm/domain/api/participant-queries';
import { db, firstRow } from '@pm/infra/db/typed';
import {
  CSV_CONTENT_TYPE,
  type ExportColumn,
  type ExportRow,
  participantTemplate,
  toCsv,
  toXlsx,
  XLSX_CONTENT_TYPE,
} from '@pm/infra/files/index';
import type { FastifyReply } from 'fastify';
import { defineQuery } from '../lib/define-query';
import { listContributions } from './contributions';
import { listParticipants } from './participants';

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

const today = () => businessDate(new Date().toISOString());

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
export const fileQueryRoutes = [
  defineQuery(q.participantTemplate, [], async ({ reply }, { query }) =>
    reply
      .header('content-type', query.format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="participants-template.${query.format}"`)
      .send(await participantTemplate(query.format)),
  ),

  defineQuery(
    q.exportParticipants,
    ['participants', 'hierarchy'],
    async ({ pool, actor, reply }, { query }) => {
      const rows = (await listParticipants(pool, actor, query)).map((p) => ({
        ...p,
        status: p.isActive ? 'Active' : 'Inactive',
      }));
      return sendFile(
        reply,
        query.format,
        `participants-${today()}`,
        'Participants',
        PARTICIPANT_COLUMNS,
        rows,
      );
    },
  ),

  defineQuery(
    q.exportContributions,
    ['contributions', 'participants', 'hierarchy'],
    async ({ pool, actor, reply }, { query }) => {
      const rows = (await listContributions(pool, actor, query)).map((c) => ({
        ...c,
        period: `${c.year}-${String(c.month).padStart(2, '0')}`,
      }));
      return sendFile(
        reply,
        query.format,
        `contributions-${today()}`,
        'Contributions',
        CONTRIBUTION_COLUMNS,
        rows,
      );
    },
  ),

  defineQuery(q.uploadProgress, [], async ({ pool, actor }, { params }) => {
    const row = await firstRow(
      pool,
      db
        .selectFrom('upload_progress')
        .select(['total', 'processed', 'succeeded', 'failed', 'done'])
        .where('upload_id', '=', params.uploadId)
        .where('user_id', '=', actor.userId),
    );
    return row ?? { total: 0, processed: 0, succeeded: 0, failed: 0, done: false };
  }),
];
