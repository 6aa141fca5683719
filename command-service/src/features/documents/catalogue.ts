import {
  ConflictError,
  type CreateDocumentCategoryInput,
  type CreateDocumentTypeInput,
  DOCUMENT_FORMATS,
  documentCategoryDecider,
  documentCategoryStream,
  documentTypeDecider,
  documentTypeStream,
  ForbiddenError,
  MAX_DOCUMENT_FILE_BYTES,
  msg,
  NotFoundError,
  RuleViolation,
  SEED_DOCUMENT_CATALOGUE,
  type UpdateDocumentCategoryInput,
  type UpdateDocumentTypeInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { loadAggregate, run } from '../../lib/command-bus';
import { type CommandContext, systemContext, type Written } from '../../lib/define-command';
import { renaming, reserving, type UniqueKey } from '../../lib/unique-keys';

/** The SuperAdmin's document categories and types; names are unique, case-insensitively. */

const categoryName: UniqueKey = {
  kind: 'document-category-name',
  taken: (name) => msg`A document category named ${{ name }} already exists`,
};
const typeName: UniqueKey = {
  kind: 'document-type-name',
  taken: (name) => msg`A document type named ${{ name }} already exists`,
};

const assertSuperAdmin = (ctx: CommandContext): void => {
  if (ctx.principal.actor.role !== 'SuperAdmin')
    throw new ForbiddenError('Only a SuperAdmin manages document categories and types');
};

/** A live document type by id; 404 when there is none. */
export const loadDocumentType = async (deps: CommandDeps, typeId: number) => {
  const { state } = await loadAggregate(deps, documentTypeDecider, documentTypeStream(typeId));
  if (state.status === 'none') throw new NotFoundError('Document type not found');
  return state;
};

/** A document type by its name (the upload form sends names); 404 when there is none. */
export const documentTypeNamed = async (deps: CommandDeps, name: string) => {
  const owner = await deps.uniqueKeys.owner(typeName.kind, name);
  const id = owner === null ? null : Number(owner.slice('document-type-'.length));
  if (id === null || !Number.isInteger(id)) throw new NotFoundError(msg`Document type ${{ name }} not found`);
  return loadDocumentType(deps, id);
};

const assertCategory = async (deps: CommandDeps, categoryId: number | null | undefined): Promise<void> => {
  if (categoryId === null || categoryId === undefined) return;
  const { state } = await loadAggregate(deps, documentCategoryDecider, documentCategoryStream(categoryId));
  if (state.status === 'none') throw new NotFoundError('Document category not found');
};

export const createDocumentCategory = async (
  ctx: CommandContext,
  input: CreateDocumentCategoryInput,
): Promise<Written> => {
  assertSuperAdmin(ctx);
  const categoryId = await nextId(ctx.deps.pool, 'document_category');
  const stream = documentCategoryStream(categoryId);
  const outcome = await reserving(ctx.deps, categoryName, input.name, stream, () =>
    run(ctx, documentCategoryDecider, stream, {
      type: 'CreateDocumentCategory',
      data: { categoryId, ...input },
    }),
  );
  return { id: categoryId, position: outcome.position };
};

export const updateDocumentCategory = async (
  ctx: CommandContext,
  categoryId: number,
  input: UpdateDocumentCategoryInput,
): Promise<Written> => {
  assertSuperAdmin(ctx);
  const stream = documentCategoryStream(categoryId);
  const { state } = await loadAggregate(ctx.deps, documentCategoryDecider, stream);
  if (state.status === 'none') throw new NotFoundError('Document category not found');
  const change = () =>
    run(ctx, documentCategoryDecider, stream, { type: 'UpdateDocumentCategory', data: input });
  const outcome =
    input.name === undefined
      ? await change()
      : await renaming(ctx.deps, categoryName, { from: state.name, to: input.name, owner: stream }, change);
  return { id: categoryId, position: outcome.position };
};

export const createDocumentType = async (
  ctx: CommandContext,
  input: CreateDocumentTypeInput,
): Promise<Written> => {
  assertSuperAdmin(ctx);
  await assertCategory(ctx.deps, input.categoryId);
  const typeId = await nextId(ctx.deps.pool, 'document_type');
  const stream = documentTypeStream(typeId);
  const outcome = await reserving(ctx.deps, typeName, input.name, stream, () =>
    run(ctx, documentTypeDecider, stream, { type: 'CreateDocumentType', data: { typeId, ...input } }),
  );
  return { id: typeId, position: outcome.position };
};

export const updateDocumentType = async (
  ctx: CommandContext,
  typeId: number,
  input: UpdateDocumentTypeInput,
): Promise<Written> => {
  assertSuperAdmin(ctx);
  const current = await loadDocumentType(ctx.deps, typeId);
  await assertCategory(ctx.deps, input.categoryId);
  const stream = documentTypeStream(typeId);
  const change = () => run(ctx, documentTypeDecider, stream, { type: 'UpdateDocumentType', data: input });
  const outcome =
    input.name === undefined
      ? await change()
      : await renaming(ctx.deps, typeName, { from: current.name, to: input.name, owner: stream }, change);
  return { id: typeId, position: outcome.position };
};

/**
 * The specification's document types (Report, Minutes, Financial, Policy, Training, Other; 1 MB, all
 * seven formats) under their categories, created through the commands when the command service first
 * starts on a database without them (a fresh one too, with or without demo data). Fixed command ids
 * and the names' reservations make a rerun, or two services starting at once, store nothing twice.
 */
export const ensureDocumentCatalogue = async (deps: CommandDeps): Promise<void> => {
  if ((await deps.uniqueKeys.owner(typeName.kind, 'Other')) !== null) return;
  const principal = systemPrincipal('document-catalogue');
  const now = new Date().toISOString();
  const ctx = (key: string) => systemContext(deps, principal, now, `document-catalogue:${key}`);
  const ignoreTaken = (e: unknown) => {
    if (!(e instanceof ConflictError)) throw e;
  };
  for (const entry of SEED_DOCUMENT_CATALOGUE) {
    const categoryOwner = await deps.uniqueKeys.owner(categoryName.kind, entry.category);
    let categoryId = categoryOwner === null ? null : Number(categoryOwner.slice('document-category-'.length));
    if (categoryId === null) {
      const made = await createDocumentCategory(ctx(`category:${entry.category}`), {
        name: entry.category,
        description: entry.description,
      }).catch((e: unknown) => ignoreTaken(e));
      categoryId = made ? made.id : null;
    }
    for (const name of entry.types) {
      if ((await deps.uniqueKeys.owner(typeName.kind, name)) !== null) continue;
      await createDocumentType(ctx(`type:${name}`), {
        name,
        categoryId,
        maxFileSize: MAX_DOCUMENT_FILE_BYTES,
        allowedFormats: [...DOCUMENT_FORMATS],
      }).catch((e: unknown) => ignoreTaken(e));
    }
  }
};

/** A type that is in use and takes this format and size, or the reason it does not. */
export const assertTypeAccepts = (
  type: Awaited<ReturnType<typeof loadDocumentType>>,
  format: string,
  size: number,
): void => {
  if (!type.isActive)
    throw new RuleViolation(msg`The document type ${{ name: type.name }} is no longer in use`);
  if (size > type.maxFileSize)
    throw new RuleViolation(
      type.maxFileSize >= MAX_DOCUMENT_FILE_BYTES
        ? 'File size must be less than 1MB'
        : msg`File size must be at most ${{ maxFileSize: type.maxFileSize }} bytes for ${{ name: type.name }}`,
    );
  if (!(type.allowedFormats as string[]).includes(format))
    throw new RuleViolation(
      msg`${{ name: type.name }} documents must be ${{ formats: type.allowedFormats.join(', ').toUpperCase() }}`,
    );
};
