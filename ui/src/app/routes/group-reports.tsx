import {
  CalendarOutlined,
  ExclamationCircleOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
} from '@ant-design/icons';
import type { GroupReportStats } from '@pm/domain/api/group-report-queries';
import { Card, Flex, Tabs, theme } from 'antd';
import { PageHeader } from '@/components/page-header';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { useMeetingMinutes } from '@/features/saving-groups/api/get-meeting-minutes';
import { useGroupReportStats } from '@/features/saving-groups/api/group-reports';
import { GroupReportGenerator } from '@/features/saving-groups/components/group-report-generator';
import { MinutesList } from '@/features/saving-groups/components/minutes-list';
import { MinutesUpload } from '@/features/saving-groups/components/minutes-upload';
import { ShareOutPanel } from '@/features/saving-groups/components/share-out-panel';
import { t, tKey } from '@/i18n';
import { useMinistryPage } from '../saving-groups-scope';

const STATS: readonly StatDef<GroupReportStats>[] = [
  [
    tKey('Total Reports'),
    'group-reports-total',
    FolderOpenOutlined,
    (s) => String(s.totalReports),
    tKey('Minutes and visit reports'),
  ],
  [tKey('Meeting Minutes'), 'group-reports-minutes', FileTextOutlined, (s) => String(s.meetingMinutes)],
  [tKey('This Month'), 'group-reports-month', CalendarOutlined, (s) => String(s.thisMonth)],
  [
    tKey('Pending Reviews'),
    'group-reports-pending',
    ExclamationCircleOutlined,
    (s) => String(s.pendingReviews),
    tKey('Visits whose follow-up date has come'),
  ],
];

/** The report types: key, label and description (English, translated where shown), whether it takes dates. */
const GENERATORS = [
  [
    'attendance',
    tKey('Attendance'),
    tKey('Meetings held and attended by each member, and their attendance rate.'),
    true,
  ],
  [
    'group-records',
    tKey('Group Records'),
    tKey("The group's register: members, roles, savings and loans owed."),
    false,
  ],
  [
    'fund-balance',
    tKey('Fund Balance'),
    tKey('Savings, repayments, penalties and fees, loans disbursed, the loan fund and the emergency fund.'),
    false,
  ],
  [
    'shares-saved',
    tKey('Shares Saved'),
    tKey("Each member's savings in the period and their share of the group's."),
    true,
  ],
  [
    'visitation',
    tKey('Visitation'),
    tKey('Visits to the groups: who came, what they found and recommended.'),
    true,
  ],
] as const;

/**
 * /saving-groups/reports (spec: screens "Group Reports"): the stats row and the tabs: five report generators
 * (opened in a new window and printed after 500 ms, or downloaded as PDF), our share-out preview
 * and the meeting minutes.
 */
export default function GroupReportsPage() {
  const { token } = theme.useToken();
  const { projectId, canManage, groups, loading, actor } = useMinistryPage();
  const stats = useGroupReportStats(projectId);
  // the same minutes the Meeting Minutes card counts: the header's project's, when one is chosen
  const minutes = useMeetingMinutes(undefined, { projectId });
  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Group Reports')}
        subtitle={t('Printable reports of the saving groups, and their meeting minutes')}
      />
      <StatCards
        label={t('Report statistics')}
        loading={stats.isLoading}
        cards={statCardsOf(
          STATS,
          stats.data ?? { totalReports: 0, meetingMinutes: 0, thisMonth: 0, pendingReviews: 0 },
        )}
      />
      <Card>
        <Tabs
          items={[
            ...GENERATORS.map(([type, label, description, usesDates]) => ({
              key: type,
              label: t(label),
              children: (
                <GroupReportGenerator
                  type={type}
                  description={t(description)}
                  usesDates={usesDates}
                  groups={groups}
                  groupsLoading={loading}
                />
              ),
            })),
            {
              key: 'share-out',
              label: t('Share-out'),
              children: <ShareOutPanel groups={groups} groupsLoading={loading} actor={actor} />,
            },
            {
              key: 'meeting-minutes',
              label: t('Meeting Minutes'),
              children: (
                <Flex vertical gap="large">
                  {canManage && <MinutesUpload groups={groups} />}
                  <MinutesList minutes={minutes.data ?? []} loading={minutes.isLoading} />
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
