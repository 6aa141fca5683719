import { useMemo } from 'react';
import { useEmergencyFunds } from '@/features/saving-groups/api/get-emergency-funds';
import { useGroupLoans } from '@/features/saving-groups/api/get-group-loans';
import { useGroupMeetings } from '@/features/saving-groups/api/get-group-meetings';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { useLoanFund } from '@/features/saving-groups/api/get-loan-fund';
import { useSubmitMeeting } from '@/features/saving-groups/api/submit-meeting';
import { useMeetingDraft } from '@/features/saving-groups/components/meeting-draft';
import { blankLine } from '@/features/saving-groups/components/meeting-run-format';
import { useQueuedCommands } from '@/offline/use-offline-queue';
import { useMinistryPage } from '../../saving-groups-scope';
import { useIdParam } from '../../search-param-id';
import { useSignedInUser } from '../../use-signed-in-user';

/**
 * What the meeting form reads (?groupId=&meetingId=): the group, the meeting, its members' lines (typed so
 * far, kept in the browser), the active loans, the loan fund and the active emergency fund, the records
 * kept on the phone, and the submission.
 */
export const useMeetingRun = () => {
  const { groups, canManage } = useMinistryPage();
  const [groupId] = useIdParam('groupId');
  const [meetingId] = useIdParam('meetingId');
  const group = groups.find((g) => g.id === groupId) ?? null;
  const meetings = useGroupMeetings(groupId ?? undefined, { enabled: groupId !== null });
  const meeting = meetings.data?.find((m) => m.id === meetingId);
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const loans = useGroupLoans(groupId ?? undefined, { enabled: groupId !== null });
  const fund = useLoanFund(groupId ?? undefined);
  const emergency = (useEmergencyFunds(groupId ?? undefined).data ?? []).find((f) => f.isActive) ?? null;
  const active = useMemo(() => (loans.data ?? []).filter((l) => l.status === 'active'), [loans.data]);
  const blank = useMemo(
    () =>
      (members.data ?? [])
        .filter((m) => m.isActive)
        .map((m) => blankLine(m.id, m.memberName, active.find((l) => l.borrowerId === m.id)?.id ?? null)),
    [members.data, active],
  );
  const { user } = useSignedInUser();
  const { lines, setLines, clear } = useMeetingDraft(user.id, meetingId, blank);
  const kept = useQueuedCommands(user.id);
  const run = useSubmitMeeting(meetingId ?? 0, [`group-${groupId}`, `meeting-${meetingId}`]);
  return {
    canManage,
    groupId,
    meetingId,
    group,
    loading: meetings.isLoading,
    meeting,
    fund,
    emergency,
    active,
    lines,
    setLines,
    clear,
    kept,
    run,
  };
};

export type MeetingRun = ReturnType<typeof useMeetingRun>;
