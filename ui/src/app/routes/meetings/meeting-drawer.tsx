import { DetailsDrawer } from '@/components/details-drawer';
import { HistoryTimeline } from '@/features/history/components/history-timeline';
import type { GroupMeeting } from '@/features/saving-groups/api/get-group-meetings';
import { MeetingDetails } from '@/features/saving-groups/components/meeting-details';
import { t } from '@/i18n';

/** The details and history of the meeting viewed (closed when none is). */
export function MeetingDrawer({
  meeting,
  onClose,
}: {
  readonly meeting: GroupMeeting | null;
  readonly onClose: () => void;
}) {
  return (
    <DetailsDrawer
      open={meeting !== null}
      title={meeting ? t('Meeting of {{date}}', { date: meeting.meetingDate }) : t('Meeting')}
      onClose={onClose}
      details={meeting && <MeetingDetails meeting={meeting} />}
      history={meeting && <HistoryTimeline stream={`meeting-${meeting.id}`} />}
    />
  );
}
