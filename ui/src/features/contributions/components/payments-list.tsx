import { RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { type Payment, usePayments } from '../api/get-payments';
import { ReversePaymentDialog } from './reverse-payment-dialog';

const reverserName = (reversedBy: Payment['reversedBy']): string | null => reversedBy;

/** What a payment says, struck through once it is reversed. */
function Struck({ payment, children }: { readonly payment: Payment; readonly children: ReactNode }) {
  return <Typography.Text delete={payment.reversed}>{children}</Typography.Text>;
}

/** Who recorded the payment and when, its notes, and for a reversed one when, by whom and why. */
function PaymentDetails({ payment }: { readonly payment: Payment }) {
  return (
    <Flex vertical gap={2}>
      {payment.notes && <Struck payment={payment}>{payment.notes}</Struck>}
      <Typography.Text type="secondary">
        {t('Recorded by {{user}} on {{date}}', {
          user: payment.recordedBy?.username ?? t('unknown'),
          date: formatDateTime(payment.recordedAt),
        })}
      </Typography.Text>
      {payment.reversed && (
        <Typography.Text type="danger">
          <Tag color="red">{t('Reversed')}</Tag>
          {formatDateTime(payment.reversedAt)}
          {reverserName(payment.reversedBy)
            ? ` ${t('by {{name}}', { name: reverserName(payment.reversedBy) })}`
            : ''}
          : {payment.reversalReason ?? t('no reason recorded')}
        </Typography.Text>
      )}
    </Flex>
  );
}

function ReverseButton({
  payment,
  onReverse,
}: {
  readonly payment: Payment;
  readonly onReverse: () => void;
}) {
  return (
    <Button
      size="small"
      danger
      icon={<RollbackOutlined aria-hidden />}
      aria-label={t('Reverse payment of {{amount}} on {{date}}', {
        amount: formatWireMoney(payment.amount),
        date: formatDate(payment.paymentDate),
      })}
      onClick={onReverse}
    >
      {t('Reverse')}
    </Button>
  );
}

/** The columns of the payments; Actions (Reverse, on what is not reversed yet) only where `onReverse` is given. */
const paymentColumns = (onReverse: ((payment: Payment) => void) | null): TableColumnsType<Payment> => [
  {
    title: t('Date'),
    dataIndex: 'paymentDate',
    key: 'paymentDate',
    render: (date: string, payment: Payment) => <Struck payment={payment}>{formatDate(date)}</Struck>,
  },
  {
    title: t('Amount'),
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    render: (amount: number, payment: Payment) => (
      <Struck payment={payment}>{formatWireMoney(amount)}</Struck>
    ),
  },
  {
    title: t('Details'),
    key: 'details',
    render: (_: unknown, payment: Payment) => <PaymentDetails payment={payment} />,
  },
  ...(onReverse
    ? [
        {
          title: t('Actions'),
          key: 'actions',
          render: (_: unknown, payment: Payment) =>
            payment.reversed ? null : (
              <ReverseButton payment={payment} onReverse={() => onReverse(payment)} />
            ),
        },
      ]
    : []),
];

/** The payments of one contribution, newest first; reversed ones struck through with their reason. */
export function PaymentsList({
  contributionId,
  canReverse,
}: {
  readonly contributionId: number;
  /** 'payments.reverse'. */
  readonly canReverse: boolean;
}) {
  const payments = usePayments(contributionId);
  const reversing = useDisclosure<Payment>();

  if (payments.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('Could not load the payments')}
        description={payments.error.message}
      />
    );

  const rows = [...(payments.data ?? [])].sort((a, b) =>
    `${b.paymentDate}${b.recordedAt}`.localeCompare(`${a.paymentDate}${a.recordedAt}`),
  );

  return (
    <section aria-label={t('Payments')}>
      <DataTable<Payment>
        size="small"
        rows={rows}
        columns={paymentColumns(canReverse ? (payment) => reversing.open(payment) : null)}
        loading={payments.isLoading}
        loadingText={t('Loading payments...')}
        emptyText={t('No payments')}
        pagination={false}
      />
      {canReverse && (
        <ReversePaymentDialog
          key={reversing.key}
          {...reversing.props}
          payment={reversing.subject}
          contributionId={contributionId}
        />
      )}
    </section>
  );
}
