import {
  type Actor,
  type DocumentFacts,
  ForbiddenError,
  hasCapability,
  mayChangeDocument,
  mayReadAccessLog,
  mayReadDocument,
  mayReviewDocument,
  msg,
  NotFoundError,
  ROLE_LEVEL,
  ROLES,
} from '@pm/domain';
import { documentQueries as q } from '@pm/domain/api/document-queries';
import { type NotificationRow, notificationLine } from '@pm/domain/api/notification-queries';
import type { DocumentAccessLogRow, DocumentRow, DocumentTypeRow } from '@pm/domain/documents/rows';
import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import { PostgresFileStorage } from '@pm/infra/files/file-storage';
import { sql } from 'kysely';
import type pg from 'pg';
import { attachmentHeader } from '../lib/attachment';
import type { ReadModelName } from '../lib/consistency';
import { defineQuery } from '../lib/define-query';
import { type ListScope, listScope, withinScope } from '../lib/typed-scope';

/**
 * Documents are read by whoever's scope holds the uploader's place (docs/access-policy.md); each row says what
 * the reader may do with it. Downloads are written to `document_access_log` (migration 0012).
 */
const MODELS: readonly ReadModelName[] = ['documents', 'hierarchy'];
const places = { region: 'd.region_id', cluster: 'd.cluster_id', project: 'd.project_id' } as const;

type StoredRow = Omit<DocumentRow, 'mayEdit' | 'mayDelete' | 'mayReview'>;

/** Documents with the names of their type and category. */
const documents = () =>
  db
    .selectFrom('documents as d')
    .leftJoin('document_types as t', 't.id', 'd.document_type_id')
    .leftJoin('document_categories as c', 'c.id', 'd.document_category_id')
    .select([
      'd.id',
      'd.title',
      'd.description',
      'd.file_name as fileName',
      'd.file_size as fileSize',
      'd.content_type as contentType',
      'd.status',
      'd.upload_date as uploadDate',
      'd.uploaded_by as uploadedBy',
      'd.uploaded_by_id as uploadedById',
      'd.uploader_role as uploaderRole',
      'd.document_type_id as documentTypeId',
      't.name as documentType',
      'd.document_category_id as documentCategoryId',
      'c.name as documentCategory',
      'd.reviewed_by as reviewedBy',
      'd.review_date as reviewDate',
      'd.review_notes as reviewNotes',
      'd.project_id as projectId',
      'd.cluster_id as clusterId',
      'd.region_id as regionId',
    ])
    .$narrowType<Pick<StoredRow, 'status' | 'uploaderRole'>>();

const factsOf = (row: StoredRow): DocumentFacts => ({
  uploadedById: row.uploadedById,
  uploaderRole: row.uploaderRole,
  status: row.status,
  projectId: row.projectId,
  clusterId: row.clusterId,
  regionId: row.regionId,
});

const withPermissions = (actor: Actor, row: StoredRow): DocumentRow => {
  const mayChange = mayChangeDocument(actor, factsOf(row));
  return {
    ...row,
    mayEdit: mayChange,
    mayDelete: mayChange,
    mayReview: mayReviewDocument(actor, factsOf(row)),
  };
};

/** One live document in the reader's scope; anything else answers 404. */
const documentFor = async (pool: pg.Pool, actor: Actor, id: number) => {
  const row = await firstRow(
    pool,
    db
      .selectFrom('documents')
      .select([
        'project_id as projectId',
        'cluster_id as clusterId',
        'region_id as regionId',
        'file_id as fileId',
        'sha256',
        'file_name as fileName',
        'content_type as contentType',
      ])
      .where('id', '=', id)
      .where((eb) => eb.not(eb.ref('deleted'))),
  );
  if (!row || !mayReadDocument(actor, row)) throw new NotFoundError('Document not found');
  return row;
};

/** The roles whose documents the reader reviews: strictly below its own. */
const reviewedRoles = (actor: Actor): string[] =>
  actor.role === null ? [] : ROLES.filter((r) => ROLE_LEVEL[r] < ROLE_LEVEL[actor.role!]);

