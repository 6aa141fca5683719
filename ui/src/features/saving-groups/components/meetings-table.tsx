import { EyeOutlined, FormOutlined, TeamOutlined } from '@ant-design/icons';
import { Empty, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import type { GroupMeeting } from '../api/get-group-meetings';
import { meetingDateText } from './meeting-format';

interface MeetingsTableProps {
  readonly meetings: readonly GroupMeeting[];
  readonly loading: boolean;
  readonly canManage: boolean;
  readonly onAttendance: (meeting: GroupMeeting) => void;
  /** Record the meeting in one pass: attendance and every member's money. */
  readonly onRecord: (meeting: GroupMeeting) => void;
  readonly onView: (meeting: GroupMeeting) => void;
}

/** The Meetings tab (spec §2): date with weekday, agenda, attendees over members, savings, loans, status. */
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
      title: 'Date',
      key: 'date',
      render: (_: unknown, m: GroupMeeting) => meetingDateText(m.meetingDate),
      sorter: (a, b) => a.meetingDate.localeCompare(b.meetingDate),
    },
    {
      title: 'Agenda',
      dataIndex: 'agenda',
      key: 'agenda',
      render: (agenda: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 320 }}>
          {agenda}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Attendees',
      key: 'attendees',
      render: (_: unknown, m: GroupMeeting) => `${m.attendeesCount}/${m.memberCount}`,
    },
    moneyColumn<GroupMeeting>('Savings', 'totalSavingsCollected'),
    moneyColumn<GroupMeeting>('Loans', 'totalLoansIssued'),
    moneyColumn<GroupMeeting>('Repayments', 'totalRepayments'),
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: GroupMeeting['status']) => (
        <Tag color={status === 'Upcoming' ? 'blue' : 'green'}>{status}</Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, m: GroupMeeting) => (
        <Space>
          {canManage && m.status === 'Completed' && (
            <IconAction
              title="Record meeting"
              label={`Record the meeting of ${m.meetingDate} in one pass`}
              icon={<FormOutlined aria-hidden />}
              onClick={() => onRecord(m)}
            />
          )}
          {canManage && m.status === 'Completed' && (
            <IconAction
              title="Record attendance"
              label={`Record attendance of the meeting of ${m.meetingDate}`}
              icon={<TeamOutlined aria-hidden />}
              onClick={() => onAttendance(m)}
            />
          )}
          <IconAction
            title="View"
            label={`View the meeting of ${m.meetingDate}`}
            icon={<EyeOutlined aria-hidden />}
            onClick={() => onView(m)}
          />
        </Space>
      ),
    },
  ];
  return (
    <DataTable<GroupMeeting>
      rows={meetings}
      columns={columns}
      loading={loading}
      loadingText="Loading meetings..."
      emptyText={<Empty description="No Meetings Scheduled" />}
    />
  );
}
