import { EyeOutlined, FormOutlined, TeamOutlined } from '@ant-design/icons';
import { Empty, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import type { GroupMeeting } from '../api/get-group-meetings';
import { isRecordable, MEETING_STATUS_COLORS, meetingDateText, meetingStatusText } from './meeting-format';
import { RowAction } from './row-action';

interface MeetingsTableProps {
  readonly meetings: readonly GroupMeeting[];
  readonly loading: boolean;
  readonly canManage: boolean;
  readonly onAttendance: (meeting: GroupMeeting) => void;
  /** Record the meeting in one pass: attendance and every member's money. */
  readonly onRecord: (meeting: GroupMeeting) => void;
  readonly onView: (meeting: GroupMeeting) => void;
}

/** Record meeting and Attendance (a meeting that can be recorded, for who may manage), and View. */
function MeetingActions({
  meeting: m,
  canManage,
  onAttendance,
  onRecord,
  onView,
}: Omit<MeetingsTableProps, 'meetings' | 'loading'> & { readonly meeting: GroupMeeting }) {
  return (
    <Flex gap={4} wrap>
      {canManage && isRecordable(m) && (
        <RowAction
          text={t('Record meeting')}
          label={t('Record meeting of {{date}} in one pass', { date: m.meetingDate })}
          tooltip={t("Who came and every member's money, in one pass")}
          icon={<FormOutlined aria-hidden />}
          onClick={() => onRecord(m)}
        />
      )}
      {canManage && isRecordable(m) && (
        <RowAction
          text={t('Attendance')}
          label={t('Attendance of the meeting of {{date}}', { date: m.meetingDate })}
          icon={<TeamOutlined aria-hidden />}
          onClick={() => onAttendance(m)}
        />
      )}
      <RowAction
        text={t('View')}
        label={t('View the meeting of {{date}}', { date: m.meetingDate })}
        icon={<EyeOutlined aria-hidden />}
        onClick={() => onView(m)}
      />
    </Flex>
  );
}

/**
 * The Meetings tab (spec: screens): date with weekday, agenda, attendees over members, savings, loans, status,
 * and each meeting's actions in words. It fits the content area of a 1440 px screen without scrolling
 * sideways: the agenda keeps two lines of a narrow column and the actions wrap within theirs.
 */
export function MeetingsTable({
  meetings,
  loading,
  canManage,
  onAttendance,
  onRecord,
  onView,
}: MeetingsTableProps) {
  const columns: TableColumnsType<GroupMeeting> = [
    {
      title: t('Date'),
      key: 'date',
      render: (_: unknown, m: GroupMeeting) => meetingDateText(m.meetingDate),
      sorter: (a, b) => a.meetingDate.localeCompare(b.meetingDate),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      title: t('Agenda'),
      dataIndex: 'agenda',
      key: 'agenda',
      // two lines of it at most, in a column that keeps its width on a phone too
      width: 220,
      render: (agenda: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: agenda }} style={{ marginBottom: 0 }}>
          {agenda}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('Attendees'),
      key: 'attendees',
      render: (_: unknown, m: GroupMeeting) => `${m.attendeesCount}/${m.memberCount}`,
    },
    moneyColumn<GroupMeeting>(t('Savings'), 'totalSavingsCollected'),
    moneyColumn<GroupMeeting>(t('Loans'), 'totalLoansIssued'),
    moneyColumn<GroupMeeting>(t('Repayments'), 'totalRepayments'),
    {
      title: t('Status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: GroupMeeting['status']) => (
        <Tag color={MEETING_STATUS_COLORS[status] ?? 'default'}>{meetingStatusText(status)}</Tag>
      ),
    },
    {
      title: t('Actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, m: GroupMeeting) => (
        <MeetingActions
          meeting={m}
          canManage={canManage}
          onAttendance={onAttendance}
          onRecord={onRecord}
          onView={onView}
        />
      ),
    },
  ];
  return (
    <DataTable<GroupMeeting>
      size="small"
      rows={meetings}
      columns={columns}
      loading={loading}
      loadingText={t('Loading meetings...')}
      emptyText={<Empty description={t('No Meetings Scheduled')} />}
    />
  );
}
