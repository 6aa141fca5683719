import {
  AlertOutlined,
  BankOutlined,
  DollarOutlined,
  FundOutlined,
  RiseOutlined,
  SafetyOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { GroupLedger } from '@pm/domain/api/audit-queries';
import { Alert, Card, Flex, Table, type TableColumnsType, Typography, theme } from 'antd';
import { StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { booksQuestionText, eventsCountedText } from './audit-format';

type Totals = GroupLedger['totals'];
type MemberBooks = GroupLedger['members'][number];
type LoanAtRisk = GroupLedger['loansAtRisk'][number];

const money = (pick: (t: Totals) => number) => (t: Totals) => formatWireMoney(pick(t));

const TOTALS: readonly StatDef<Totals>[] = [
  ['Savings', 'audit-savings', WalletOutlined, money((t) => t.savings), "Members' savings recorded"],
  [
    'Loan Fund',
    'audit-loan-fund',
    BankOutlined,
    money((t) => t.loanFund),
    'Savings, repayments, penalties and fees, less the loans disbursed',
  ],
  ['Loans Outstanding', 'audit-loans-outstanding', RiseOutlined, money((t) => t.loansOutstanding)],
  ['Emergency Fund', 'audit-emergency-fund', SafetyOutlined, money((t) => t.emergencyFund)],
  ['Repayments', 'audit-repayments', DollarOutlined, money((t) => t.repayments)],
  ['Penalties & Fees', 'audit-penalties-fees', AlertOutlined, money((t) => t.penaltiesAndFees)],
  ['Disbursed', 'audit-disbursed', FundOutlined, money((t) => t.disbursed)],
];

const EMPTY_TOTALS: Totals = {
  savings: 0,
  repayments: 0,
  penaltiesAndFees: 0,
  disbursed: 0,
  loanFund: 0,
  loansOutstanding: 0,
  emergencyFund: 0,
};

const kes = (value: number) => formatWireMoney(value);

const MEMBER_COLUMNS: TableColumnsType<MemberBooks> = [
  { title: 'Member No.', dataIndex: 'memberNumber' },
  { title: 'Member', dataIndex: 'memberName' },
  { title: 'Savings', dataIndex: 'savings', align: 'right', render: kes },
  { title: 'Loans outstanding', dataIndex: 'loansOutstanding', align: 'right', render: kes },
  { title: 'Repayments', dataIndex: 'repayments', align: 'right', render: kes },
  { title: 'Penalties owed', dataIndex: 'penaltiesOwed', align: 'right', render: kes },
  { title: 'Penalties paid', dataIndex: 'penaltiesPaid', align: 'right', render: kes },
  { title: 'Fees paid', dataIndex: 'feesPaid', align: 'right', render: kes },
];

const riskColumns = (names: ReadonlyMap<number, string>): TableColumnsType<LoanAtRisk> => [
  { title: 'Loan', dataIndex: 'loanId', render: (id: number) => `#${id}` },
  { title: 'Borrower', dataIndex: 'borrowerId', render: (id: number) => names.get(id) ?? `Member ${id}` },
  { title: 'Outstanding', dataIndex: 'outstanding', align: 'right', render: kes },
  { title: 'Due date', dataIndex: 'dueDate', render: formatDate },
  { title: 'Days overdue', dataIndex: 'daysOverdue', align: 'right' },
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
        label="Books totals"
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
      <Card title="Members' books" size="small">
        <Table<MemberBooks>
          aria-label="Members' books"
          data-testid="audit-members"
          rowKey="memberId"
          size="small"
          columns={MEMBER_COLUMNS}
          dataSource={members}
          loading={loading && !ledger}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(m) => ({ 'data-testid': `audit-member-${m.memberId}` }) as object}
          locale={{ emptyText: 'No members on this day' }}
        />
      </Card>
      <Card title="Loans at risk" size="small">
        <Table<LoanAtRisk>
          aria-label="Loans at risk"
          data-testid="audit-loans-at-risk"
          rowKey="loanId"
          size="small"
          columns={riskColumns(names)}
          dataSource={risks}
          loading={loading && !ledger}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No loans overdue on this day' }}
        />
      </Card>
    </Flex>
  );
}
