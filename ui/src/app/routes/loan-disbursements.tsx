import {
  ArrowLeftOutlined,
  BankOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  HistoryOutlined,
  PlusOutlined,
  RiseOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Card, Col, Empty, Flex, Row, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActiveTag } from '../../components/active-tag';
import { useEmergencyFunds } from '../../features/saving-groups/api/get-emergency-funds';
import { useGroupLoans } from '../../features/saving-groups/api/get-group-loans';
import { useLoanRepayments } from '../../features/saving-groups/api/get-loan-repayments';
import { fundTermsText, fundTitle } from '../../features/saving-groups/components/emergency-format';
import { GroupPicker } from '../../features/saving-groups/components/group-picker';
import { IssueLoanDialog } from '../../features/saving-groups/components/issue-loan-dialog';
import {
  loanDisplayStatusOf,
  recentLoans,
  sortLoans,
  summarizeDisbursements,
} from '../../features/saving-groups/components/loan-format';
import { LoansTable } from '../../features/saving-groups/components/loans-table';
import { RecordRepaymentDialog } from '../../features/saving-groups/components/record-repayment-dialog';
import { StatCards } from '../../features/saving-groups/components/stat-cards';
import { LoanStatusTag } from '../../features/saving-groups/components/tags';
import { formatDate, todayIso } from '../../lib/format';
import { formatCents, formatWireMoney } from '../../lib/money';
import { HistoryDrawer, type HistorySubject } from '../history-drawer';
import { useScopedGroups } from '../saving-groups-scope';
import { useIdParam } from '../search-param-id';
import { useSignedInUser } from '../use-signed-in-user';

interface Opening {
  readonly open: boolean;
  readonly opened: number;
}
const CLOSED: Opening = { open: false, opened: 0 };
const opening = (state: Opening): Opening => ({ open: true, opened: state.opened + 1 });
const closing = (state: Opening): Opening => ({ ...state, open: false });

/**
 * /loan-disbursements (spec §2 "Loan Disbursements"): back, a group picker (kept in ?groupId=), and once a
 * group is chosen its five cards, the Overview, Loans and Emergency tabs, Issue Loan and Record Payment.
 */
