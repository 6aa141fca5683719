import { documentCommands as d } from '@pm/domain/api/documents';
import { type CommandRoute, defineCommand, defineRoute } from '../../lib/define-command';
import * as catalogue from './catalogue';
import * as documents from './documents';

/** Document management's command routes: each contract bound to its handler. */
export const documentRoutes: readonly CommandRoute[] = [
  defineRoute(d.uploadDocument, (route) => documents.uploadDocument(route)),
  defineCommand(d.updateDocument, (ctx, { params, body }) => documents.updateDocument(ctx, params.id, body)),
  defineCommand(d.deleteDocument, (ctx, { params }) => documents.deleteDocument(ctx, params.id)),
  defineCommand(d.reviewDocument, (ctx, { params, body }) => documents.reviewDocument(ctx, params.id, body)),
  defineCommand(d.createDocumentCategory, (ctx, { body }) => catalogue.createDocumentCategory(ctx, body)),
  defineCommand(d.updateDocumentCategory, (ctx, { params, body }) =>
    catalogue.updateDocumentCategory(ctx, params.id, body),
  ),
  defineCommand(d.createDocumentType, (ctx, { body }) => catalogue.createDocumentType(ctx, body)),
  defineCommand(d.updateDocumentType, (ctx, { params, body }) =>
    catalogue.updateDocumentType(ctx, params.id, body),
  ),
];
