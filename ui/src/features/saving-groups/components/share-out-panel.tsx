import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain/access/policy';
import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import { Alert, Button, Flex, Radio, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateInput } from '@/components/form-inputs';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { formatCents, formatWireMoney, sumCents } from '@/lib/money';
import { printSheet } from '@/lib/print-sheet';
import { useDownloadShareOut, useGroupCycles } from '../api/cycle-close';
import type { SavingGroup } from '../api/get-saving-groups';
import {
  type ShareOutPreview,
  type ShareOutWeighting,
  useShareOutPreview,
} from '../api/get-share-out-preview';
import { carriedLines, closedCycleOn } from './closed-cycle';
import { CycleClosePanel } from './cycle-close-panel';
import { groupOptionLabel } from './group-format';
import { closedCycleHtml, shareOutHtml, WEIGHTING_FORMULAS, WEIGHTING_LABELS } from './share-out-print';

/** 'Cycle 1, 2026-01-15 to 2026-12-18: KES 1,000.01 shared, confirmed by Ruth Nafula'. */
const closedCycleText = (c: GroupCycleRow): string => {
  const values = {
    number: c.cycle,
    start: c.startedOn,
    end: c.closeDate ?? '',
    amount: formatWireMoney(c.fund ?? 0),
    name: c.confirmedBy,
  };
  return c.confirmedBy
    ? t('Cycle {{number}}, {{start}} to {{end}}: {{amount}} shared, confirmed by {{name}}', values)
    : t('Cycle {{number}}, {{start}} to {{end}}: {{amount}} shared', values);
};

