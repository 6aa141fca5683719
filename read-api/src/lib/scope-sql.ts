import { type Actor, scopeOf } from '@pm/domain';

/**
 * The actor's scope as a SQL condition over a row's region/cluster/project columns, so lists return only
 * what is in scope. Parameters are appended to `params`; the returned text references them.
 */
export const scopeCondition = (
  actor: Actor,
  columns: { region?: string; cluster?: string; project?: string },
  params: unknown[],
): string => {
  const scope = scopeOf(actor);
  const bind = (value: number) => {
    params.push(value);
    return `$${params.length}`;
  };
  switch (scope.kind) {
    case 'all':
      return 'true';
    case 'region':
      return columns.region ? `${columns.region} = ${bind(scope.regionId)}` : 'false';
    case 'cluster':
      return columns.cluster ? `${columns.cluster} = ${bind(scope.clusterId)}` : 'false';
    case 'project':
      return columns.project ? `${columns.project} = ${bind(scope.projectId)}` : 'false';
    case 'none':
      return 'false';
  }
};
