import { z } from 'zod';
import { ROLES } from '../access/roles';
import { instantSchema } from '../api/contract';
import { DOCUMENT_FORMATS, DOCUMENT_STATUSES } from './schemas';

/**
 * A row of GET /api/documents: the document, who uploaded it and where, its review, and what the caller
 * may do with it (`mayEdit`, `mayDelete`, `mayReview`), so the screen needs no rule of its own.
 */
export const documentRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    fileName: z.string(),
    fileSize: z.number().int(),
    contentType: z.string(),
    status: z.enum(DOCUMENT_STATUSES),
    uploadDate: instantSchema,
    /** The uploader's username. */
    uploadedBy: z.string(),
    uploadedById: z.number().int(),
    uploaderRole: z.enum(ROLES),
    documentTypeId: z.number().int().nullable(),
    documentType: z.string().nullable(),
    documentCategoryId: z.number().int().nullable(),
    documentCategory: z.string().nullable(),
    /** The reviewer's username. */
    reviewedBy: z.string().nullable(),
    reviewDate: instantSchema.nullable(),
    reviewNotes: z.string().nullable(),
    projectId: z.number().int().nullable(),
    clusterId: z.number().int().nullable(),
    regionId: z.number().int().nullable(),
    mayEdit: z.boolean(),
    mayDelete: z.boolean(),
    mayReview: z.boolean(),
  })
  .meta({ id: 'Document' });
export type DocumentRow = z.infer<typeof documentRowSchema>;

/** A row of GET /api/document-categories. */
export const documentCategoryRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'DocumentCategory' });
export type DocumentCategoryRow = z.infer<typeof documentCategoryRowSchema>;

/** A row of GET /api/document-types. */
export const documentTypeRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    categoryId: z.number().int().nullable(),
    categoryName: z.string().nullable(),
    /** Bytes; at most 1048576. */
    maxFileSize: z.number().int(),
    allowedFormats: z.array(z.enum(DOCUMENT_FORMATS)),
    isActive: z.boolean(),
  })
  .meta({ id: 'DocumentType' });
export type DocumentTypeRow = z.infer<typeof documentTypeRowSchema>;

/** A row of GET /api/documents/{id}/access-log: one download, newest first. */
export const documentAccessLogRowSchema = z
  .object({
    id: z.number().int(),
    documentId: z.number().int(),
    accessedById: z.number().int(),
    /** The username of who downloaded it. */
    accessedBy: z.string(),
    accessDate: instantSchema,
    accessType: z.literal('download'),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'DocumentAccessLogEntry' });
export type DocumentAccessLogRow = z.infer<typeof documentAccessLogRowSchema>;
