import type { AssetEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** The asset register behind GET /api/assets and the dashboard; money numeric(12,2) from cents. */
export const assetsModel = defineReadModel<AssetEvent>({
  name: 'assets',
  tables,
  schema,
  handlers,
});