export default function LoanDisbursementsPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const navigate = useNavigate();
  const { groups, loading: groupsLoading } = useScopedGroups();
  const [groupId, setGroupId] = useIdParam('groupId');
  const chosen = groupId !== null;
  const loans = useGroupLoans(groupId ?? undefined, { enabled: chosen });
  const repayments = useLoanRepayments({ groupId: groupId ?? 0 }, { enabled: chosen });
  const funds = useEmergencyFunds(groupId ?? undefined);
  const [issuing, setIssuing] = useState<Opening>(CLOSED);
  const [repaying, setRepaying] = useState<Opening>(CLOSED);
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const today = todayIso();
  const loanList = sortLoans(loans.data ?? []);
  const summary = summarizeDisbursements(loanList, repayments.data ?? [], today);
  const group = groups.find((candidate) => candidate.id === groupId) ?? null;

  const issueButton = (label: string) => (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIssuing(opening)}>
      {label}
    </Button>
  );

  return (
    <Flex vertical gap={24}>
      <div>
        <Button
          type="link"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate('/saving-groups/loans')}
          style={{ paddingInline: 0 }}
        >
          Back to Loans
        </Button>
        <Flex align="center" justify="space-between" wrap gap={12}>
          <div>
            <Typography.Title level={2} style={{ marginBottom: 4 }}>
              Loan Disbursements
            </Typography.Title>
            <Typography.Text type="secondary">
              Issue loans, record repayments and follow a group's loan book
            </Typography.Text>
          </div>
          {chosen && canManage && (
            <Flex gap={8} wrap>
              <Button icon={<DollarOutlined aria-hidden />} onClick={() => setRepaying(opening)}>
                Record Payment
              </Button>
              {issueButton('Issue Loan')}
            </Flex>
          )}
        </Flex>
      </div>

      <GroupPicker groups={groups} loading={groupsLoading} value={groupId} onChange={setGroupId} />

      {!chosen ? (
        <Empty description="Choose a saving group to see its loans" />
      ) : (
        <>
          <StatCards
            loading={loans.isLoading || repayments.isLoading}
            label="Loan statistics"
            cards={[
              {
                title: 'Total Issued',
                value: formatCents(summary.totalIssued),
                icon: <RiseOutlined aria-hidden />,
                testId: 'disbursements-issued',
              },
              {
                title: 'Repayments',
                value: formatCents(summary.repayments),
                icon: <WalletOutlined aria-hidden />,
                testId: 'disbursements-repayments',
              },
              {
                title: 'Outstanding',
                value: formatCents(summary.outstanding),
                icon: <DollarOutlined aria-hidden />,
                testId: 'disbursements-outstanding',
                explanation:
                  'What the active loans still owe: total to repay (with service charge) minus amount paid',
              },
              {
                title: 'Active Loans',
                value: String(summary.active),
                icon: <BankOutlined aria-hidden />,
                testId: 'disbursements-active',
              },
              {
                title: 'Overdue',
                value: String(summary.overdue),
                icon: <ExclamationCircleOutlined aria-hidden />,
                testId: 'disbursements-overdue',
                explanation: 'Active loans whose due date has passed',
              },
            ]}
          />
          {(loans.error || repayments.error) && (
            <Typography.Text type="danger" role="alert">
              Could not load the loans: {(loans.error ?? repayments.error)?.message}
            </Typography.Text>
          )}

          <Tabs
            defaultActiveKey="overview"
            items={[
              {
                key: 'overview',
                label: 'Overview',
                children: (
                  <Row gutter={[16, 16]}>
                    <Col xs={24} lg={12}>
                      <Card title={<span id="recent-loans-heading">Recent Loans</span>} size="small">
                        <section aria-labelledby="recent-loans-heading">
                          {loanList.length === 0 ? (
                            <Empty description="No loans issued yet" />
                          ) : (
                            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                              {recentLoans(loanList).map((loan) => (
                                <li key={loan.id} style={{ padding: '8px 0' }}>
                                  <Flex justify="space-between" align="center" gap={8}>
                                    <Flex vertical>
                                      <Typography.Text strong>
                                        {loan.borrowerName ?? `Member ${loan.borrowerId}`}
                                      </Typography.Text>
                                      <Typography.Text type="secondary">
                                        {formatDate(loan.loanDate)}
                                      </Typography.Text>
                                    </Flex>
                                    <Flex gap={8} align="center">
                                      <Typography.Text>{formatWireMoney(loan.amount)}</Typography.Text>
                                      <LoanStatusTag status={loanDisplayStatusOf(loan, today)} />
                                    </Flex>
                                  </Flex>
                                </li>
                              ))}
                            </ul>
                          )}
                        </section>
                      </Card>
                    </Col>
                    <Col xs={24} lg={12}>
                      <Card title={<span id="group-funds-heading">Emergency Funds</span>} size="small">
                        <section aria-labelledby="group-funds-heading">
                          {(funds.data ?? []).length === 0 ? (
                            <Empty description="No emergency funds available" />
                          ) : (
                            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                              {(funds.data ?? []).map((fund) => (
                                <li key={fund.id} style={{ padding: '8px 0' }}>
                                  <Flex justify="space-between" align="center" gap={8}>
                                    <Flex vertical>
                                      <Typography.Text strong>{fundTitle(fund)}</Typography.Text>
                                      <Typography.Text type="secondary">
                                        {fundTermsText(fund)}
                                      </Typography.Text>
                                    </Flex>
                                    <ActiveTag isActive={fund.isActive} />
                                  </Flex>
                                </li>
                              ))}
                            </ul>
                          )}
                        </section>
                      </Card>
                    </Col>
                  </Row>
                ),
              },
              {
                key: 'loans',
                label: 'Loans',
                children: (
                  <LoansTable
                    loans={loanList}
                    loading={loans.isLoading}
                    today={today}
                    emptyText={
                      <Empty description="No Loans Issued">
                        {canManage && issueButton('Issue First Loan')}
                      </Empty>
                    }
                    actions={(loan) => (
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
                    )}
                  />
                ),
              },
              {
                key: 'emergency',
                label: 'Emergency',
                children: (
                  <Card>
                    <Flex vertical gap={12} align="start">
                      <Typography.Paragraph style={{ marginBottom: 0 }}>
                        Emergency disbursements are handled in the Emergency Fund module: contributions,
                        requests and their approval.
                      </Typography.Paragraph>
                      <Button onClick={() => navigate(`/emergency-fund?groupId=${groupId}`)}>
                        Go to Emergency Fund
                      </Button>
                    </Flex>
                  </Card>
                ),
              },
            ]}
          />
        </>
      )}

      {canManage && chosen && (
        <>
          <IssueLoanDialog
            key={`issue-${groupId}-${issuing.opened}`}
            open={issuing.open}
            groups={group ? [group] : groups}
            groupsLoading={groupsLoading}
            defaultGroupId={groupId}
            onClose={() => setIssuing(closing)}
          />
          <RecordRepaymentDialog
            key={`repay-${groupId}-${repaying.opened}`}
            open={repaying.open}
            loans={loanList}
            loansLoading={loans.isLoading}
            defaultLoanId={null}
            onClose={() => setRepaying(closing)}
          />
        </>
      )}
      <HistoryDrawer subject={history} onClose={() => setHistory(null)} />
    </Flex>
  );
}
