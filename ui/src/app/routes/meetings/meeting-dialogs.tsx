import type { GroupMember } from '@/features/saving-groups/api/get-group-members';
import { RecordMinutesDialog } from '@/features/saving-groups/components/record-minutes-dialog';
import { ScheduleMeetingDialog } from '@/features/saving-groups/components/schedule-meeting-dialog';
import type { Disclosure } from '@/lib/use-disclosure';

interface MeetingDialogsProps {
  readonly groupId: number;
  /** Where the group meets: the new meeting's place to start with. */
  readonly location: string | null;
  readonly members: readonly GroupMember[];
  readonly scheduling: Disclosure<never>;
  readonly recordingMinutes: Disclosure<never>;
}

/** Schedule Meeting and Record Minutes for the chosen group, each a fresh form at every opening. */
export function MeetingDialogs({
  groupId,
  location,
  members,
  scheduling,
  recordingMinutes,
}: MeetingDialogsProps) {
  return (
    <>
      <ScheduleMeetingDialog
        key={`schedule-${scheduling.key}`}
        {...scheduling.props}
        groupId={groupId}
        location={location}
      />
      <RecordMinutesDialog
        key={`minutes-${recordingMinutes.key}`}
        {...recordingMinutes.props}
        groupId={groupId}
        members={members}
      />
    </>
  );
}
