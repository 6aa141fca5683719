import { Tabs } from 'antd';
import { t } from '@/i18n';
import { downloadFile } from '@/lib/download';
import { useToast } from '@/lib/toast';
import type { GroupMeeting } from '../api/get-group-meetings';
import type { GroupMember } from '../api/get-group-members';
import { type MeetingMinutes, useMeetingMinutes } from '../api/get-meeting-minutes';
import { AttendanceRegister } from './attendance-register';
import { MeetingsTable } from './meetings-table';
import { MinutesCards } from './minutes-cards';

interface MeetingTabsProps {
  readonly groupId: number;
  readonly meetings: readonly GroupMeeting[];
  readonly loading: boolean;
  readonly members: readonly GroupMember[];
  readonly canManage: boolean;
  readonly tab: string;
  readonly onTab: (tab: string) => void;
  /** The meeting the Attendance tab shows. */
  readonly attendanceOf: GroupMeeting | null;
  readonly onAttendance: (meeting: GroupMeeting) => void;
  readonly onRecord: (meeting: GroupMeeting) => void;
  readonly onView: (meeting: GroupMeeting) => void;
}

/** Meetings Management's three tabs (spec: screens): Meetings, Attendance, Minutes. */
export function MeetingTabs({
  groupId,
  meetings,
  loading,
  members,
  canManage,
  tab,
  onTab,
  attendanceOf,
  onAttendance,
  onRecord,
  onView,
}: MeetingTabsProps) {
  const minutes = useMeetingMinutes(groupId);
  const toast = useToast();
  const download = (m: MeetingMinutes) =>
    downloadFile(`/api/meeting-minutes/${m.id}/download`, undefined, m.originalName ?? 'minutes.pdf').catch(
      (error: Error) => toast.error(t('Error'), error.message),
    );
  return (
    <Tabs
      activeKey={tab}
      onChange={onTab}
      items={[
        {
          key: 'meetings',
          label: t('Meetings'),
          children: (
            <MeetingsTable
              meetings={meetings}
              loading={loading}
              canManage={canManage}
              onAttendance={onAttendance}
              onRecord={onRecord}
              onView={onView}
            />
          ),
        },
        {
          key: 'attendance',
          label: t('Attendance'),
          children: <AttendanceRegister meeting={attendanceOf} members={members} canManage={canManage} />,
        },
        {
          key: 'minutes',
          label: t('Minutes'),
          children: (
            <MinutesCards minutes={minutes.data ?? []} loading={minutes.isLoading} onDownload={download} />
          ),
        },
      ]}
    />
  );
}
