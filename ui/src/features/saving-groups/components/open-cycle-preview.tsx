import { PrinterOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain/access/policy';
import { Alert, Button, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { t } from '@/i18n';
import { formatCents, formatWireMoney, sumCents } from '@/lib/money';
import { printSheet } from '@/lib/print-sheet';
import type { ShareOutPreview } from '../api/get-share-out-preview';
import { CycleClosePanel } from './cycle-close-panel';
import { shareOutHtml } from './share-out-print';

type MemberLine = ShareOutPreview['members'][number];

/** '(savings … + service charges … + penalties and fees … − loans carried …)', without the brackets. */
const fundText = (fund: ShareOutPreview['fund']): string =>
  [
    t('savings {{amount}}', { amount: formatWireMoney(fund.savings) }),
    '+',
    t('service charges {{amount}}', { amount: formatWireMoney(fund.serviceCharges) }),
    '+',
    t('penalties and fees {{amount}}', { amount: formatWireMoney(fund.penaltiesAndFees) }),
    '−',
    t('loans carried {{amount}}', { amount: formatWireMoney(fund.carriedLoans) }),
    ...(fund.writeOffs > 0
      ? ['−', t('written off {{amount}}', { amount: formatWireMoney(fund.writeOffs) })]
      : []),
    ...(fund.paidOut > 0
      ? ['−', t('paid out at earlier closes {{amount}}', { amount: formatWireMoney(fund.paidOut) })]
      : []),
  ].join(' ');
type Blocker = ShareOutPreview['blockers'][number];

const blockerText = (b: Blocker): string =>
  b.kind === 'activeLoan'
    ? t('{{name}}: loan {{loan}} still owes {{amount}} (settle it or carry it into the next cycle)', {
        name: b.memberName,
        loan: b.loanId,
        amount: formatWireMoney(b.amount),
      })
    : t('{{name}}: penalty {{penalty}} unpaid, {{amount}}', {
        name: b.memberName,
        penalty: b.penaltyId,
        amount: formatWireMoney(b.amount),
      });

const money = (title: string, key: keyof MemberLine) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  render: (v: number) => formatWireMoney(v),
});

/** With the group's set-off rule: what each member owes, what comes off their payout, the cash paid. */
const setOffColumns = () => [
  money(t('Owes on loans'), 'debt'),
  money(t('Debt set off'), 'setOff'),
  money(t('Cash paid'), 'cash'),
];

const columns = (setOff: boolean) => [
  { title: t('No.'), dataIndex: 'memberNumber', key: 'memberNumber' },
  { title: t('Member'), dataIndex: 'name', key: 'name' },
  money(t('Savings'), 'savings'),
  money(t('Share of profit'), 'profit'),
  money(t('Payout'), 'payout'),
  ...(setOff ? setOffColumns() : []),
];

/** The table's last row: the payouts' total and, with set-off, the debt set off and the cash paid. */
const totalsRow = (data: ShareOutPreview) => (
  <Table.Summary.Row>
    <Table.Summary.Cell index={0} colSpan={4}>
      {t('Total')}
    </Table.Summary.Cell>
    <Table.Summary.Cell index={4} align="right">
      {formatWireMoney(data.total)}
    </Table.Summary.Cell>
    {data.setOffDebts && (
      <>
        <Table.Summary.Cell index={5} />
        <Table.Summary.Cell index={6} align="right">
          {formatWireMoney(data.fund.setOff)}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={7} align="right">
          {formatCents(sumCents(data.members.map((m) => m.cash)))}
        </Table.Summary.Cell>
      </>
    )}
  </Table.Summary.Row>
);

/** What still stands before the close: each loan owed and penalty unpaid. */
function BlockersAlert({ blockers }: { readonly blockers: ShareOutPreview['blockers'] }) {
  if (blockers.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('Before the cycle can close')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {blockers.map((b) => (
            <li key={`${b.kind}-${b.loanId ?? b.penaltyId}`}>{blockerText(b)}</li>
          ))}
        </ul>
      }
    />
  );
}

/** The fund to share out, how it is made up, and the group's set-off rule where it has one. */
function FundSummary({ data }: { readonly data: ShareOutPreview }) {
  return (
    <>
      <Typography.Text>
        {t('To share out:')}{' '}
        <strong data-testid="share-out-distributable">{formatWireMoney(data.fund.distributable)}</strong> (
        {fundText(data.fund)});{' '}
        {t('emergency fund carried over: {{amount}}', {
          amount: formatWireMoney(data.fund.emergencyFund),
        })}
      </Typography.Text>
      {data.setOffDebts && (
        <Typography.Text type="secondary" data-testid="share-out-set-off">
          {t(
            'This group sets debts off: what a member owes on loans is counted in the fund and taken from their payout, settling the loan; a payout smaller than the debt is all set off and the rest of the loan is carried.',
          )}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The preview of the open cycle's close: what still stands before it, the fund and each member's payout,
 * the sheet to print, and the close itself.
 */
export function OpenCyclePreview({
  groupId,
  data,
  actor,
}: {
  readonly groupId: number;
  readonly data: ShareOutPreview;
  readonly actor: Actor;
}) {
  return (
    <>
      <BlockersAlert blockers={data.blockers} />
      {data.note && <Alert type="info" showIcon title={data.note} />}
      <FundSummary data={data} />
      <Table<MemberLine>
        rowKey="memberId"
        size="small"
        columns={columns(data.setOffDebts)}
        dataSource={data.members}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() => totalsRow(data)}
      />
      <div>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => printSheet(shareOutHtml(data, dayjs().format('D MMM YYYY HH:mm')))}
        >
          {t('Print share-out sheet')}
        </Button>
      </div>
      <CycleClosePanel groupId={groupId} preview={data} actor={actor} />
    </>
  );
}
