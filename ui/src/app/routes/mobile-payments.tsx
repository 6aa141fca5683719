import { hasCapability, mayReadMobilePayments, scopeOf } from '@pm/domain/access/policy';
import { Alert, Button, Flex, theme } from 'antd';
import { useState } from 'react';
import { FilterBar } from '@/components/filter-bar';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import {
  AssignDialog,
  filterLabel,
  MOBILE_PAYMENTS_URL,
  type MobilePayment,
  MobilePaymentsList,
  ReconcileDrawer,
  RefundDialog,
  type StatusFilter,
  StatusTabs,
  useMobilePayments,
  useStatusCounts,
} from '@/features/mobile-payments';
import { t } from '@/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDisclosure } from '@/lib/use-disclosure';
import { useProjectPage } from '../project-scope';

/**
 * /mobile-payments: the M-Pesa payments of the user's scope (the header's project narrows them), the
 * unmatched ones first: the staff's work. Each unmatched payment is assigned to a child or marked for
 * refund, with a reason and a confirmation (docs/domain/mobile-money.md, "Unmatched payments"); the
 * roles that only oversee read the list.
 */
export default function MobilePaymentsPage() {
  const { actor, projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const readable = mayReadMobilePayments(actor);
  const decides = hasCapability(actor, 'mobilePayments.decide');
  const [status, setStatus] = useState<StatusFilter>('unmatched');
  const [search, setSearch] = useState('');
  const serverSearch = useDebouncedValue(search, 300);
  const payments = useMobilePayments({ status, projectId, search: serverSearch }, { enabled: readable });
  const counts = useStatusCounts({ projectId, search: serverSearch }, { enabled: readable });
  const assigning = useDisclosure<MobilePayment>();
  const refunding = useDisclosure<MobilePayment>();
  const [reconciling, setReconciling] = useState(false);
  // the statement covers the whole paybill: only a reader of every project's payments can reconcile it
  // without other projects' receipts showing as not recorded
  const reconciles = readable && scopeOf(actor).kind === 'all';
  const rows = payments.data ?? [];

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={code ? t('{{code}} - M-Pesa Payments', { code }) : t('M-Pesa Payments')}
        subtitle={
          decides
            ? t(
                'Payments whose reference names no child wait here: assign each to a child, or mark it for refund',
              )
            : t('Payments parents made by M-Pesa, and what became of each')
        }
        actions={
          reconciles && <Button onClick={() => setReconciling(true)}>{t('Reconcile with statement')}</Button>
        }
      />
      {readable ? (
        <>
          <FilterBar label={t('Filter M-Pesa payments')}>
            <SearchInput
              label={t('Search by receipt or reference')}
              placeholder={t('Search by receipt or reference')}
              value={search}
              onChange={setSearch}
            />
          </FilterBar>
          <StatusTabs value={status} counts={counts} onChange={setStatus}>
            <Flex vertical gap={token.margin}>
              <LoadError what={t('M-Pesa payments')} error={payments.error} />
              <ListLimitNotice url={MOBILE_PAYMENTS_URL} shown={rows.length} />
              <MobilePaymentsList
                label={t('M-Pesa payments: {{status}}', { status: filterLabel(status) })}
                payments={rows}
                loading={payments.isLoading}
                onAssign={assigning.open}
                onRefund={refunding.open}
              />
            </Flex>
          </StatusTabs>
        </>
      ) : (
        <Alert type="info" showIcon title={t('M-Pesa payments are not available to your role.')} />
      )}
      {reconciles && <ReconcileDrawer open={reconciling} onClose={() => setReconciling(false)} />}
      {decides && (
        <>
          <AssignDialog key={`assign-${assigning.key}`} {...assigning.props} payment={assigning.subject} />
          <RefundDialog key={`refund-${refunding.key}`} {...refunding.props} payment={refunding.subject} />
        </>
      )}
    </Flex>
  );
}
