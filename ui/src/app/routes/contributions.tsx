import { DollarOutlined, DownOutlined, ExportOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, DatePicker, Descriptions, Drawer, Dropdown, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../components/search-input';
import { useExportContributions } from '../../features/contributions/api/export-contributions';
import {
  CONTRIBUTION_STATUSES,
  type Contribution,
  type ContributionStatus,
  useContributions,
} from '../../features/contributions/api/get-contributions';
import {
  filterContributions,
  monthLabel,
  monthParam,
  summarizeContributions,
} from '../../features/contributions/components/contribution-format';
import { ContributionStats } from '../../features/contributions/components/contribution-stats';
import { ContributionsTable, StatusBadge } from '../../features/contributions/components/contributions-table';
import { PaymentsList } from '../../features/contributions/components/payments-list';
import { RecordPaymentDialog } from '../../features/contributions/components/record-payment-dialog';
import { useProjects } from '../../features/projects/api/get-projects';
import { formatWireMoney } from '../../lib/money';
import { choosesProject, projectCodeFor, useSelectedProjectId } from '../project-scope';
import type { AssignedUser } from '../use-signed-in-user';
import { useSignedInUser } from '../use-signed-in-user';

const ALL = 'all';

/**
 * spec §2: '{code} - Parent Contributions' for one project (chosen in the header, or a project-level user's
 * own), else 'Cluster Parent Contributions'. A SuperAdmin with no project sees every project: 'All Parent
 * Contributions' (our choice; the specification names only the two).
 */
const contributionsHeading = (user: AssignedUser, code: string | null): string => {
  if (code) return `${code} - Parent Contributions`;
  if (user.role === 'SuperAdmin') return 'All Parent Contributions';
  return 'Cluster Parent Contributions';
};

/** /contributions (spec §2 "Contributions"): the month's cards, filters, export, the table and payments. */
export default function ContributionsPage() {
  const { user, actor } = useSignedInUser();
  const canRecord = hasCapability(actor, 'payments.record');
  const canReverse = hasCapability(actor, 'payments.reverse');
  const projectId = useSelectedProjectId();
  const projects = useProjects({ enabled: choosesProject(user) });

  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [status, setStatus] = useState<ContributionStatus | null>(null);
  const [search, setSearch] = useState('');
  const monthValue = monthParam(month.year(), month.month() + 1);

  // The server filters by month; status and search narrow the month's rows here, so the cards always
  // describe the whole month and typing filters at once.
  const contributions = useContributions({ projectId, month: monthValue });
  const exporter = useExportContributions();
  const all = contributions.data ?? [];
  const monthRows = useMemo(
    () => filterContributions(all, { search: '', status: null, month: monthValue }),
    [all, monthValue],
  );
  const shown = useMemo(
    () => filterContributions(monthRows, { search, status, month: null }),
    [monthRows, search, status],
  );
  const summary = summarizeContributions(monthRows);

  const [recording, setRecording] = useState<{ open: boolean; subject: Contribution | null; opened: number }>(
    {
      open: false,
      subject: null,
      opened: 0,
    },
  );
  const openRecording = (subject: Contribution | null) =>
    setRecording((state) => ({ open: true, subject, opened: state.opened + 1 }));
  const [paymentsOfId, setPaymentsOfId] = useState<number | null>(null);
  // read from the list so the drawer's figures follow a reversal
  const paymentsOf = all.find((row) => row.id === paymentsOfId) ?? null;

  const code = projectCodeFor(user, projectId, projects.data ?? []);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {contributionsHeading(user, code)}
          </Typography.Title>
          <Typography.Text type="secondary">Monthly contributions and payments of parents</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'csv', label: 'CSV' },
                { key: 'xlsx', label: 'Excel' },
              ],
              onClick: ({ key }) =>
                exporter.mutate({
                  format: key === 'xlsx' ? 'xlsx' : 'csv',
                  filters: { projectId, month: monthValue, status: status ?? undefined, search },
                }),
            }}
          >
            <Button icon={<ExportOutlined aria-hidden />} loading={exporter.isPending}>
              Export <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          {canRecord && (
            <Button type="primary" icon={<DollarOutlined aria-hidden />} onClick={() => openRecording(null)}>
              Record Payment
            </Button>
          )}
        </Flex>
      </Flex>

      <ContributionStats
        summary={summary}
        monthText={monthLabel(month.year(), month.month() + 1)}
        loading={contributions.isLoading}
      />

      <Flex gap={12} wrap role="search" aria-label="Filter contributions">
        <SearchInput
          label="Search participants"
          placeholder="Search participants"
          value={search}
          onChange={setSearch}
          maxWidth={320}
        />
        <DatePicker
          picker="month"
          aria-label="Month"
          value={month}
          allowClear={false}
          format="MMMM YYYY"
          onChange={(value: Dayjs | null) => {
            if (value) setMonth(value.startOf('month'));
          }}
        />
        <Select
          aria-label="Status"
          value={status ?? ALL}
          onChange={(value: string) => setStatus(value === ALL ? null : (value as ContributionStatus))}
          options={[
            { value: ALL, label: 'All statuses' },
            ...CONTRIBUTION_STATUSES.map((value) => ({ value, label: value })),
          ]}
          style={{ minWidth: 160 }}
        />
      </Flex>

      {contributions.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the contributions: {contributions.error.message}
        </Typography.Text>
      )}

      <ContributionsTable
        contributions={shown}
        loading={contributions.isLoading}
        canRecord={canRecord}
        onRecord={(contribution) => openRecording(contribution)}
        onPayments={(contribution) => setPaymentsOfId(contribution.id)}
      />

      {canRecord && (
        <RecordPaymentDialog
          key={`record-${recording.opened}`}
          open={recording.open}
          contribution={recording.subject}
          projectId={projectId}
          onClose={() => setRecording((state) => ({ ...state, open: false }))}
        />
      )}

      <Drawer
        open={paymentsOf !== null}
        onClose={() => setPaymentsOfId(null)}
        title={
          paymentsOf
            ? `Payments of ${paymentsOf.participantName} - ${monthLabel(paymentsOf.year, paymentsOf.month)}`
            : 'Payments'
        }
        size="large"
        destroyOnHidden
      >
        {paymentsOf && (
          <Flex vertical gap={24}>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'participant', label: 'Participant', children: paymentsOf.participantCode ?? '-' },
                {
                  key: 'expected',
                  label: 'Monthly Amount',
                  children: formatWireMoney(paymentsOf.expectedAmount),
                },
                { key: 'paid', label: 'Amount Paid', children: formatWireMoney(paymentsOf.paidAmount) },
                {
                  key: 'outstanding',
                  label: 'Outstanding',
                  children: formatWireMoney(paymentsOf.outstandingAmount),
                },
                { key: 'status', label: 'Status', children: <StatusBadge status={paymentsOf.status} /> },
              ]}
            />
            <PaymentsList contributionId={paymentsOf.id} canReverse={canReverse} />
          </Flex>
        )}
      </Drawer>
    </Flex>
  );
}
