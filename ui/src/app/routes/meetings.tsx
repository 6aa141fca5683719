import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DetailsDrawer } from '@/components/details-drawer';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { HistoryTimeline } from '@/features/history/components/history-timeline';
import { type GroupMeeting, useGroupMeetings } from '@/features/saving-groups/api/get-group-meetings';
import { useGroupMembers } from '@/features/saving-groups/api/get-group-members';
import { GroupPicker } from '@/features/saving-groups/components/group-picker';
import { MeetingStats } from '@/features/saving-groups/components/meeting-cards';
import { MeetingDetails } from '@/features/saving-groups/components/meeting-details';
import { summarizeMeetings } from '@/features/saving-groups/components/meeting-format';
import { MeetingTabs } from '@/features/saving-groups/components/meeting-tabs';
import { RecordMinutesDialog } from '@/features/saving-groups/components/record-minutes-dialog';
import { ScheduleMeetingDialog } from '@/features/saving-groups/components/schedule-meeting-dialog';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useMinistryPage } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useQuickAddRequest } from '../shell/quick-add';

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
      <PageHeader
        title={t('Meetings Management')}
        subtitle={t("A group's meetings, attendance and the money recorded at each")}
        actions={
          canManage &&
          groupId !== null && (
            <>
              <Button icon={<FileTextOutlined aria-hidden />} onClick={() => recordingMinutes.open()}>
                {t('Record Minutes')}
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => scheduling.open()}>
                {t('Schedule Meeting')}
              </Button>
            </>
          )
        }
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
            <>
              <ScheduleMeetingDialog
                key={`schedule-${scheduling.key}`}
                {...scheduling.props}
                groupId={groupId}
                location={group?.meetingLocation ?? null}
              />
              <RecordMinutesDialog
                key={`minutes-${recordingMinutes.key}`}
                {...recordingMinutes.props}
                groupId={groupId}
                members={members.data ?? []}
              />
            </>
          )}
        </>
      )}
      <DetailsDrawer
        open={viewing !== null}
        title={viewing ? t('Meeting of {{date}}', { date: viewing.meetingDate }) : t('Meeting')}
        onClose={() => setViewingId(null)}
        details={viewing && <MeetingDetails meeting={viewing} />}
        history={viewing && <HistoryTimeline stream={`meeting-${viewing.id}`} />}
      />
    </Flex>
  );
}
