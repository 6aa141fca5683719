import {
  type Actor,
  assertCan,
  canRead,
  emergencyFundDecider,
  emergencyFundStream,
  type GroupRoster,
  type GroupState,
  groupDecider,
  groupStream,
  isActiveMember,
  type MeetingGroupFacts,
  NotFoundError,
  type RegisteredGroup,
} from '@pm/domain';
import type { CommandDeps } from '../../context';
import { loadAggregate } from '../../lib/command-bus';

/** The group if the actor may see it (404 otherwise) and manage saving groups there (403 otherwise). */
export const writableGroup = async (deps: CommandDeps, actor: Actor, groupId: number) => {
  const { state } = await loadAggregate(deps, groupDecider, groupStream(groupId));
  if (state.status === 'none' || !canRead(actor, state)) throw new NotFoundError('Saving group not found');
  assertCan(actor, 'savingGroups.manage', state);
  return state;
};

/** Members are addressed by id in the API (DELETE /api/group-members/{id}); their group was reserved with them. */
export const groupOfMember = async (deps: CommandDeps, memberId: number): Promise<number | null> => {
  const owner = await deps.uniqueKeys.owner('group-member', String(memberId));
  return owner === null ? null : Number(owner.slice('group-'.length));
};

/** The fund (404 out of scope), the capability, and the member's standing in the fund's group. */
export const fundAndMember = async (deps: CommandDeps, actor: Actor, fundId: number, memberId: number) => {
  const { state: fund } = await loadAggregate(deps, emergencyFundDecider, emergencyFundStream(fundId));
  if (fund.status === 'none' || !canRead(actor, fund)) throw new NotFoundError('Emergency fund not found');
  assertCan(actor, 'savingGroups.manage', fund);
  const { state: group } = await loadAggregate(deps, groupDecider, groupStream(fund.groupId));
  // a member of another group is named as such, so the decider refuses it
  const groupId = (await groupOfMember(deps, memberId)) ?? -1;
  return {
    fund,
    member: {
      memberId,
      groupId,
      isActive: group.status !== 'none' && isActiveMember(group, memberId),
      joinedOn: (group.status !== 'none' && group.members[memberId]?.joinedOn) || '0000-01-01',
    },
  };
};

/** The group as meetings, minutes and visits are decided against it (their streams do not hold it). */
export const meetingGroupFacts = (group: RegisteredGroup): MeetingGroupFacts => ({
  groupId: group.groupId,
  status: group.status,
  registrationDate: group.registrationDate,
  projectId: group.projectId,
  clusterId: group.clusterId,
  regionId: group.regionId,
});

/** The group's members, current and former, as attendance and minutes check them. */
export const rosterOf = (group: GroupState): GroupRoster =>
  group.status === 'none'
    ? {}
    : Object.fromEntries(Object.entries(group.members).map(([id, m]) => [id, { active: m.active }]));
