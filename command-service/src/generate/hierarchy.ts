import {
  clusterDecider,
  clusterStream,
  projectDecider,
  projectStream,
  regionDecider,
  regionStream,
} from '@pm/domain';
import { REGIONS, TOWNS } from './random';
import type { Calendar, Scale } from './scales';
import type { Writer } from './writer';

/** A generated project and its place, as participants and groups are registered under it. */
export interface GeneratedProject {
  readonly projectId: number;
  readonly clusterId: number;
  readonly regionId: number;
  readonly code: string;
  readonly town: string;
}

/**
 * Names carry the seed ("Coast (seed 42)", project codes G42P0001), so a generated programme never takes
 * the name of a real or demo region, and a second run with the same seed is refused by the reservations.
 */
export const regionNameOf = (index: number, seed: number): string =>
  `${REGIONS[index % REGIONS.length]}${index >= REGIONS.length ? ` ${Math.floor(index / REGIONS.length) + 1}` : ''} (seed ${seed})`;

const projectCodeOf = (index: number, seed: number): string =>
  `G${seed}P${String(index + 1).padStart(4, '0')}`;

/** Regions, their clusters and the clusters' projects, created on the window's first day. */
export const generateHierarchy = async (
  writer: Writer,
  calendar: Calendar,
  scale: Scale,
  seed: number,
): Promise<GeneratedProject[]> => {
  const now = calendar.at(calendar.start, '08:00');
  const regions: number[] = [];
  for (let r = 0; r < scale.regions; r++) {
    const regionId = await writer.id('region');
    const name = regionNameOf(r, seed);
    writer.reserve('region-name', name, regionStream(regionId));
    writer.decide(
      regionDecider,
      regionStream(regionId),
      regionDecider.initialState(),
      { type: 'CreateRegion', data: { regionId, name, description: `Generated region ${name}` } },
      writer.moment(now, `region-${regionId}`),
    );
    regions.push(regionId);
  }
  const clusters: { clusterId: number; regionId: number; town: string }[] = [];
  for (let c = 0; c < scale.clusters; c++) {
    const regionId = regions[c % regions.length]!;
    const clusterId = await writer.id('cluster');
    const town = TOWNS[c % TOWNS.length]!;
    const name = `${town}${c >= TOWNS.length ? ` ${Math.floor(c / TOWNS.length) + 1}` : ''} Cluster (seed ${seed})`;
    writer.reserve('cluster-name', name, clusterStream(clusterId));
    writer.decide(
      clusterDecider,
      clusterStream(clusterId),
      clusterDecider.initialState(),
      {
        type: 'CreateCluster',
        data: {
          clusterId,
          name,
          description: `Churches around ${town}`,
          region: { regionId, isActive: true },
        },
      },
      writer.moment(now, `cluster-${clusterId}`),
    );
    clusters.push({ clusterId, regionId, town });
  }
  const projects: GeneratedProject[] = [];
  for (let p = 0; p < scale.projects; p++) {
    const cluster = clusters[p % clusters.length]!;
    const projectId = await writer.id('project');
    const code = projectCodeOf(p, seed);
    writer.reserve('project-code', code, projectStream(projectId));
    writer.decide(
      projectDecider,
      projectStream(projectId),
      projectDecider.initialState(),
      {
        type: 'CreateProject',
        data: {
          projectId,
          code,
          name: `${cluster.town} Centre ${p + 1}`,
          description: `Child development centre ${p + 1} near ${cluster.town}`,
          isActive: true,
          cluster: { clusterId: cluster.clusterId, regionId: cluster.regionId, isActive: true },
        },
      },
      writer.moment(now, `project-${projectId}`),
    );
    projects.push({
      projectId,
      clusterId: cluster.clusterId,
      regionId: cluster.regionId,
      code,
      town: cluster.town,
    });
  }
  await writer.endUnit();
  return projects;
};
