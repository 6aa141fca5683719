import type { Role } from '@pm/domain';
import type { CommandDeps } from '../context';
import { createUser } from '../features/auth/service';
import { createCluster, createProject, createRegion } from '../features/hierarchy/service';
import { systemPrincipal } from '../lib/actor';

export const DEMO_PASSWORD = 'Demo!2026';

/**
 * The demo data of the README, created through the same commands as the screens use, so it has
 * history like any other data. It runs only on an empty event store.
 */
export const seedDemoData = async (deps: CommandDeps, now = new Date().toISOString()): Promise<void> => {
  const principal = systemPrincipal('demo-seed');
  const ex = (key: string) => ({ commandId: `demo-seed:${key}` });

  const region = async (name: string, description: string) =>
    (await createRegion(deps, principal, { name, description }, ex(`region:${name}`), now)).id;
  const cluster = async (name: string, regionId: number, description: string) =>
    (await createCluster(deps, principal, { name, regionId, description }, ex(`cluster:${name}`), now)).id;
  const project = async (code: string, name: string, clusterId: number, description: string) =>
    (
      await createProject(
        deps,
        principal,
        { code, name, clusterId, description, isActive: true },
        ex(`project:${code}`),
        now,
      )
    ).id;

  const western = await region('Western', 'Western Kenya: Kakamega and Bungoma counties');
  const nairobi = await region('Nairobi', 'Nairobi metropolitan area');
  const kakamega = await cluster('Kakamega Cluster', western, 'Churches around Kakamega town');
  const bungoma = await cluster('Bungoma Cluster', western, 'Churches around Bungoma town');
  const nairobiEast = await cluster('Nairobi East Cluster', nairobi, 'Embakasi and surrounding estates');
  const ke0420 = await project(
    'KE0420',
    'Kakamega Central',
    kakamega,
    'Child development centre, Kakamega Central',
  );
  await project('KE0421', 'Lurambi', kakamega, 'Child development centre, Lurambi');
  const ke0305 = await project('KE0305', 'Bungoma Town', bungoma, 'Child development centre, Bungoma Town');
  await project('KE0101', 'Embakasi', nairobiEast, 'Child development centre, Embakasi');

  const user = async (
    username: string,
    role: Role,
    firstName: string,
    lastName: string,
    scope: { regionId?: number; clusterId?: number; projectId?: number } = {},
  ) =>
    createUser(
      deps,
      {
        username,
        password: DEMO_PASSWORD,
        role,
        regionId: scope.regionId ?? null,
        clusterId: scope.clusterId ?? null,
        projectId: scope.projectId ?? null,
        firstName,
        lastName,
        email: `${username}@demo.example.org`,
        phone: null,
        mustChangePassword: false,
      },
      { principal, username, password: DEMO_PASSWORD, now, execution: ex(`user:${username}`) },
    );

  await user('admin', 'SuperAdmin', 'Grace', 'Wanjiru');
  await user('director', 'NationalDirector', 'Peter', 'Otieno');
  await user('regional', 'RegionalAdmin', 'Mary', 'Achieng', { regionId: western });
  await user('cluster', 'ClusterAdmin', 'John', 'Wekesa', { regionId: western, clusterId: kakamega });
  await user('project', 'ProjectAdmin', 'Ruth', 'Nafula', {
    regionId: western,
    clusterId: kakamega,
    projectId: ke0420,
  });
  await user('project2', 'ProjectAdmin', 'David', 'Simiyu', {
    regionId: western,
    clusterId: bungoma,
    projectId: ke0305,
  });
  await user('facilitator', 'ChurchFacilitator', 'Esther', 'Khaemba', {
    regionId: western,
    clusterId: kakamega,
    projectId: ke0420,
  });
};
