import { Descriptions, Flex, Table, type TableColumnsType, Tag, Typography, theme } from 'antd';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { MemberPassbook, PassbookLine } from '../api/get-member-passbook';
import {
  cycleLabel,
  lineDetail,
  PASSBOOK_LINE_LABELS,
  passbookTotals,
  shareOutLabel,
} from './passbook-print';

const COLUMNS: TableColumnsType<PassbookLine> = [
  { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => formatDate(date) },
  {
    title: 'Entry',
    key: 'kind',
    render: (_: unknown, line: PassbookLine) => (
      <Flex gap={4} wrap>
        {PASSBOOK_LINE_LABELS[line.kind]}
        {line.reversed && <Tag color="red">Reversed</Tag>}
      </Flex>
    ),
  },
  { title: 'Details', key: 'details', render: (_: unknown, line: PassbookLine) => lineDetail(line) || '-' },
  {
    title: 'Amount',
    key: 'amount',
    align: 'right',
    render: (_: unknown, line: PassbookLine) =>
      line.reversed ? (
        <Typography.Text delete>{formatWireMoney(line.amount)}</Typography.Text>
      ) : (
        formatWireMoney(line.amount)
      ),
  },
];

/** One member's statement of a cycle, as the passbook route answers it. */
export function PassbookStatement({ passbook }: { readonly passbook: MemberPassbook }) {
  const { token } = theme.useToken();
  const { member } = passbook;
  const share = shareOutLabel(passbook.shareOut);
  return (
    <Flex vertical gap={token.margin} data-testid="member-passbook">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'member', label: 'Member', children: `${member.name} (No. ${member.memberNumber})` },
          { key: 'phone', label: 'Phone', children: member.phone || '-' },
          { key: 'joined', label: 'Joined', children: formatDate(member.joinedOn) },
          {
            key: 'status',
            label: 'Status',
            children:
              member.status === 'active' ? (
                <Tag color="green">Active Member</Tag>
              ) : (
                <Tag color="orange">Former Member</Tag>
              ),
          },
          { key: 'cycle', label: 'Cycle', children: cycleLabel(passbook.cycle), span: 2 },
        ]}
      />
      <Table<PassbookLine>
        size="small"
        rowKey={(line) => `${line.kind}-${line.entryId}`}
        columns={COLUMNS}
        dataSource={passbook.lines}
        pagination={false}
        locale={{ emptyText: 'No entries in this cycle' }}
        aria-label="Passbook entries"
      />
      {passbook.truncated && (
        <Typography.Text type="warning">
          Only the first {passbook.lines.length} entries are listed; the totals count them all.
        </Typography.Text>
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        title={`Totals (balances as of ${formatDate(passbook.asOf)})`}
        items={[
          ...passbookTotals(passbook.totals).map(([label, amount]) => ({
            key: label,
            label,
            children: formatWireMoney(amount),
          })),
          { key: 'shareOut', label: share.title, children: <strong>{share.value}</strong>, span: 3 },
        ]}
      />
      <Typography.Text type="secondary">
        Reversed entries are listed but not counted in the totals.
      </Typography.Text>
    </Flex>
  );
}
