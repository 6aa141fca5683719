import { Descriptions } from 'antd';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { GroupMeeting } from '../api/get-group-meetings';
import { meetingDateText, meetingStatusText } from './meeting-format';

/** Every field of a meeting, for its View drawer. */
export function MeetingDetails({ meeting }: { readonly meeting: GroupMeeting }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'group', label: t('Group'), children: meeting.groupName },
        { key: 'date', label: t('Date'), children: meetingDateText(meeting.meetingDate) },
        { key: 'status', label: t('Status'), children: meetingStatusText(meeting.status) },
        { key: 'agenda', label: t('Agenda'), children: meeting.agenda },
        { key: 'location', label: t('Location'), children: meeting.location ?? '-' },
        { key: 'conductedBy', label: t('Conducted by'), children: meeting.conductedBy ?? '-' },
        {
          key: 'attendees',
          label: t('Attendees'),
          children: meeting.attendanceRecorded
            ? t('{{attendees}} of {{count}} members', {
                attendees: meeting.attendeesCount,
                count: meeting.memberCount,
              })
            : t('Not recorded yet'),
        },
        { key: 'savings', label: t('Savings'), children: formatWireMoney(meeting.totalSavingsCollected) },
        { key: 'loans', label: t('Loans issued'), children: formatWireMoney(meeting.totalLoansIssued) },
        { key: 'repayments', label: t('Repayments'), children: formatWireMoney(meeting.totalRepayments) },
        { key: 'next', label: t('Next meeting'), children: formatDate(meeting.nextMeetingDate) || '-' },
      ]}
    />
  );
}
