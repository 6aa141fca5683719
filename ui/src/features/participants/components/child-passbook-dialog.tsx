import { BookOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Modal, Select, Skeleton, Table, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { statusLabel } from '@/features/contributions';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { printSheet } from '@/lib/print-sheet';
import { type ChildPassbook, useChildPassbook } from '../api/get-child-passbook';
import type { Participant } from '../api/get-participants';
import { childPassbookHtml, passbookMonthLabel, paymentDetail } from './child-passbook-print';

type Month = ChildPassbook['months'][number];
type Payment = ChildPassbook['payments'][number];

const money = (amount: number) => formatWireMoney(amount);

const monthColumns = () => [
  { title: t('Month'), key: 'month', render: (_: unknown, m: Month) => passbookMonthLabel(m.month) },
  {
    title: t('Expected'),
    key: 'expected',
    align: 'right' as const,
    render: (_: unknown, m: Month) => money(m.expected),
  },
  { title: t('Paid'), key: 'paid', align: 'right' as const, render: (_: unknown, m: Month) => money(m.paid) },
  {
    title: t('Balance'),
    key: 'balance',
    align: 'right' as const,
    render: (_: unknown, m: Month) => money(m.balance),
  },
  { title: t('Status'), key: 'status', render: (_: unknown, m: Month) => statusLabel(m.status) },
];

const paymentColumns = () => [
  { title: t('Date'), key: 'date', render: (_: unknown, p: Payment) => formatDate(p.paymentDate) },
  { title: t('For'), key: 'month', render: (_: unknown, p: Payment) => passbookMonthLabel(p.month) },
  {
    title: t('Reference'),
    key: 'reference',
    render: (_: unknown, p: Payment) => (
      <Flex gap={4} wrap>
        {p.reversed && <Tag color="red">{t('Reversed')}</Tag>}
        {paymentDetail(p) || '-'}
      </Flex>
    ),
  },
  {
    title: t('Amount'),
    key: 'amount',
    align: 'right' as const,
    render: (_: unknown, p: Payment) =>
      p.reversed ? <Typography.Text delete>{money(p.amount)}</Typography.Text> : money(p.amount),
  },
];

/** Years a passbook may be asked for: from the year the child was added to this year, newest first. */
export const passbookYears = (since: string | null | undefined, today: string): number[] => {
  const last = Number(today.slice(0, 4));
  const first = Math.max(2000, Math.min(last, Number((since ?? today).slice(0, 4)) || last));
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
};

/** A child's contribution passbook of one year: a year picker, the months, the payments and Print. */
export function ChildPassbookPanel({ participant }: { readonly participant: Participant }) {
  const { token } = theme.useToken();
  const [year, setYear] = useState<number | null>(null);
  const passbook = useChildPassbook(participant.id, year);
  const data = passbook.data;
  const years = passbookYears(participant.createdAt, dayjs().format('YYYY-MM-DD'));
  return (
    <Flex vertical gap={token.margin} data-testid="child-passbook">
      <LoadError what={t('passbook')} error={passbook.error} />
      {!data ? (
        passbook.isLoading && <Skeleton active aria-label={t('Loading the passbook')} />
      ) : (
        <>
          <Flex gap="small" align="center" justify="space-between" wrap>
            <Flex gap="small" align="center">
              <Typography.Text id="child-passbook-year-label">{t('Year')}</Typography.Text>
              <Select<number>
                aria-labelledby="child-passbook-year-label"
                value={data.year}
                onChange={setYear}
                options={(years.includes(data.year) ? years : [data.year, ...years]).map((y) => ({
                  value: y,
                  label: String(y),
                }))}
              />
            </Flex>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => printSheet(childPassbookHtml(data, dayjs().format('D MMM YYYY HH:mm')))}
            >
              {t('Print passbook')}
            </Button>
          </Flex>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'guardian',
                label: t('Guardian'),
                children: data.participant.guardianName ?? data.participant.careGiverName ?? '-',
              },
              { key: 'expected', label: t('Expected'), children: money(data.totals.expected) },
              { key: 'paid', label: t('Paid'), children: money(data.totals.paid) },
              { key: 'balance', label: t('Balance'), children: money(data.totals.balance) },
            ]}
          />
          <Table<Month>
            size="small"
            rowKey="contributionId"
            columns={monthColumns()}
            dataSource={data.months}
            pagination={false}
            locale={{ emptyText: t('No contributions in this year') }}
            aria-label={t('Months')}
          />
          <Table<Payment>
            size="small"
            rowKey="id"
            columns={paymentColumns()}
            dataSource={data.payments}
            pagination={false}
            locale={{ emptyText: t('No payments in this year') }}
            aria-label={t('Payments')}
          />
          <Typography.Text type="secondary">
            {t('Reversed payments are listed but not counted in the totals.')}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}

/** "Passbook" on the child's details: the contribution passbook for the guardian, in a dialog. */
export function ChildPassbookButton({ participant }: { readonly participant: Participant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BookOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('Passbook')}
      </Button>
      <Modal
        open={open}
        title={t('Contribution passbook of {{name}} ({{id}})', {
          name: participant.fullName,
          id: participant.participantId,
        })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={900}
        destroyOnHidden
      >
        {open && <ChildPassbookPanel participant={participant} />}
      </Modal>
    </>
  );
}
