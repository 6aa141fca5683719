import { CalendarOutlined, CheckCircleOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import type { MeetingSummary } from './meeting-format';

/** Meetings Management (spec §2): Total Meetings, Upcoming, Completed, Avg Attendance. */
const MEETING_CARDS: readonly StatDef<MeetingSummary>[] = [
  ['Total Meetings', 'meetings-total', CalendarOutlined, (s) => String(s.total)],
  ['Upcoming', 'meetings-upcoming', ClockCircleOutlined, (s) => String(s.upcoming), 'Dated after today'],
  [
    'Completed',
    'meetings-completed',
    CheckCircleOutlined,
    (s) => String(s.completed),
    'Dated today or before',
  ],
  [
    'Avg Attendance',
    'meetings-attendance',
    TeamOutlined,
    (s) => String(s.avgAttendance),
    'Members present per meeting, rounded',
  ],
];

export function MeetingStats({
  summary,
  loading,
}: {
  readonly summary: MeetingSummary;
  readonly loading: boolean;
}) {
  return (
    <StatCards loading={loading} label="Meeting statistics" cards={statCardsOf(MEETING_CARDS, summary)} />
  );
}