/** The bell's line per document waiting for the reader's review (Pending or Under Review), at most `limit`. */
export const documentsAwaitingReview = async (
  pool: pg.Pool,
  actor: Actor,
  scope: ListScope,
  limit: number,
): Promise<NotificationRow[]> => {
  if (!hasCapability(actor, 'documents.review')) return [];
  const roles = reviewedRoles(actor);
  const waiting = await rows(
    pool,
    db
      .selectFrom('documents as d')
      .select(['d.id', 'd.title', 'd.uploaded_by as uploadedBy', 'd.status', 'd.upload_date as at'])
      .where((eb) => eb.not(eb.ref('d.deleted')))
      .where('d.status', 'in', ['Pending', 'Under Review'])
      .where((eb) => withinScope(eb, scope, places))
      .where('d.uploaded_by_id', '<>', actor.userId)
      .where('d.uploader_role', '=', sql<string>`ANY(${roles}::text[])`)
      .orderBy('d.upload_date', 'desc')
      .limit(limit),
  );
  return waiting.map((d) =>
    notificationLine(
      { key: `documentReview-${d.id}-${d.status}`, kind: 'documentReview', at: d.at, link: '/documents' },
      msg`Document waiting for your review`,
      msg`"${{ title: d.title.length > 60 ? `${d.title.slice(0, 57)}...` : d.title }}" uploaded by ${{ uploadedBy: d.uploadedBy }}`,
    ),
  );
};

export const documentQueryRoutes = [
  defineQuery(q.listDocuments, MODELS, async ({ pool, actor }, { query }) => {
    const scope = await listScope(pool, actor, query.projectId);
    let list = documents()
      .where((eb) => eb.not(eb.ref('d.deleted')))
      .where((eb) => withinScope(eb, scope, places));
    if (query.status) list = list.where('d.status', '=', query.status);
    if (query.documentTypeId) list = list.where('d.document_type_id', '=', query.documentTypeId);
    const stored = await rows(pool, list.orderBy('d.upload_date', 'desc').orderBy('d.id', 'desc'));
    return stored.map((row) => withPermissions(actor, row));
  }),
  // the bytes are checked against the hash the upload's event recorded, then the download is logged
  defineQuery(q.downloadDocument, MODELS, async ({ pool, actor, request, reply }, { params }) => {
    const document = await documentFor(pool, actor, params.id);
    const file = await new PostgresFileStorage(pool).get(document.fileId);
    if (!file || file.sha256 !== document.sha256)
      throw new NotFoundError('The file of this document is missing');
    const agent = request.headers['user-agent'];
    await execute(
      pool,
      db.insertInto('document_access_log').values({
        document_id: params.id,
        accessed_by: actor.userId,
        accessed_by_name: actor.username,
        access_type: 'download',
        ip_address: request.ip ?? null,
        user_agent: typeof agent === 'string' ? agent.slice(0, 500) : null,
      }),
    );
    return reply
      .header('content-type', document.contentType)
      .header('content-disposition', attachmentHeader(document.fileName))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  }),
  defineQuery(q.documentAccessLog, MODELS, async ({ pool, actor }, { params }) => {
    const document = await documentFor(pool, actor, params.id);
    if (!mayReadAccessLog(actor, document))
      throw new ForbiddenError('Only managers of its scope read the access log');
    return rows(
      pool,
      db
        .selectFrom('document_access_log')
        .select((eb) => [
          eb.cast<number>('id', 'integer').as('id'),
          'document_id as documentId',
          'accessed_by as accessedById',
          'accessed_by_name as accessedBy',
          'access_date as accessDate',
          'access_type as accessType',
          'ip_address as ipAddress',
          'user_agent as userAgent',
        ])
        .$narrowType<Pick<DocumentAccessLogRow, 'accessType'>>()
        .where('document_id', '=', params.id)
        .orderBy('access_date', 'desc')
        .orderBy('id', 'desc'),
    );
  }),
  defineQuery(q.listDocumentCategories, MODELS, ({ pool }) =>
    rows(
      pool,
      db
        .selectFrom('document_categories')
        .select(['id', 'name', 'description', 'is_active as isActive'])
        .orderBy((eb) => eb.fn('lower', ['name']))
        .orderBy('id'),
    ),
  ),
  defineQuery(q.listDocumentTypes, MODELS, ({ pool }) =>
    rows(
      pool,
      db
        .selectFrom('document_types as t')
        .leftJoin('document_categories as c', 'c.id', 't.category_id')
        .select([
          't.id',
          't.name',
          't.category_id as categoryId',
          'c.name as categoryName',
          't.max_file_size as maxFileSize',
          't.allowed_formats as allowedFormats',
          't.is_active as isActive',
        ])
        .$narrowType<Pick<DocumentTypeRow, 'allowedFormats'>>()
        .orderBy((eb) => eb.fn('lower', ['t.name']))
        .orderBy('t.id'),
    ),
  ),
];
