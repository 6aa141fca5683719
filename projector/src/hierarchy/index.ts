import { defineReadModel } from '../read-model';
import { type HierarchyEvent, handlers } from './handlers';
import { schema, tables } from './schema';

/** Regions, clusters and projects: behind GET /api/regions, /api/clusters, /api/projects and every scope check. */
export const hierarchyModel = defineReadModel<HierarchyEvent>({
  name: 'hierarchy',
  tables,
  schema,
  handlers,
});
