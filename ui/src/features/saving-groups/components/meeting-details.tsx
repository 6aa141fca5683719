import { Descriptions } from 'antd';
import { formatCurrency, formatDate } from '@/lib/format';
import type { GroupMeeting } from '../api/get-group-meetings';
import { meetingDateText } from './meeting-format';

/** Every field of a meeting, for its View drawer. */
export function MeetingDetails({ meeting }: { readonly meeting: GroupMeeting }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'group', label: 'Group', children: meeting.groupName },
        { key: 'date', label: 'Date', children: meetingDateText(meeting.meetingDate) },
        { key: 'status', label: 'Status', children: meeting.status },
        { key: 'agenda', label: 'Agenda', children: meeting.agenda },
        { key: 'location', label: 'Location', children: meeting.location ?? '-' },
        { key: 'conductedBy', label: 'Conducted by', children: meeting.conductedBy ?? '-' },
        {
          key: 'attendees',
          label: 'Attendees',
          children: meeting.attendanceRecorded
            ? `${meeting.attendeesCount} of ${meeting.memberCount} members`
            : 'Not recorded yet',
        },
        { key: 'savings', label: 'Savings', children: formatCurrency(meeting.totalSavingsCollected) },
        { key: 'loans', label: 'Loans issued', children: formatCurrency(meeting.totalLoansIssued) },
        { key: 'repayments', label: 'Repayments', children: formatCurrency(meeting.totalRepayments) },
        { key: 'next', label: 'Next meeting', children: formatDate(meeting.nextMeetingDate) || '-' },
      ]}
    />
  );
}
