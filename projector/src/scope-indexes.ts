/**
 * The indexes of a table whose rows the read routes filter by the user's scope: one each by project,
 * cluster and region, one statement a line as the schemas indent them.
 */
export const scopeIndexes = (table: string): string =>
  ['project_id', 'cluster_id', 'region_id']
    .map((column) => `CREATE INDEX ${table}_${column} ON ${table} (${column});`)
    .join('\n    ');
