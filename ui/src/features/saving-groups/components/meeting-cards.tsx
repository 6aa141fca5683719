import { CalendarOutlined, CheckCircleOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import type { FigureProps } from './figure-cards';
import type { MeetingSummary } from './meeting-format';

/**
 * Meetings Management (spec: screens): Total Meetings, Upcoming, Completed, Avg Attendance. Titles and
 * explanations in English (tKey): statCardsOf translates them.
 */
const MEETING_CARDS: readonly StatDef<MeetingSummary>[] = [
  [tKey('Total Meetings'), 'meetings-total', CalendarOutlined, (s) => String(s.total)],
  [
    tKey('Upcoming'),
    'meetings-upcoming',
    ClockCircleOutlined,
    (s) => String(s.upcoming),
    tKey('Dated after today'),
  ],
  [
    tKey('Completed'),
    'meetings-completed',
    CheckCircleOutlined,
    (s) => String(s.completed),
    tKey('Held: attendance or money recorded at them'),
  ],
  [
    tKey('Avg Attendance'),
    'meetings-attendance',
    TeamOutlined,
    (s) => String(s.avgAttendance),
    tKey('Members present per meeting held, rounded'),
  ],
];

export const MeetingStats = ({ summary, loading }: FigureProps<MeetingSummary>) => (
  <StatCards loading={loading} label={t('Meeting statistics')} cards={statCardsOf(MEETING_CARDS, summary)} />
);
