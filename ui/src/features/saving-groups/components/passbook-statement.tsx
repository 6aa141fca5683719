import { Descriptions, Flex, Table, type TableColumnsType, Tag, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { MemberPassbook, PassbookLine } from '../api/get-member-passbook';
import { memberJoinedText } from './member-format';
import { cycleLabel, lineDetail, passbookLineLabel, passbookTotals, shareOutLabel } from './passbook-print';

const columns = (): TableColumnsType<PassbookLine> => [
  { title: t('Date'), dataIndex: 'date', key: 'date', render: (date: string) => formatDate(date) },
  {
    title: t('Entry'),
    key: 'kind',
    render: (_: unknown, line: PassbookLine) => (
      <Flex gap={4} wrap>
        {passbookLineLabel(line.kind)}
        {line.reversed && <Tag color="red">{t('Reversed')}</Tag>}
      </Flex>
    ),
  },
  {
    title: t('Details'),
    key: 'details',
    render: (_: unknown, line: PassbookLine) => lineDetail(line) || '-',
  },
  {
    title: t('Amount'),
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
          {
            key: 'member',
            label: t('Member'),
            children: t('{{name}} (No. {{number}})', { name: member.name, number: member.memberNumber }),
          },
          { key: 'phone', label: t('Phone'), children: member.phone || '-' },
          { key: 'joined', label: t('Joined'), children: memberJoinedText(member) },
          {
            key: 'status',
            label: t('Status'),
            children:
              member.status === 'active' ? (
                <Tag color="green">{t('Active Member')}</Tag>
              ) : (
                <Tag color="orange">{t('Former Member')}</Tag>
              ),
          },
          { key: 'cycle', label: t('Cycle'), children: cycleLabel(passbook.cycle), span: 2 },
        ]}
      />
      <Table<PassbookLine>
        size="small"
        rowKey={(line) => `${line.kind}-${line.entryId}`}
        columns={columns()}
        dataSource={passbook.lines}
        pagination={false}
        locale={{ emptyText: t('No entries in this cycle') }}
        aria-label={t('Passbook entries')}
      />
      {passbook.truncated && (
        <Typography.Text type="warning">
          {t('Only the first {{shown}} entries are listed; the totals count them all.', {
            shown: passbook.lines.length,
          })}
        </Typography.Text>
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        title={t('Totals (balances as of {{date}})', { date: formatDate(passbook.asOf) })}
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
        {t('Reversed entries are listed but not counted in the totals.')}
      </Typography.Text>
    </Flex>
  );
}
