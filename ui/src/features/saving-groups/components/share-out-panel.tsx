import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain/access/policy';
import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import { Alert, Button, Flex, Radio, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateInput } from '@/components/form-inputs';
import { LoadError } from '@/components/load-error';
import { formatCurrency, todayIso } from '@/lib/format';
import { printSheet } from '@/lib/print-sheet';
import { useDownloadShareOut, useGroupCycles } from '../api/cycle-close';
import type { SavingGroup } from '../api/get-saving-groups';
import {
  type ShareOutPreview,
  type ShareOutWeighting,
  useShareOutPreview,
} from '../api/get-share-out-preview';
import { CycleClosePanel } from './cycle-close-panel';
import { groupOptionLabel } from './group-format';
import { closedCycleHtml, shareOutHtml, WEIGHTING_LABELS } from './share-out-print';

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
      <Typography.Text strong>Closed cycles</Typography.Text>
      {closed.map((c) => (
        <Flex key={c.cycle} gap="small" align="center" wrap>
          <Typography.Text>
            Cycle {c.cycle}, {c.startedOn} to {c.closeDate}: {formatCurrency(c.fund ?? 0)} shared
            {c.confirmedBy ? `, confirmed by ${c.confirmedBy}` : ''}
          </Typography.Text>
          <Button size="small" icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(c)}>
            Print cycle {c.cycle} share-out
          </Button>
          <Button
            size="small"
            icon={<FilePdfOutlined aria-hidden />}
            loading={download.isPending && download.variables === c.cycle}
            onClick={() => download.mutate(c.cycle)}
          >
            Cycle {c.cycle} share-out as PDF
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

type MemberLine = ShareOutPreview['members'][number];
type Blocker = ShareOutPreview['blockers'][number];

const blockerText = (b: Blocker): string =>
  b.kind === 'activeLoan'
    ? `${b.memberName}: loan ${b.loanId} still owes ${formatCurrency(b.amount)} (settle it or carry it into the next cycle)`
    : `${b.memberName}: penalty ${b.penaltyId} unpaid, ${formatCurrency(b.amount)}`;

const COLUMNS = [
  { title: 'No.', dataIndex: 'memberNumber', key: 'memberNumber' },
  { title: 'Member', dataIndex: 'name', key: 'name' },
  {
    title: 'Savings',
    dataIndex: 'savings',
    key: 'savings',
    align: 'right' as const,
    render: (v: number) => formatCurrency(v),
  },
  {
    title: 'Payout',
    dataIndex: 'payout',
    key: 'payout',
    align: 'right' as const,
    render: (v: number) => formatCurrency(v),
  },
];

/**
 * The share-out preview (issue 13): a group, a closing day and how savings are weighed; the fund, what
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
  const data = groupId === null ? undefined : preview.data;
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        What closing a group's cycle would share out: its loan fund's cash (savings, service charges earned,
        penalties and fees, less loans carried into the next cycle) divided in proportion to each member's
        savings, exact to the cent. The emergency fund carries over.
      </Typography.Paragraph>
      <Flex gap="middle" wrap align="center">
        <Select<number>
          aria-label="Saving group"
          showSearch={{ optionFilterProp: 'label' }}
          loading={groupsLoading}
          placeholder="Choose a group"
          value={groupId ?? undefined}
          onChange={setGroupId}
          options={groups.map((g) => ({ value: g.id, label: groupOptionLabel(g) }))}
          style={{ minWidth: 260 }}
          popupMatchSelectWidth={false}
        />
        <DateInput
          aria-label="Closing date"
          value={dayjs(closeDate)}
          allowClear={false}
          onChange={(value) => {
            if (value && !Array.isArray(value)) setCloseDate(value.format('YYYY-MM-DD'));
          }}
        />
        <Radio.Group
          aria-label="Weighting"
          value={weighting}
          onChange={(e) => setWeighting(e.target.value as ShareOutWeighting)}
          options={(['amount', 'time'] as const).map((w) => ({ value: w, label: WEIGHTING_LABELS[w] }))}
        />
      </Flex>
      <LoadError what="share-out" error={groupId === null ? null : preview.error} />
      {data && (
        <Flex vertical gap="middle" data-testid="share-out-preview">
          {data.blockers.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title="Before the cycle can close"
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
            To share out:{' '}
            <strong data-testid="share-out-distributable">{formatCurrency(data.fund.distributable)}</strong>{' '}
            (savings {formatCurrency(data.fund.savings)} + service charges{' '}
            {formatCurrency(data.fund.serviceCharges)} + penalties and fees{' '}
            {formatCurrency(data.fund.penaltiesAndFees)} − loans carried{' '}
            {formatCurrency(data.fund.carriedLoans)}
            {data.fund.writeOffs > 0 && ` − written off ${formatCurrency(data.fund.writeOffs)}`}
            {data.fund.paidOut > 0 && ` − paid out at earlier closes ${formatCurrency(data.fund.paidOut)}`}
            ); emergency fund carried over: {formatCurrency(data.fund.keptBack)}
          </Typography.Text>
          <Table<MemberLine>
            rowKey="memberId"
            size="small"
            columns={COLUMNS}
            dataSource={data.members}
            pagination={false}
            scroll={{ x: 'max-content' }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  Total
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {formatCurrency(data.total)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <div>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => printSheet(shareOutHtml(data, dayjs().format('D MMM YYYY HH:mm')))}
            >
              Print share-out sheet
            </Button>
          </div>
          {groupId !== null && <CycleClosePanel groupId={groupId} preview={data} actor={actor} />}
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
