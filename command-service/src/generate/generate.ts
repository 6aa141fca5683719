import type { EventStore } from '@pm/infra/event-store/port';
import type { UniqueKeys } from '@pm/infra/uniqueness';
import type pg from 'pg';
import { systemPrincipal } from '../lib/actor';
import { generateChildren } from './children';
import { generateGroup } from './groups';
import { generateHierarchy, regionNameOf } from './hierarchy';
import { Random } from './random';
import { Calendar, SCALES, type ScaleName } from './scales';
import { Writer } from './writer';

export interface GenerateOptions {
  readonly scale: ScaleName;
  /** Same seed, same programme (names, amounts, who pays); ids come from the database's sequences. */
  readonly seed: number;
  /** The real clock by default; the year generated is the twelve months ending with its month. */
  readonly clock?: Date;
  /** Ids taken per trip to a sequence (smaller leaves smaller gaps in a tiny run). */
  readonly idBlock?: number;
  readonly onProgress?: (line: string) => void;
}

export interface GenerateSummary {
  readonly scale: ScaleName;
  readonly seed: number;
  /** Events appended per event type. */
  readonly counts: ReadonlyMap<string, number>;
  readonly events: number;
  readonly appends: number;
  readonly milliseconds: number;
  readonly projectIds: readonly number[];
  readonly groupIds: readonly number[];
}

/** A second run of the same seed on the same database: its names are taken. */
export class AlreadyGenerated extends Error {}

/** `count` shared out over `parts`: the first ones get one more when it does not divide. */
const share = (count: number, parts: number, index: number): number =>
  Math.floor(count / parts) + (index < count % parts ? 1 : 0);

/**
 * Generates a programme through the domain's deciders and the store's multi-stream append: the hierarchy,
 * every project's children with their year of contributions, then every group's year. The read tables
 * are the projector's business: it catches up from the log like after any other write.
 */
export const generateProgramme = async (
  deps: { pool: pg.Pool; store: EventStore; uniqueKeys: UniqueKeys },
  options: GenerateOptions,
): Promise<GenerateSummary> => {
  const started = performance.now();
  const scale = SCALES[options.scale];
  const { seed } = options;
  const firstRegion = regionNameOf(0, seed);
  if ((await deps.uniqueKeys.owner('region-name', firstRegion)) !== null)
    throw new AlreadyGenerated(
      `This database already has a programme generated with seed ${seed} (region "${firstRegion}"). Use another --seed.`,
    );
  const calendar = new Calendar(options.clock ?? new Date());
  const random = new Random(seed);
  const writer = new Writer(deps, systemPrincipal('generator').ref, `generate:s${seed}`, options.idBlock);
  const progress = (what: string, done: number, of: number) => {
    const seconds = (performance.now() - started) / 1000;
    options.onProgress?.(
      `${what} ${done.toLocaleString('en')}/${of.toLocaleString('en')} · ${writer.appended.toLocaleString('en')} events appended · ${Math.round(writer.appended / seconds).toLocaleString('en')} events/s`,
    );
  };

  const projects = await generateHierarchy(writer, calendar, scale, seed);
  let children = 0;
  for (const [p, project] of projects.entries()) {
    const count = share(scale.children, projects.length, p);
    await generateChildren(writer, deps.pool, calendar, random, project, count);
    children += count;
    if ((p + 1) % 10 === 0) progress('children', children, scale.children);
  }
  const groupIds: number[] = [];
  for (let g = 0; g < scale.groups; g++) {
    const project = projects[g % projects.length]!;
    const index = Math.floor(g / projects.length);
    groupIds.push(
      (await generateGroup(writer, calendar, random, project, index, scale.foundingMembers)).groupId,
    );
    if ((g + 1) % 100 === 0) progress('groups', g + 1, scale.groups);
  }
  await writer.done();
  return {
    scale: options.scale,
    seed,
    counts: writer.counts,
    events: writer.appended,
    appends: writer.appends,
    milliseconds: performance.now() - started,
    projectIds: projects.map((p) => p.projectId),
    groupIds,
  };
};
