import {
  BankOutlined,
  CheckCircleOutlined,
  DollarOutlined,
  HistoryOutlined,
  PlusOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SearchInput } from '../../components/search-input';
import type { GroupLoan } from '../../features/saving-groups/api/get-group-loans';
import { useGroupLoans } from '../../features/saving-groups/api/get-group-loans';
import { GroupPicker } from '../../features/saving-groups/components/group-picker';
import { IssueLoanDialog } from '../../features/saving-groups/components/issue-loan-dialog';
import {
  filterLoans,
  LOAN_FILTER_LABELS,
  LOAN_FILTERS,
  type LoanFilter,
  remainingCents,
  sortLoans,
  summarizeLoans,
} from '../../features/saving-groups/components/loan-format';
import { LoansTable } from '../../features/saving-groups/components/loans-table';
import { RecordRepaymentDialog } from '../../features/saving-groups/components/record-repayment-dialog';
import { StatCards } from '../../features/saving-groups/components/stat-cards';
import { todayIso } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { HistoryDrawer, type HistorySubject } from '../history-drawer';
import { useScopedGroups } from '../saving-groups-scope';
import { useSignedInUser } from '../use-signed-in-user';

interface Opening<T> {
  readonly open: boolean;
  readonly subject: T | null;
  readonly opened: number;
}
const openWith =
  <T,>(subject: T | null) =>
  (state: Opening<T>): Opening<T> => ({ open: true, subject, opened: state.opened + 1 });
const close = <T,>(state: Opening<T>): Opening<T> => ({ ...state, open: false });

/**
 * /saving-groups/loans (spec §2 "Loans Management"): search, group and status filters, the four cards of
 * the loans shown, rows with their repayment progress, a working Issue Loan and, per active loan, Record
 * Payment and its history.
 */
export default function LoansManagementPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const { groups, loading: groupsLoading, inScope } = useScopedGroups();
  const loans = useGroupLoans();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [status, setStatus] = useState<LoanFilter>('all');
  const [issuing, setIssuing] = useState<Opening<never>>({ open: false, subject: null, opened: 0 });
  const [repaying, setRepaying] = useState<Opening<GroupLoan>>({ open: false, subject: null, opened: 0 });
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const today = todayIso();
  const all = useMemo(() => inScope(loans.data ?? []), [inScope, loans.data]);
  const shown = useMemo(
    () => sortLoans(filterLoans(all, { search, groupId, status }, today)),
    [all, search, groupId, status, today],
  );
  const summary = summarizeLoans(shown);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Loans Management
          </Typography.Title>
          <Typography.Text type="secondary">
            Loans of every group and their repayments ·{' '}
            <Link to="/loan-disbursements">Loan Disbursements</Link>
          </Typography.Text>
        </div>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setIssuing(openWith<never>(null))}
          >
            Issue Loan
          </Button>
        )}
      </Flex>

      <StatCards
        loading={loans.isLoading}
        label="Loan statistics"
        cards={[
          {
            title: 'Total Loaned',
            value: formatCents(summary.totalLoaned),
            icon: <DollarOutlined aria-hidden />,
            testId: 'loans-total',
          },
          {
            title: 'Outstanding',
            value: formatCents(summary.outstanding),
            icon: <WalletOutlined aria-hidden />,
            testId: 'loans-outstanding',
            explanation: 'Total to repay minus amount paid, over the active loans shown',
          },
          {
            title: 'Active',
            value: String(summary.active),
            icon: <BankOutlined aria-hidden />,
            testId: 'loans-active',
          },
          {
            title: 'Completed',
            value: String(summary.completed),
            icon: <CheckCircleOutlined aria-hidden />,
            testId: 'loans-completed',
          },
        ]}
      />

      <Flex gap={12} wrap role="search" aria-label="Filter loans">
        <SearchInput
          label="Search loans"
          placeholder="Search by borrower or purpose"
          value={search}
          onChange={setSearch}
          maxWidth={320}
        />
        <GroupPicker
          groups={groups}
          loading={groupsLoading}
          value={groupId}
          onChange={setGroupId}
          allowAll
          label="Group"
        />
        <Select<LoanFilter>
          aria-label="Status"
          value={status}
          onChange={setStatus}
          options={LOAN_FILTERS.map((value) => ({ value, label: LOAN_FILTER_LABELS[value] }))}
          style={{ minWidth: 160 }}
        />
      </Flex>

      {loans.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the loans: {loans.error.message}
        </Typography.Text>
      )}
      <LoansTable
        loans={shown}
        loading={loans.isLoading}
        today={today}
        showGroup
        actions={(loan) => (
          <>
            {canManage && loan.status === 'active' && remainingCents(loan) > 0 && (
              <Button
                icon={<DollarOutlined aria-hidden />}
                aria-label={`Record payment for ${loan.borrowerName ?? `loan ${loan.id}`}`}
                onClick={() => setRepaying(openWith(loan))}
              >
                Record Payment
              </Button>
            )}
            <Tooltip title="History">
              <Button
                icon={<HistoryOutlined aria-hidden />}
                aria-label={`History of the loan of ${loan.borrowerName ?? `member ${loan.borrowerId}`}`}
                onClick={() =>
                  setHistory({
                    stream: `loan-${loan.id}`,
                    title: `History of the loan of ${loan.borrowerName ?? `member ${loan.borrowerId}`}`,
                  })
                }
              />
            </Tooltip>
          </>
        )}
      />

      {canManage && (
        <>
          <IssueLoanDialog
            key={`issue-${issuing.opened}`}
            open={issuing.open}
            groups={groups}
            groupsLoading={groupsLoading}
            defaultGroupId={groupId}
            onClose={() => setIssuing(close)}
          />
          <RecordRepaymentDialog
            key={`repay-${repaying.opened}`}
            open={repaying.open}
            loans={all}
            loansLoading={loans.isLoading}
            defaultLoanId={repaying.subject?.id ?? null}
            onClose={() => setRepaying(close)}
          />
        </>
      )}
      <HistoryDrawer subject={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
