import type { QueryClient } from '@tanstack/react-query';
import { emergencyFundsQueryOptions } from './get-emergency-funds';
import { groupLoansQueryOptions } from './get-group-loans';
import { groupMeetingsQueryOptions } from './get-group-meetings';
import { groupMembersQueryOptions } from './get-group-members';
import { loanFundQueryOptions } from './get-loan-fund';
import { savingGroupsQueryOptions } from './get-saving-groups';

/** Beyond this many groups the reads are not all kept ahead (an administrator's scope, not a field phone's). */
export const MAX_GROUPS_KEPT_AHEAD = 30;

/**
 * Asks again, from the network, for what the field screens read (the groups, and of each active group its
 * members, loans, meetings, loan fund and emergency funds), with the same addresses the screens use: the
 * service worker keeps each answer, so the meeting opens offline later, after a reload or in a new tab,
 * even on screens not yet opened. Answers the number of groups whose reads were kept.
 */
export const warmFieldReads = async (client: QueryClient): Promise<number> => {
  const fresh = { staleTime: 0 } as const;
  const groups = await client.fetchQuery({ ...savingGroupsQueryOptions({}), ...fresh });
  const active = groups.filter((group) => group.isActive);
  if (active.length > MAX_GROUPS_KEPT_AHEAD) return 0;
  for (const { id } of active)
    await Promise.all([
      client.fetchQuery({ ...groupMembersQueryOptions(id), ...fresh }),
      client.fetchQuery({ ...groupLoansQueryOptions(id), ...fresh }),
      client.fetchQuery({ ...groupMeetingsQueryOptions(id), ...fresh }),
      client.fetchQuery({ ...loanFundQueryOptions(id), ...fresh }),
      client.fetchQuery({ ...emergencyFundsQueryOptions(id), ...fresh }),
    ]);
  return active.length;
};
