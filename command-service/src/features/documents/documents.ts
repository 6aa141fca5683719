import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  assertSafeText,
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  DOCUMENT_FORMATS,
  DOCUMENT_TOO_LARGE_MESSAGE,
  documentDecider,
  documentPlaceOf,
  documentStream,
  ForbiddenError,
  hasCapability,
  MAX_DOCUMENT_FILE_BYTES,
  type ReviewDocumentInput,
  RuleViolation,
  type UpdateDocumentInput,
  type UploadDocumentFields,
  uploadDocumentFieldsSchema,
  ValidationError,
} from '@pm/domain';
import { CONTENT_TYPES, detectDocumentFormat } from '@pm/infra/files/document-format';
import { type FileStorage, PostgresFileStorage } from '@pm/infra/files/file-storage';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { run } from '../../lib/command-bus';
import type { CommandContext, RouteContext, Written } from '../../lib/define-command';
import { signedInPrincipal } from '../../lib/define-command';
import { commandIdFor, recordPosition } from '../../lib/request';
import { assertTypeAccepts, documentTypeNamed, loadDocumentType } from './catalogue';

/** The document aggregate (`document-N`): upload, edit, delete and review. */

/** Where the bytes go; one place to swap the backend. */
export const fileStorageOf = (deps: CommandDeps): FileStorage => new PostgresFileStorage(deps.pool);

/** A file name for display only: no path, no control characters, at most 255 characters. */
export const displayName = (name: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'document').slice(-255);
};

const typeOf = (deps: CommandDeps, fields: UploadDocumentFields) =>
  fields.documentTypeId !== null
    ? loadDocumentType(deps, fields.documentTypeId)
    : documentTypeNamed(deps, fields.documentType ?? DEFAULT_DOCUMENT_TYPE);

const parseFields = (fields: Record<string, string>): UploadDocumentFields => {
  const parsed = uploadDocumentFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ValidationError(issue.message, { [String(issue.path[0] ?? 'title')]: issue.message });
};

interface Upload {
  fields: UploadDocumentFields;
  typeId: number;
  categoryId: number | null;
  file: { fileId: number; fileName: string; fileSize: number; contentType: string; sha256: string };
}

/**
 * The file part, after the text fields: judged by the fields' document type and by its bytes, then put in
 * the file storage.
 */
const storeFile = async (
  deps: CommandDeps,
  storage: FileStorage,
  uploadedBy: number,
  part: MultipartFile,
  fields: Record<string, string>,
): Promise<Upload> => {
  let content: Buffer;
  let parsed: UploadDocumentFields;
  let type: Awaited<ReturnType<typeof loadDocumentType>>;
  try {
    parsed = parseFields(fields);
    type = await typeOf(deps, parsed);
  } catch (e) {
    part.file.resume();
    throw e;
  }
  try {
    content = await part.toBuffer();
  } catch {
    throw new RuleViolation(DOCUMENT_TOO_LARGE_MESSAGE);
  }
  if (content.length === 0) throw new RuleViolation(DOCUMENT_FILE_REQUIRED_MESSAGE);
  const fileName = displayName(part.filename ?? '');
  const format = detectDocumentFormat(content, fileName);
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (
    format === null ||
    ((DOCUMENT_FORMATS as readonly string[]).includes(extension) && extension !== format)
  )
    throw new RuleViolation('Only PDF, DOC, DOCX, XLS, XLSX, PPT and PPTX files are accepted');
  assertTypeAccepts(type, format, content.length);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const contentType = CONTENT_TYPES[format];
  const fileId = await storage.put({
    kind: 'document',
    name: fileName,
    contentType,
    content,
    sha256,
    uploadedBy,
  });
  return {
    fields: parsed,
    typeId: type.typeId,
    categoryId: type.categoryId,
    file: { fileId, fileName, fileSize: content.length, contentType, sha256 },
  };
};

/**
 * POST /api/documents (multipart: title, description, documentType or documentTypeId, then file). Who may
 * upload is checked before the body is read; the text fields must come before the file. The file is
 * judged by its bytes (PDF, OLE2 DOC/XLS/PPT, ZIP DOCX/XLSX/PPTX), at most 1 MB and what its type allows;
 * a name whose extension is one of the seven must match the bytes. The bytes go to the file storage and
 * the event names them by id and SHA-256; a refused upload leaves nothing stored.
 */
export const uploadDocument = async ({ deps, request, reply }: RouteContext) => {
  const principal = signedInPrincipal(request);
  const { actor } = principal;
  if (!hasCapability(actor, 'documents.upload')) throw new ForbiddenError('You may not upload documents');
  if (!request.isMultipart()) throw new RuleViolation(DOCUMENT_FILE_REQUIRED_MESSAGE);
  const storage = fileStorageOf(deps);
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_DOCUMENT_FILE_BYTES, files: 1, fields: 6 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        assertSafeText(fields);
        continue;
      }
      upload = await storeFile(deps, storage, actor.userId, part, fields);
    }
  } catch (e) {
    // a part after the file was refused: the stored bytes are never referenced
    if (upload !== null) await storage.discard((upload as Upload).file.fileId);
    throw e;
  }
  if (upload === null) {
    parseFields(fields);
    throw new RuleViolation(DOCUMENT_FILE_REQUIRED_MESSAGE);
  }
  const { fields: parsed, file } = upload;
  const ctx: CommandContext = {
    deps,
    principal,
    now: new Date().toISOString(),
    execution: { commandId: commandIdFor(request) },
  };
  try {
    const documentId = await nextId(deps.pool, 'document');
    const outcome = await run(ctx, documentDecider, documentStream(documentId), {
      type: 'UploadDocument',
      data: {
        documentId,
        title: parsed.title,
        description: parsed.description,
        documentTypeId: upload.typeId,
        documentCategoryId: upload.categoryId,
        ...file,
        actor,
        place: documentPlaceOf(actor),
      },
    });
    recordPosition(request, reply, outcome.position);
    return reply.code(201).send({ id: documentId, position: outcome.position?.toString() ?? null });
  } catch (e) {
    await storage.discard(file.fileId);
    throw e;
  }
};

/** PUT /api/documents/{id}: a type given without a category takes the type's category. */
export const updateDocument = async (
  ctx: CommandContext,
  documentId: number,
  input: UpdateDocumentInput,
): Promise<Written> => {
  const type = input.documentTypeId === null ? null : await loadDocumentType(ctx.deps, input.documentTypeId);
  const outcome = await run(ctx, documentDecider, documentStream(documentId), {
    type: 'UpdateDocument',
    data: {
      actor: ctx.principal.actor,
      title: input.title,
      description: input.description,
      documentTypeId: input.documentTypeId,
      documentCategoryId: input.documentCategoryId ?? type?.categoryId ?? null,
    },
  });
  return { id: documentId, position: outcome.position };
};

export const deleteDocument = async (ctx: CommandContext, documentId: number): Promise<Written> => {
  const outcome = await run(ctx, documentDecider, documentStream(documentId), {
    type: 'DeleteDocument',
    data: { actor: ctx.principal.actor },
  });
  return { id: documentId, position: outcome.position };
};

export const reviewDocument = async (
  ctx: CommandContext,
  documentId: number,
  input: ReviewDocumentInput,
): Promise<Written> => {
  const outcome = await run(ctx, documentDecider, documentStream(documentId), {
    type: 'ReviewDocument',
    data: { actor: ctx.principal.actor, status: input.status, notes: input.notes },
  });
  return { id: documentId, position: outcome.position };
};
