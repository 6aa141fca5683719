import type { DocumentCategoryEvent, DocumentEvent, DocumentTypeEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** Documents with their review, and the SuperAdmin's categories and types. */
export const documentsModel = defineReadModel<DocumentEvent | DocumentCategoryEvent | DocumentTypeEvent>({
  name: 'documents',
  tables,
  schema,
  handlers,
});
