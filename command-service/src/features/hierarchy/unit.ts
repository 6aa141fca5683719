import {
  assertCan,
  type Command,
  canRead,
  type Decider,
  type DomainEvent,
  type Location,
  msg,
  NotFoundError,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { type Bare, loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { latestPosition } from '../../lib/positions';
import { renaming, reserving, type UniqueKey } from '../../lib/unique-keys';

/** Regions, clusters and projects: none until created, then active or inactive, with a name. */
type UnitState = { status: 'none' } | { status: 'active' | 'inactive'; name: string };
type Live<S> = Exclude<S, { status: 'none' }>;

export interface DetailsChange {
  name?: string | undefined;
  description?: string | null | undefined;
}

/** What a PUT on a region, cluster or project may change; absent means unchanged. */
export interface UnitChange extends DetailsChange {
  isActive?: boolean | undefined;
}

/** One kind of hierarchy unit, as the shared create and update below work with it. */
export interface UnitKind<C extends Command, E extends DomainEvent, S extends UnitState> {
  /** Names the unit in answers ('Region not found') and its id sequence ('region'). */
  readonly what: 'Region' | 'Cluster' | 'Project';
  readonly decider: Decider<C, E, S>;
  readonly stream: (id: number) => string;
  /** What a caller needs where the unit sits to change it. */
  readonly capability: 'hierarchy.manage' | 'projects.manage';
  readonly location: (state: Live<S>, id: number) => Location;
  /** The reservation of its name; null where names may repeat. */
  readonly uniqueName: UniqueKey | null;
  readonly changeDetails: (data: DetailsChange) => Bare<C>;
  readonly setStatus: (isActive: boolean) => Bare<C>;
}

/** Regions and clusters: a name is unique across the programme, case-insensitively. */
export const uniqueNameOf = (what: 'region' | 'cluster'): UniqueKey => ({
  kind: `${what}-name`,
  taken: (name) => msg`A ${{ what }} named ${{ name }} already exists`,
});

/** Creates a unit under a fresh id, holding its unique name (or code) for it: a taken one answers 409. */
export const createUnit = async <C extends Command, E extends DomainEvent, S extends UnitState>(
  ctx: CommandContext,
  kind: UnitKind<C, E, S>,
  unique: { readonly key: UniqueKey; readonly value: string },
  command: NoInfer<(id: number) => Bare<C>>,
): Promise<Written> => {
  const id = await nextId(ctx.deps.pool, kind.what.toLowerCase());
  const stream = kind.stream(id);
  const outcome = await reserving(ctx.deps, unique.key, unique.value, stream, () =>
    run(ctx, kind.decider, stream, command(id)),
  );
  return { id, position: outcome.position };
};

/** One of the two commands of a PUT, under its own command id derived from the request's. */
const partOf = (ctx: CommandContext, part: string, expectedVersion: number | undefined): CommandContext => ({
  ...ctx,
  execution: { commandId: `${ctx.execution.commandId}:${part}`, expectedVersion },
});

/**
 * PUT on a region, cluster or project may rename it and change its status: two commands on the same
 * stream, each with its own derived command id so a retried request stores neither twice. A rename
 * moves the name's reservation. A pinned version (If-Match) applies to the first command. Out of the
 * caller's scope answers 404 (as if it did not exist); in scope without the capability, 403.
 */
export const updateUnit = async <C extends Command, E extends DomainEvent, S extends UnitState>(
  ctx: CommandContext,
  kind: UnitKind<C, E, S>,
  id: number,
  input: UnitChange,
): Promise<Written> => {
  const stream = kind.stream(id);
  const { state } = await loadAggregate(ctx.deps, kind.decider, stream);
  if (state.status === 'none') throw new NotFoundError(msg`${{ what: kind.what }} not found`);
  const live = state as Live<S>;
  const location = kind.location(live, id);
  if (!canRead(ctx.principal.actor, location)) throw new NotFoundError(msg`${{ what: kind.what }} not found`);
  assertCan(ctx.principal.actor, kind.capability, location);
  const { expectedVersion } = ctx.execution;
  let position: bigint | null = null;
  if (input.name !== undefined || input.description !== undefined) {
    const { name, description } = input;
    const change = () =>
      run(
        partOf(ctx, 'details', expectedVersion),
        kind.decider,
        stream,
        kind.changeDetails({ name, description }),
      );
    const outcome =
      name !== undefined && kind.uniqueName !== null
        ? await renaming(ctx.deps, kind.uniqueName, { from: live.name, to: name, owner: stream }, change)
        : await change();
    position = outcome.position;
  }
  if (input.isActive !== undefined) {
    const status = partOf(ctx, 'status', position === null ? expectedVersion : undefined);
    const outcome = await run(status, kind.decider, stream, kind.setStatus(input.isActive));
    position = latestPosition(position, outcome.position);
  }
  return { id, position };
};
