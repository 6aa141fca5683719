import { z } from 'zod';
import {
  documentAccessLogRowSchema,
  documentCategoryRowSchema,
  documentRowSchema,
  documentTypeRowSchema,
} from '../documents/rows';
import { DOCUMENT_STATUSES } from '../documents/schemas';
import { idParams, projectQuerySchema, queryChoiceSchema, queryIdSchema } from '../shared/bounds';
import { contractsOf, type FileResponse } from './contract';

const documentFile: FileResponse = {
  description:
    'The stored file as an attachment with its original name, typed by the format detected at upload ' +
    '(nosniff); every download is written to the access log',
  content: { 'application/octet-stream': { schema: z.string() } },
};

const { query } = contractsOf('Documents');
const params = idParams('Document');

/** Reads of documents, scoped by the uploader's place; types and categories are read by every role. */
export const documentQueries = {
  listDocuments: query(
    '/api/documents',
    "Documents in the caller's scope, newest first, with what the caller may do with each",
    {
      querystring: z.object({
        projectId: projectQuerySchema,
        status: queryChoiceSchema('status', DOCUMENT_STATUSES),
        documentTypeId: queryIdSchema('documentTypeId'),
      }),
      response: z.array(documentRowSchema),
      errors: [403, 404],
    },
  ),
  downloadDocument: query('/api/documents/:id/download', 'The stored file of a document', {
    params,
    response: documentFile,
    errors: [404],
  }),
  documentAccessLog: query(
    '/api/documents/:id/access-log',
    "Who downloaded a document, newest first (ProjectAdmin and above within the document's scope)",
    { params, response: z.array(documentAccessLogRowSchema), errors: [403, 404] },
  ),
  listDocumentCategories: query('/api/document-categories', 'Document categories, by name', {
    response: z.array(documentCategoryRowSchema),
  }),
  listDocumentTypes: query('/api/document-types', 'Document types with their limits, by name', {
    response: z.array(documentTypeRowSchema),
  }),
} as const;
