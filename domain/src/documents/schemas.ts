import { z } from 'zod';
import { idSchema, MAX_ID, optionalIdSchema } from '../shared/bounds';

/** Document management (spec 2 "Document Management"): statuses, formats, limits and the input schemas. */

export const DOCUMENT_STATUSES = ['Pending', 'Under Review', 'Approved', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a reviewer may set: the three states after Pending. */
export const REVIEW_STATUSES = ['Under Review', 'Approved', 'Rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The upload types of the specification, as the formats a document type allows. */
export const DOCUMENT_FORMATS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** 1 MB (1024 * 1024 bytes): the upload limit and every document type's default and ceiling. */
export const MAX_DOCUMENT_FILE_BYTES = 1_048_576;
export const DOCUMENT_TOO_LARGE_MESSAGE = 'File size must be less than 1MB';
export const DOCUMENT_FILE_REQUIRED_MESSAGE = 'Please select a file to upload';
export const DOCUMENT_TITLE_REQUIRED_MESSAGE = 'Title is required';
/** The type an upload takes when it names none (spec: documentType default Report). */
export const DEFAULT_DOCUMENT_TYPE = 'Report';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const title = requiredText(DOCUMENT_TITLE_REQUIRED_MESSAGE, 200);
const description = optionalText(2000);

/** A multipart field is text: digits become the id, blank is none, anything else is refused. */
const fieldId = (message: string) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    return typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v;
  }, idSchema(message).nullable());

/**
 * The text fields of POST /api/documents (multipart: title, description, documentType or documentTypeId,
 * then file). `documentType` is a type's name; without either the type is 'Report'.
 */
export const uploadDocumentFieldsSchema = z.object({
  title,
  description,
  documentType: optionalText(100),
  documentTypeId: fieldId('Please select a document type'),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentFieldsSchema>;

/** PUT /api/documents/{id}: the descriptive fields; the file itself is never replaced. */
export const updateDocumentSchema = z.object({
  title,
  description,
  documentTypeId: optionalIdSchema('Please select a document type'),
  documentCategoryId: optionalIdSchema('Please select a document category'),
});
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;
export type UpdateDocumentFormValues = z.input<typeof updateDocumentSchema>;

export const REVIEW_NOTES_REQUIRED_MESSAGE = 'Review notes are required when rejecting a document';

/** POST /api/documents/{id}/review: a reviewer moves the document on; rejecting needs notes. */
export const reviewDocumentSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: `Status must be one of ${REVIEW_STATUSES.join(', ')}` }),
    notes: optionalText(2000),
  })
  .refine((v) => v.status !== 'Rejected' || v.notes !== null, {
    message: REVIEW_NOTES_REQUIRED_MESSAGE,
    path: ['notes'],
  });
export type ReviewDocumentInput = z.infer<typeof reviewDocumentSchema>;
export type ReviewDocumentFormValues = z.input<typeof reviewDocumentSchema>;

const name = requiredText('Name is required', 100);

/** POST /api/document-categories (SuperAdmin). */
export const createDocumentCategorySchema = z.object({ name, description: optionalText(500) });
export type CreateDocumentCategoryInput = z.infer<typeof createDocumentCategorySchema>;

/** PATCH /api/document-categories/{id} (SuperAdmin): any of name, description, isActive. */
export const updateDocumentCategorySchema = z.object({
  name: name.optional(),
  description: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type UpdateDocumentCategoryInput = z.infer<typeof updateDocumentCategorySchema>;

const maxFileSize = z
  .number({ error: 'Maximum file size must be a number of bytes' })
  .int('Maximum file size must be a whole number of bytes')
  .min(1, 'Maximum file size must be at least 1 byte')
  .max(MAX_DOCUMENT_FILE_BYTES, `Maximum file size is at most ${MAX_DOCUMENT_FILE_BYTES} bytes (1 MB)`);
const allowedFormats = z
  .array(z.enum(DOCUMENT_FORMATS, { error: `Formats must be among ${DOCUMENT_FORMATS.join(', ')}` }))
  .min(1, 'At least one format is required')
  .max(DOCUMENT_FORMATS.length)
  .transform((v) => DOCUMENT_FORMATS.filter((f) => v.includes(f)));
const categoryId = idSchema('Please select a document category').max(MAX_ID).nullable();

/** POST /api/document-types (SuperAdmin); defaults as the specification's: 1 MB, pdf. */
export const createDocumentTypeSchema = z.object({
  name,
  categoryId: categoryId.optional().transform((v) => v ?? null),
  maxFileSize: maxFileSize.optional().default(MAX_DOCUMENT_FILE_BYTES),
  allowedFormats: allowedFormats.optional().default(['pdf']),
});
export type CreateDocumentTypeInput = z.infer<typeof createDocumentTypeSchema>;

/** PATCH /api/document-types/{id} (SuperAdmin): any of name, categoryId, maxFileSize, allowedFormats, isActive. */
export const updateDocumentTypeSchema = z.object({
  name: name.optional(),
  categoryId: categoryId.optional(),
  maxFileSize: maxFileSize.optional(),
  allowedFormats: allowedFormats.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type UpdateDocumentTypeInput = z.infer<typeof updateDocumentTypeSchema>;
