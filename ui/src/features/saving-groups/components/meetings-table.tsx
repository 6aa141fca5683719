import { EyeOutlined, FormOutlined, TeamOutlined } from '@ant-design/icons';
import { Empty, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import type { GroupMeeting } from '../api/get-group-meetings';
import { meetingDateText, meetingStatusText } from './meeting-format';

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
      title: t('Date'),
      key: 'date',
      render: (_: unknown, m: GroupMeeting) => meetingDateText(m.meetingDate),
      sorter: (a, b) => a.meetingDate.localeCompare(b.meetingDate),
    },
    {
      title: t('Agenda'),
      dataIndex: 'agenda',
      key: 'agenda',
      render: (agenda: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 320 }}>
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
        <Tag color={status === 'Upcoming' ? 'blue' : 'green'}>{meetingStatusText(status)}</Tag>
      ),
    },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, m: GroupMeeting) => (
        <Space>
          {canManage && m.status === 'Completed' && (
            <IconAction
              title={t('Record meeting')}
              label={t('Record the meeting of {{date}} in one pass', { date: m.meetingDate })}
              icon={<FormOutlined aria-hidden />}
              onClick={() => onRecord(m)}
            />
          )}
          {canManage && m.status === 'Completed' && (
            <IconAction
              title={t('Record attendance')}
              label={t('Record attendance of the meeting of {{date}}', { date: m.meetingDate })}
              icon={<TeamOutlined aria-hidden />}
              onClick={() => onAttendance(m)}
            />
          )}
          <IconAction
            title={t('View')}
            label={t('View the meeting of {{date}}', { date: m.meetingDate })}
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
      loadingText={t('Loading meetings...')}
      emptyText={<Empty description={t('No Meetings Scheduled')} />}
    />
  );
}
