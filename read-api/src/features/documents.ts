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
import type {
  DocumentAccessLogRow,
  DocumentCategoryRow,
  DocumentRow,
  DocumentTypeRow,
} from '@pm/domain/documents/rows';
import { PostgresFileStorage } from '@pm/infra/files/file-storage';
import type pg from 'pg';
import { attachmentHeader } from '../lib/attachment';
import type { ReadModelName } from '../lib/consistency';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';

/**
 * Documents are read by whoever's scope holds the uploader's place (docs/access-policy.md); each row says what
 * the reader may do with it. Downloads are written to `document_access_log` (migration 0012).
 */
const MODELS: readonly ReadModelName[] = ['documents', 'hierarchy'];
const columns = { region: 'd.region_id', cluster: 'd.cluster_id', project: 'd.project_id' };

type StoredRow = Omit<DocumentRow, 'mayEdit' | 'mayDelete' | 'mayReview'>;

const SELECT = `SELECT d.id, d.title, d.description, d.file_name AS "fileName", d.file_size AS "fileSize",
         d.content_type AS "contentType", d.status, d.upload_date AS "uploadDate", d.uploaded_by AS "uploadedBy",
         d.uploaded_by_id AS "uploadedById", d.uploader_role AS "uploaderRole",
         d.document_type_id AS "documentTypeId", t.name AS "documentType",
         d.document_category_id AS "documentCategoryId", c.name AS "documentCategory",
         d.reviewed_by AS "reviewedBy", d.review_date AS "reviewDate", d.review_notes AS "reviewNotes",
         d.project_id AS "projectId", d.cluster_id AS "clusterId", d.region_id AS "regionId"
    FROM documents d
    LEFT JOIN document_types t ON t.id = d.document_type_id
    LEFT JOIN document_categories c ON c.id = d.document_category_id`;

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
  const row = (
    await pool.query<{
      projectId: number | null;
      clusterId: number | null;
      regionId: number | null;
      fileId: number;
      sha256: string;
      fileName: string;
      contentType: string;
    }>(
      `SELECT project_id AS "projectId", cluster_id AS "clusterId", region_id AS "regionId", file_id AS "fileId",
              sha256, file_name AS "fileName", content_type AS "contentType"
         FROM documents WHERE id = $1 AND NOT deleted`,
      [id],
    )
  ).rows[0];
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
  scoped: (cols: typeof columns, params: unknown[]) => Promise<string>,
  limit: number,
): Promise<NotificationRow[]> => {
  if (!hasCapability(actor, 'documents.review')) return [];
  const params: unknown[] = [];
  const scope = await scoped(columns, params);
  params.push(actor.userId, reviewedRoles(actor), limit);
  const rows = await selectRows<{
    id: number;
    title: string;
    uploadedBy: string;
    status: string;
    at: string;
  }>(
    pool,
    `SELECT d.id, d.title, d.uploaded_by AS "uploadedBy", d.status, d.upload_date AS at FROM documents d
      WHERE NOT d.deleted AND d.status IN ('Pending', 'Under Review') AND ${scope}
        AND d.uploaded_by_id <> $${params.length - 2} AND d.uploader_role = ANY($${params.length - 1}::text[])
      ORDER BY d.upload_date DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((d) =>
    notificationLine(
      { key: `documentReview-${d.id}-${d.status}`, kind: 'documentReview', at: d.at, link: '/documents' },
      msg`Document waiting for your review`,
      msg`"${{ title: d.title.length > 60 ? `${d.title.slice(0, 57)}...` : d.title }}" uploaded by ${{ uploadedBy: d.uploadedBy }}`,
    ),
  );
};

export const documentQueryRoutes = [
  defineQuery(q.listDocuments, MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const conditions = ['NOT d.deleted', await projectFilter(pool, actor, query.projectId, columns, params)];
    if (query.status) {
      params.push(query.status);
      conditions.push(`d.status = $${params.length}`);
    }
    if (query.documentTypeId) {
      params.push(query.documentTypeId);
      conditions.push(`d.document_type_id = $${params.length}`);
    }
    const rows = await selectRows<StoredRow>(
      pool,
      `${SELECT} WHERE ${conditions.join(' AND ')} ORDER BY d.upload_date DESC, d.id DESC`,
      params,
    );
    return rows.map((row) => withPermissions(actor, row));
  }),
  // the bytes are checked against the hash the upload's event recorded, then the download is logged
  defineQuery(q.downloadDocument, MODELS, async ({ pool, actor, request, reply }, { params }) => {
    const document = await documentFor(pool, actor, params.id);
    const file = await new PostgresFileStorage(pool).get(document.fileId);
    if (!file || file.sha256 !== document.sha256)
      throw new NotFoundError('The file of this document is missing');
    const agent = request.headers['user-agent'];
    await pool.query(
      `INSERT INTO document_access_log (document_id, accessed_by, accessed_by_name, access_type, ip_address, user_agent)
       VALUES ($1, $2, $3, 'download', $4, $5)`,
      [
        params.id,
        actor.userId,
        actor.username,
        request.ip ?? null,
        typeof agent === 'string' ? agent.slice(0, 500) : null,
      ],
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
    return selectRows<DocumentAccessLogRow>(
      pool,
      `SELECT id::int AS id, document_id AS "documentId", accessed_by AS "accessedById", accessed_by_name AS "accessedBy",
              access_date AS "accessDate", access_type AS "accessType", ip_address AS "ipAddress", user_agent AS "userAgent"
         FROM document_access_log WHERE document_id = $1 ORDER BY access_date DESC, id DESC`,
      [params.id],
    );
  }),
  defineQuery(q.listDocumentCategories, MODELS, ({ pool }) =>
    selectRows<DocumentCategoryRow>(
      pool,
      `SELECT id, name, description, is_active AS "isActive" FROM document_categories ORDER BY lower(name), id`,
    ),
  ),
  defineQuery(q.listDocumentTypes, MODELS, ({ pool }) =>
    selectRows<DocumentTypeRow>(
      pool,
      `SELECT t.id, t.name, t.category_id AS "categoryId", c.name AS "categoryName", t.max_file_size AS "maxFileSize",
              t.allowed_formats AS "allowedFormats", t.is_active AS "isActive"
         FROM document_types t LEFT JOIN document_categories c ON c.id = t.category_id
        ORDER BY lower(t.name), t.id`,
    ),
  ),
];
