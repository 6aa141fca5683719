import { Empty, Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { type GroupMeeting, useGroupMeetings } from '@/features/saving-groups/api/get-group-meetings';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { MeetingStats } from '@/features/saving-groups/components/meeting-cards';
import { summarizeMeetings } from '@/features/saving-groups/components/meeting-format';
import { MeetingTabs } from '@/features/saving-groups/components/meeting-tabs';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useQuickAddRequest } from '../shell/quick-add';
import { MeetingDialogs } from './meetings/meeting-dialogs';
import { MeetingDrawer } from './meetings/meeting-drawer';
import { MeetingsHeader } from './meetings/meetings-header';

/**
 * /saving-groups/meetings and /meetings-management (spec: screens "Meetings Management"): a group (?groupId=),
 * Schedule Meeting, Record Minutes, the four cards and the Meetings, Attendance and Minutes tabs. A meeting's money columns are the
 * sums of what was recorded at it.
 */
export default function MeetingsPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { canManage, groups, loading: groupsLoading } = useMinistryPage();
  const [groupId, setGroupId] = useIdParam('groupId');
  const meetings = useGroupMeetings(groupId ?? undefined, { enabled: groupId !== null });
  const members = useGroupMembers(groupId ?? undefined, { enabled: groupId !== null });
  const scheduling = useDisclosure();
  const recordingMinutes = useDisclosure();
  const [tab, setTab] = useState('meetings');
  const [attendanceOf, setAttendanceOf] = useState<number | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const list = meetings.data ?? [];
  const group = groups.find((g) => g.id === groupId) ?? null;
  const summary = useMemo(() => summarizeMeetings(list), [list]);
  const chosen = list.find((m) => m.id === attendanceOf) ?? null;
  const viewing = list.find((m) => m.id === viewingId) ?? null;
  useQuickAddRequest(() => scheduling.open(), canManage && groupId !== null);
  const openAttendance = (meeting: GroupMeeting) => {
    setAttendanceOf(meeting.id);
    setTab('attendance');
  };

  return (
    <Flex vertical gap={token.marginLG}>
      <MeetingsHeader
        offersActions={canManage && groupId !== null}
        onMinutes={() => recordingMinutes.open()}
        onSchedule={() => scheduling.open()}
      />
      <GroupPicker
        groups={groups}
        loading={groupsLoading}
        value={groupId}
        onChange={(id) => {
          setGroupId(id);
          setAttendanceOf(null);
        }}
      />
      {groupId === null ? (
        <Empty description={t('Choose a saving group to see its meetings')} />
      ) : (
        <>
          <MeetingStats summary={summary} loading={meetings.isLoading} />
          <LoadError what={t('meetings')} error={meetings.error} />
          <MeetingTabs
            groupId={groupId}
            meetings={list}
            loading={meetings.isLoading}
            members={members.data ?? []}
            canManage={canManage}
            tab={tab}
            onTab={setTab}
            attendanceOf={chosen}
            onAttendance={openAttendance}
            onRecord={(m) =>
              navigate(`/saving-groups/meetings/record?groupId=${m.groupId}&meetingId=${m.id}`)
            }
            onView={(m) => setViewingId(m.id)}
          />
          {canManage && (
            <MeetingDialogs
              groupId={groupId}
              location={group?.meetingLocation ?? null}
              members={members.data ?? []}
              scheduling={scheduling}
              recordingMinutes={recordingMinutes}
            />
          )}
        </>
      )}
      <MeetingDrawer meeting={viewing} onClose={() => setViewingId(null)} />
    </Flex>
  );
}
