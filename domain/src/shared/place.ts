import { RuleViolation } from './errors';

/** Where an object inside a project sits, copied onto it for access checks. */
export interface ProjectPlace {
  projectId: number;
  clusterId: number;
  regionId: number;
}

/** The place of a new object (a participant, an asset) in its project; an inactive project takes none. */
export const placeInProject = (
  project: ProjectPlace & { isActive: boolean },
  inactive: string,
): ProjectPlace => {
  if (!project.isActive) throw new RuleViolation(inactive);
  return { projectId: project.projectId, clusterId: project.clusterId, regionId: project.regionId };
};
