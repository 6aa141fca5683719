import {
  AlertOutlined,
  BankOutlined,
  DollarOutlined,
  EditOutlined,
  FundOutlined,
  GiftOutlined,
  RiseOutlined,
  SafetyOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { GroupLedger } from '@pm/domain/api/audit-queries';
import { Alert, Card, Flex, Table, type TableColumnsType, Typography, theme } from 'antd';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { booksQuestionText, eventsCountedText } from './audit-format';

type Totals = GroupLedger['totals'];
type MemberBooks = GroupLedger['members'][number];
type LoanAtRisk = GroupLedger['loansAtRisk'][number];

const money = (pick: (totals: Totals) => number) => (totals: Totals) => formatWireMoney(pick(totals));

const TOTALS: readonly StatDef<Totals>[] = [
  [
    tKey('Savings'),
    'audit-savings',
    WalletOutlined,
    money((s) => s.savings),
    tKey("Members' savings recorded"),
  ],
  [
    tKey('Loan Fund'),
    'audit-loan-fund',
    BankOutlined,
    money((s) => s.loanFund),
    tKey('Savings, repayments, penalties and fees, less the loans disbursed and the share-outs paid'),
  ],
  [tKey('Loans Outstanding'), 'audit-loans-outstanding', RiseOutlined, money((s) => s.loansOutstanding)],
  [tKey('Emergency Fund'), 'audit-emergency-fund', SafetyOutlined, money((s) => s.emergencyFund)],
  [tKey('Repayments'), 'audit-repayments', DollarOutlined, money((s) => s.repayments)],
  [tKey('Penalties & Fees'), 'audit-penalties-fees', AlertOutlined, money((s) => s.penaltiesAndFees)],
  [tKey('Disbursed'), 'audit-disbursed', FundOutlined, money((s) => s.disbursed)],
  [tKey('Paid Out at Share-out'), 'audit-paid-out', GiftOutlined, money((s) => s.paidOut)],
  [
    tKey('Savings Adjusted'),
    'audit-savings-adjusted',
    EditOutlined,
    money((s) => s.savingsAdjusted),
    tKey("Corrections of closed cycles' entries in members' savings: no cash moved"),
  ],
];

const EMPTY_TOTALS: Totals = {
  savings: 0,
  savingsAdjusted: 0,
  repayments: 0,
  penaltiesAndFees: 0,
  disbursed: 0,
  paidOut: 0,
  loanFund: 0,
  loansOutstanding: 0,
  emergencyFund: 0,
};

const kes = (value: number) => formatWireMoney(value);

const memberColumns = (): TableColumnsType<MemberBooks> => [
  { title: t('Member No.'), dataIndex: 'memberNumber' },
  { title: t('Member'), dataIndex: 'memberName' },
  { title: t('Savings'), dataIndex: 'savings', align: 'right', render: kes },
  { title: t('Loans outstanding'), dataIndex: 'loansOutstanding', align: 'right', render: kes },
  { title: t('Repayments'), dataIndex: 'repayments', align: 'right', render: kes },
  { title: t('Penalties owed'), dataIndex: 'penaltiesOwed', align: 'right', render: kes },
  { title: t('Penalties paid'), dataIndex: 'penaltiesPaid', align: 'right', render: kes },
  { title: t('Fees paid'), dataIndex: 'feesPaid', align: 'right', render: kes },
];

const riskColumns = (names: ReadonlyMap<number, string>): TableColumnsType<LoanAtRisk> => [
  { title: t('Loan'), dataIndex: 'loanId', render: (id: number) => `#${id}` },
  {
    title: t('Borrower'),
    dataIndex: 'borrowerId',
    render: (id: number) => names.get(id) ?? t('Member {{id}}', { id }),
  },
  { title: t('Outstanding'), dataIndex: 'outstanding', align: 'right', render: kes },
  { title: t('Due date'), dataIndex: 'dueDate', render: formatDate },
  { title: t('Days overdue'), dataIndex: 'daysOverdue', align: 'right' },
];

/** The figures of the books as they stood: the totals, what the question was, and the server's note. */
export function BooksTotals({
  ledger,
  loading,
}: {
  readonly ledger?: GroupLedger;
  readonly loading: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM}>
      {ledger && (
        <Typography.Text data-testid="audit-books-question">
          {booksQuestionText(ledger.asOf, ledger.knownAt)} · {eventsCountedText(ledger)}
        </Typography.Text>
      )}
      {ledger?.note && <Alert type="info" showIcon data-testid="audit-note" title={ledger.note} />}
      <StatCards
        label={t('Books totals')}
        loading={loading && !ledger}
        cards={statCardsOf(TOTALS, ledger?.totals ?? EMPTY_TOTALS)}
      />
    </Flex>
  );
}

/** Every member's books (or the chosen member's), and the loans at risk on that day. */
export function BooksTables({
  ledger,
  loading,
  memberId,
}: {
  readonly ledger?: GroupLedger;
  readonly loading: boolean;
  readonly memberId: number | null;
}) {
  const { token } = theme.useToken();
  const members = (ledger?.members ?? []).filter((m) => memberId === null || m.memberId === memberId);
  const names = new Map((ledger?.members ?? []).map((m) => [m.memberId, m.memberName]));
  const risks = (ledger?.loansAtRisk ?? []).filter((l) => memberId === null || l.borrowerId === memberId);
  return (
    <Flex vertical gap={token.margin}>
      <Card title={t("Members' books")} size="small">
        <Table<MemberBooks>
          aria-label={t("Members' books")}
          data-testid="audit-members"
          rowKey="memberId"
          size="small"
          columns={memberColumns()}
          dataSource={members}
          loading={loading && !ledger}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(m) => ({ 'data-testid': `audit-member-${m.memberId}` }) as object}
          locale={{ emptyText: t('No members on this day') }}
        />
      </Card>
      <Card title={t('Loans at risk')} size="small">
        <Table<LoanAtRisk>
          aria-label={t('Loans at risk')}
          data-testid="audit-loans-at-risk"
          rowKey="loanId"
          size="small"
          columns={riskColumns(names)}
          dataSource={risks}
          loading={loading && !ledger}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('No loans overdue on this day') }}
        />
      </Card>
    </Flex>
  );
}