/** The group's closed cycles, each with its recorded share-out to print for signatures. */
function ClosedCycles({
  groupId,
  onPrint,
}: {
  readonly groupId: number;
  readonly onPrint: (cycle: GroupCycleRow) => void;
}) {
  const cycles = useGroupCycles(groupId);
  const download = useDownloadShareOut(groupId);
  const closed = (cycles.data ?? []).filter((c) => c.status === 'closed');
  if (closed.length === 0) return null;
  return (
    <Flex vertical gap="small" data-testid="closed-cycles">
      <Typography.Text strong>{t('Closed cycles')}</Typography.Text>
      {closed.map((c) => (
        <Flex key={c.cycle} gap="small" align="center" wrap>
          <Typography.Text>{closedCycleText(c)}</Typography.Text>
          <Button size="small" icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(c)}>
            {t('Print cycle {{number}} share-out', { number: c.cycle })}
          </Button>
          <Button
            size="small"
            icon={<FilePdfOutlined aria-hidden />}
            loading={download.isPending && download.variables === c.cycle}
            onClick={() => download.mutate(c.cycle)}
          >
            {t('Cycle {{number}} share-out as PDF', { number: c.cycle })}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * A closing date in a cycle already closed: the cycle's share-out is recorded, so no list of what stands
 * before its close and no figures to propose; what the close carried into the next cycle, read-only.
 */
function ClosedCycleNotice({
  cycle,
  preview,
}: {
  readonly cycle: GroupCycleRow;
  readonly preview: ShareOutPreview;
}) {
  const carried = carriedLines(cycle, preview.blockers);
  const next = cycle.cycle + 1;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="closed-cycle-notice"
      title={t('Cycle {{cycle}} is closed: it ran from {{start}} to {{end}} and its share-out is recorded', {
        cycle: cycle.cycle,
        start: cycle.startedOn,
        end: cycle.closeDate,
      })}
      description={
        <Flex vertical gap="small">
          {carried.length > 0 ? (
            <div>
              <Typography.Text>{t('Carried into cycle {{cycle}}:', { cycle: next })}</Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {carried.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : (
            <Typography.Text>
              {t('Nothing was carried into cycle {{cycle}}.', { cycle: next })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('Choose a closing date after {{date}} to preview the close of cycle {{cycle}}.', {
              date: cycle.closeDate,
              cycle: next,
            })}
          </Typography.Text>
        </Flex>
      }
    />
  );
}

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
  {
    title: t('Savings'),
    dataIndex: 'savings',
    key: 'savings',
    align: 'right' as const,
    render: (v: number) => formatWireMoney(v),
  },
  {
    title: t('Share of profit'),
    dataIndex: 'profit',
    key: 'profit',
    align: 'right' as const,
    render: (v: number) => formatWireMoney(v),
  },
  money(t('Payout'), 'payout'),
  ...(setOff ? setOffColumns() : []),
];

/**
 * The preview of the open cycle's close: what still stands before it, the fund and each member's payout,
 * the sheet to print, and the close itself.
 */
function OpenCyclePreview({
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
      {data.blockers.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('Before the cycle can close')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {data.blockers.map((b) => (
                <li key={`${b.kind}-${b.loanId ?? b.penaltyId}`}>{blockerText(b)}</li>
              ))}
            </ul>
          }
        />
      )}
      {data.note && <Alert type="info" showIcon title={data.note} />}
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
      <Table<MemberLine>
        rowKey="memberId"
        size="small"
        columns={columns(data.setOffDebts)}
        dataSource={data.members}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() => (
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
        )}
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

/**
 * The share-out preview: a group, a closing day and how savings are weighed; the fund, what
 * still blocks the close, and each member's payout to the cent; printed for the members' signatures.
 */
export function ShareOutPanel({
  groups,
  groupsLoading,
  actor,
}: {
  readonly groups: readonly SavingGroup[];
  readonly groupsLoading: boolean;
  /** who may propose, confirm or reject the close */
  readonly actor: Actor;
}) {
  const [groupId, setGroupId] = useState<number | null>(null);
  const [closeDate, setCloseDate] = useState(todayIso());
  const [weighting, setWeighting] = useState<ShareOutWeighting>('amount');
  const preview = useShareOutPreview(groupId, closeDate, weighting);
  const cycles = useGroupCycles(groupId);
  const data = groupId === null ? undefined : preview.data;
  const closed = closedCycleOn(cycles.data ?? [], closeDate);
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t(
          "What closing a group's cycle would share out: its loan fund's cash (savings, service charges earned, penalties and fees, less loans carried into the next cycle), exact to the cent. The emergency fund carries over.",
        )}
      </Typography.Paragraph>
      <Flex gap="middle" wrap align="center">
        <Select<number>
          aria-label={t('Saving group')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={groupsLoading}
          placeholder={t('Choose a group')}
          value={groupId ?? undefined}
          onChange={setGroupId}
          options={groups.map((g) => ({ value: g.id, label: groupOptionLabel(g) }))}
          style={{ minWidth: 260 }}
          popupMatchSelectWidth={false}
        />
        <DateInput
          aria-label={t('Closing date')}
          value={dayjs(closeDate)}
          allowClear={false}
          onChange={(value) => {
            if (value && !Array.isArray(value)) setCloseDate(value.format('YYYY-MM-DD'));
          }}
        />
        <Radio.Group
          aria-label={t('Weighting')}
          value={weighting}
          onChange={(e) => setWeighting(e.target.value as ShareOutWeighting)}
          options={(['amount', 'time'] as const).map((w) => ({ value: w, label: t(WEIGHTING_LABELS[w]) }))}
        />
      </Flex>
      <Typography.Text type="secondary" data-testid="share-out-formula">
        {t(WEIGHTING_FORMULAS[weighting])}
      </Typography.Text>
      <LoadError what={t('share-out')} error={groupId === null ? null : preview.error} />
      {data && (
        <Flex vertical gap="middle" data-testid="share-out-preview">
          {closed ? (
            <ClosedCycleNotice cycle={closed} preview={data} />
          ) : (
            groupId !== null && <OpenCyclePreview groupId={groupId} data={data} actor={actor} />
          )}
          {groupId !== null && (
            <ClosedCycles
              groupId={groupId}
              onPrint={(cycle) =>
                printSheet(closedCycleHtml(data.groupName, cycle, dayjs().format('D MMM YYYY HH:mm')))
              }
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
