import { DollarOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Flex, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { type ExportFormat, ExportMenu } from '@/components/export-menu';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useExportContributions } from '@/features/contributions/api/export-contributions';
import { useContributionSummary } from '@/features/contributions/api/get-contribution-summary';
import {
  type Contribution,
  type ContributionStatus,
  useContributions,
} from '@/features/contributions/api/get-contributions';
import { ContributionFilters } from '@/features/contributions/components/contribution-filters';
import {
  contributionsHeading,
  filterContributions,
  monthLabel,
  monthParam,
  summarizeContributions,
} from '@/features/contributions/components/contribution-format';
import { ContributionStats } from '@/features/contributions/components/contribution-stats';
import { ContributionsTable } from '@/features/contributions/components/contributions-table';
import { PaymentsDrawer } from '@/features/contributions/components/payments-drawer';
import { RecordPaymentDialog } from '@/features/contributions/components/record-payment-dialog';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { headingRoleOf, useProjectPage } from '../project-scope';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';

/** /contributions (spec: screens "Contributions"): the month's cards, filters, export, the table and payments. */
export default function ContributionsPage() {
  const { user, actor, projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const canRecord = hasCapability(actor, 'payments.record');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [status, setStatus] = useState<ContributionStatus | null>(null);
  const [search, setSearch] = useState('');
  const monthValue = monthParam(month.year(), month.month() + 1);

  // The server filters by month; status and search narrow the month's rows here, so the cards always
  // describe the whole month and typing filters at once.
  const contributions = useContributions({ projectId, month: monthValue });
  // Record Payment's picker (every month with something outstanding), fetched with the page: the service
  // worker then keeps it, so the picker offers the last synced list offline, and the dialog opens at once
  useContributions({ projectId }, { enabled: canRecord });
  const summary = useContributionSummary(projectId, monthValue);
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
  const recording = useDisclosure<Contribution>();
  const [paymentsOfId, setPaymentsOfId] = useState<number | null>(null);
  const exportShown = (format: ExportFormat) =>
    exporter.mutate({
      format,
      filters: { projectId, month: monthValue, status: status ?? undefined, search },
    });
  usePageExport({ formats: ['csv', 'xlsx'], loading: exporter.isPending, onExport: exportShown });
  useQuickAddRequest(() => recording.open(), canRecord);

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={contributionsHeading(headingRoleOf(user), code)}
        subtitle={t('Monthly contributions and payments of parents')}
        actions={
          <>
            <ExportMenu loading={exporter.isPending} onExport={exportShown} />
            {canRecord && (
              <Button type="primary" icon={<DollarOutlined aria-hidden />} onClick={() => recording.open()}>
                {t('Record Payment')}
              </Button>
            )}
          </>
        }
      />
      <ContributionStats
        summary={summary.data ?? summarizeContributions(monthRows)}
        monthText={monthLabel(month.year(), month.month() + 1)}
        loading={summary.isLoading}
      />
      <ContributionFilters
        {...{ search, month, status }}
        onSearch={setSearch}
        onMonth={setMonth}
        onStatus={setStatus}
      />
      <LoadError what={t('contributions')} error={contributions.error} />
      <ListLimitNotice url="/api/contributions" shown={contributions.data?.length ?? 0} />
      <ContributionsTable
        contributions={shown}
        loading={contributions.isLoading}
        canRecord={canRecord}
        onRecord={recording.open}
        onPayments={(contribution) => setPaymentsOfId(contribution.id)}
      />
      {canRecord && (
        <RecordPaymentDialog
          key={recording.key}
          {...recording.props}
          contribution={recording.subject}
          projectId={projectId}
        />
      )}
      {/* read from the list, so the drawer's figures follow a reversal */}
      <PaymentsDrawer
        contribution={all.find((row) => row.id === paymentsOfId) ?? null}
        canReverse={hasCapability(actor, 'payments.reverse')}
        onClose={() => setPaymentsOfId(null)}
      />
    </Flex>
  );
}
