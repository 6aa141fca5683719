import type { DomainEvent } from '../shared/decider';

/** What every region, cluster and project has besides its place and status. */
export interface UnitDetails {
  name: string;
  description: string | null;
}

/** A region, cluster or project: none until created, then active or inactive. */
export type UnitState<Fields> =
  | { status: 'none' }
  | ({ status: 'active' | 'inactive' } & UnitDetails & Fields);

/**
 * The name/description edit shared by regions, clusters and projects: returns the new details, or
 * null when nothing would change (so the command appends nothing).
 */
export const detailsChange = (
  current: UnitDetails,
  requested: { name?: string; description?: string | null },
): UnitDetails | null => {
  const next = {
    name: requested.name ?? current.name,
    description: requested.description === undefined ? current.description : requested.description,
  };
  return next.name === current.name && next.description === current.description ? null : next;
};

/** The status change a request makes, or null when the unit already has that status. */
export const statusChange = (
  current: { status: 'active' | 'inactive' },
  requested: { isActive: boolean },
): { isActive: boolean } | null =>
  (current.status === 'active') === requested.isActive ? null : { isActive: requested.isActive };

/** One event carrying the unit's id and the change, or none when there is no change. */
export const recordChange = <T extends string, Id extends object, Change extends object>(
  type: T,
  id: Id,
  change: Change | null,
): DomainEvent<T, Id & Change>[] => (change === null ? [] : [{ type, data: { ...id, ...change } }]);

/** evolve for the details and status events every unit records after its creation. */
export const evolveUnit = <S extends UnitState<object>>(
  state: S,
  change: UnitDetails | { isActive: boolean },
): S => {
  if (state.status === 'none') return state;
  return 'isActive' in change
    ? { ...state, status: change.isActive ? 'active' : 'inactive' }
    : { ...state, name: change.name, description: change.description };
};
