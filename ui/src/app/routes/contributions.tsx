import { hasCapability } from '@pm/domain/access/policy';
import { Flex, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ExportFormat } from '@/components/export-menu';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { useExportContributions } from '@/features/contributions/api/export-contributions';
import type { Contribution, ContributionStatus } from '@/features/contributions/api/get-contributions';
import { ContributionFilters } from '@/features/contributions/components/contribution-filters';
import {
  contributionsHeading,
  monthLabel,
  monthParam,
  summarizeContributions,
} from '@/features/contributions/components/contribution-format';
import { ContributionStats } from '@/features/contributions/components/contribution-stats';
import { ContributionsTable } from '@/features/contributions/components/contributions-table';
import { PayRequestDialog } from '@/features/contributions/components/pay-request-dialog';
import { PaymentsDrawer } from '@/features/contributions/components/payments-drawer';
import { RecordPaymentDialog } from '@/features/contributions/components/record-payment-dialog';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { headingRoleOf, useProjectPage } from '../project-scope';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';
import { ContributionsHeader } from './contributions/contributions-header';
import { useMonthContributions } from './contributions/use-month-contributions';

/** /contributions (spec: screens "Contributions"): the month's cards, filters, export, the table and payments. */
export default function ContributionsPage() {
  const { user, actor, projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const canRecord = hasCapability(actor, 'payments.record');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [status, setStatus] = useState<ContributionStatus | null>(null);
  const [search, setSearch] = useState('');
  const monthValue = monthParam(month.year(), month.month() + 1);

  const { contributions, summary, all, monthRows, shown } = useMonthContributions({
    projectId,
    month: monthValue,
    search,
    status,
    canRecord,
  });
  const exporter = useExportContributions();
  const recording = useDisclosure<Contribution>();
  const asking = useDisclosure<Contribution>();
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
      <ContributionsHeader
        title={contributionsHeading(headingRoleOf(user), code)}
        exporting={exporter.isPending}
        onExport={exportShown}
        canRecord={canRecord}
        onRecord={() => recording.open()}
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
        onAskToPay={canRecord ? asking.open : undefined}
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
      {canRecord && <PayRequestDialog key={asking.key} {...asking.props} contribution={asking.subject} />}
      {/* read from the list, so the drawer's figures follow a reversal */}
      <PaymentsDrawer
        contribution={all.find((row) => row.id === paymentsOfId) ?? null}
        canReverse={hasCapability(actor, 'payments.reverse')}
        onClose={() => setPaymentsOfId(null)}
      />
    </Flex>
  );
}
