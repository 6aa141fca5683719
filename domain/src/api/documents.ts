import {
  createDocumentCategorySchema,
  createDocumentTypeSchema,
  reviewDocumentSchema,
  updateDocumentCategorySchema,
  updateDocumentSchema,
  updateDocumentTypeSchema,
} from '../documents/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Documents');
const params = idParams('Document');

/** Document management (spec 2 "Document Management"), its review, and the SuperAdmin's types and categories. */
export const documentCommands = {
  uploadDocument: command(
    'POST /api/documents',
    201,
    'Upload a document (multipart: title, description, documentType (a name, default Report) or documentTypeId, ' +
      'then file; PDF, DOC, DOCX, XLS, XLSX, PPT or PPTX by its bytes; at most 1 MB) (UploadDocument)',
    { multipart: true, errors: [403, 404, 413, 422] },
  ),
  updateDocument: command(
    'PUT /api/documents/:id',
    200,
    "Edit a document's title, description, type and category; a facilitator only their own (UpdateDocument)",
    { params, body: updateDocumentSchema, errors: [403, 404, 422] },
  ),
  deleteDocument: command(
    'DELETE /api/documents/:id',
    200,
    'Delete a document; a facilitator only their own; its history stays (DeleteDocument)',
    { params, errors: [403, 404] },
  ),
  reviewDocument: command(
    'POST /api/documents/:id/review',
    200,
    'Review a document: Under Review, Approved or Rejected (notes required); by a user above the uploader ' +
      'within scope, never the uploader; a decided document is final (ReviewDocument)',
    { params, body: reviewDocumentSchema, errors: [403, 404, 409, 422] },
  ),
  createDocumentCategory: command(
    'POST /api/document-categories',
    201,
    'Create a document category (SuperAdmin) (CreateDocumentCategory)',
    { body: createDocumentCategorySchema, errors: [403, 409] },
  ),
  updateDocumentCategory: command(
    'PATCH /api/document-categories/:id',
    200,
    "Change a category's name, description or active flag (SuperAdmin) (UpdateDocumentCategory)",
    { params: idParams('Category'), body: updateDocumentCategorySchema, errors: [403, 404, 409] },
  ),
  createDocumentType: command(
    'POST /api/document-types',
    201,
    'Create a document type with its category, maximum size and allowed formats (SuperAdmin) (CreateDocumentType)',
    { body: createDocumentTypeSchema, errors: [403, 404, 409] },
  ),
  updateDocumentType: command(
    'PATCH /api/document-types/:id',
    200,
    "Change a type's name, category, maximum size, allowed formats or active flag (SuperAdmin) (UpdateDocumentType)",
    { params: idParams('Document type'), body: updateDocumentTypeSchema, errors: [403, 404, 409] },
  ),
} as const;
