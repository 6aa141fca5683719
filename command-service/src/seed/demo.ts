import { businessDate, type GRADE_LEVELS, monthOf, type Role } from '@pm/domain';

import type { CommandDeps } from '../context';
import { createUser } from '../features/auth/service';
import { recordPayment } from '../features/contributions/service';
import { createCluster } from '../features/hierarchy/cluster';
import { createProject } from '../features/hierarchy/project';
import { createRegion } from '../features/hierarchy/region';
import { registerParticipant } from '../features/participants/service';
import { systemPrincipal } from '../lib/actor';
import type { Principal } from '../lib/command-bus';
import { type CommandContext, systemContext } from '../lib/define-command';
import { seedAssets } from './demo-assets';
import { seedSavingGroups } from './demo-groups';

/** The demo seed acts as the system; a fixed command id per object makes a rerun store nothing twice. */
const seedContext = (deps: CommandDeps, principal: Principal, now: string, key: string): CommandContext =>
  systemContext(deps, principal, now, `demo-seed:${key}`);

type GradeLevel = (typeof GRADE_LEVELS)[number];

export const DEMO_PASSWORD = 'Demo!2026';

/**
 * The demo data of the README, created through the same commands as the screens use, so it has
 * history like any other data. It runs only on an empty event store.
 */
export const seedDemoData = async (deps: CommandDeps, now = new Date().toISOString()): Promise<void> => {
  const principal = systemPrincipal('demo-seed');
  const seed = (key: string) => seedContext(deps, principal, now, key);

  const region = async (name: string, description: string) =>
    (await createRegion(seed(`region:${name}`), { name, description })).id;
  const cluster = async (name: string, regionId: number, description: string) =>
    (await createCluster(seed(`cluster:${name}`), { name, regionId, description })).id;
  const project = async (code: string, name: string, clusterId: number, description: string) =>
    (await createProject(seed(`project:${code}`), { code, name, clusterId, description, isActive: true })).id;

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
    createUser(seed(`user:${username}`), {
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
    });

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
  // read-only, over the whole programme
  await user('auditor', 'Auditor', 'Samuel', 'Kiprono');

  await seedChildren(deps, principal, now, { KE0420: ke0420, KE0305: ke0305 });
  await seedSavingGroups(seed, now, ke0420);
  await seedAssets(seed, ke0420);
};

const CHILDREN: readonly [
  string,
  string,
  string,
  string,
  'Male' | 'Female',
  string,
  GradeLevel | null,
  number,
][] = [
  // participantId, first name, surname, date of birth, gender, guardian, grade, monthly contribution (KES)
  ['KE0420-001', 'Brian', 'Wekesa', '2014-03-12', 'Male', 'Agnes Wekesa', 'Grade 6', 500],
  ['KE0420-002', 'Faith', 'Achieng', '2016-07-30', 'Female', 'Pamela Achieng', 'Grade 4', 500],
  ['KE0420-003', 'Kevin', 'Barasa', '2019-01-05', 'Male', 'Janet Barasa', 'Pre-Primary', 300],
  ['KE0420-004', 'Mercy', 'Nafula', '2011-11-21', 'Female', 'Joseph Nafula', 'Form 1', 800],
  ['KE0420-005', 'Dennis', 'Shikuku', '2022-04-18', 'Male', 'Lydia Shikuku', null, 0],
  ['KE0420-006', 'Sharon', 'Imbayi', '2009-09-09', 'Female', 'Rose Imbayi', 'Form 3', 1000],
  ['KE0420-007', 'Collins', 'Makokha', '2017-02-14', 'Male', 'Esther Makokha', 'Grade 3', 500],
  ['KE0420-008', 'Joy', 'Wanjala', '2013-06-01', 'Female', 'Peter Wanjala', 'Grade 7', 600],
  ['KE0305-001', 'Ian', 'Simiyu', '2015-10-10', 'Male', 'Grace Simiyu', 'Grade 5', 500],
  ['KE0305-002', 'Mary', 'Nekesa', '2018-12-24', 'Female', 'Tom Nekesa', 'Grade 1', 400],
];

/** Children of KE0420 and KE0305 with this month's contributions, some paid in full, some in part. */
const seedChildren = async (
  deps: CommandDeps,
  principal: Principal,
  now: string,
  projects: Record<string, number>,
) => {
  const seed = (key: string) => seedContext(deps, principal, now, key);
  for (const [
    i,
    [participantId, firstName, surname, dateOfBirth, gender, guardian, grade, monthly],
  ] of CHILDREN.entries()) {
    const projectId = projects[participantId.slice(0, 6)]!;
    const { id } = await registerParticipant(seed(`participant:${participantId}`), {
      participantId,
      firstName,
      secondName: null,
      surname,
      dateOfBirth,
      gender,
      parentGuardianName: guardian,
      careGiverName: null,
      contactPhone: `+2547${String(10000000 + i * 1234567).slice(0, 8)}`,
      gradeLevel: grade,
      projectId,
      monthlyContribution: monthly * 100,
      plannedExitDate: null,
    });
    if (monthly === 0 || i % 3 === 2) continue;
    const contribution = await deps.uniqueKeys.owner('contribution', `${id}:${monthOf(businessDate(now))}`);
    if (!contribution) continue;
    const paid = i % 3 === 0 ? monthly : Math.round(monthly / 2);
    await recordPayment(seed(`payment:${participantId}`), {
      contributionId: Number(contribution.slice('contribution-'.length)),
      amount: paid * 100,
      notes: 'Demo payment',
    });
  }
};
