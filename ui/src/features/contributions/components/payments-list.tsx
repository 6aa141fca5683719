import { RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
import { type Payment, usePayments } from '../api/get-payments';
import { ReversePaymentDialog } from './reverse-payment-dialog';

const reverserName = (reversedBy: Payment['reversedBy']): string | null =>
  reversedBy === null ? null : typeof reversedBy === 'string' ? reversedBy : reversedBy.username;

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
  const [reversing, setReversing] = useState<{ open: boolean; payment: Payment | null; opened: number }>({
    open: false,
    payment: null,
    opened: 0,
  });

  if (payments.error)
    return (
      <Alert type="error" showIcon title="Could not load the payments" description={payments.error.message} />
    );

  const rows = [...(payments.data ?? [])].sort((a, b) =>
    `${b.paymentDate}${b.recordedAt}`.localeCompare(`${a.paymentDate}${a.recordedAt}`),
  );

  const columns: TableColumnsType<Payment> = [
    {
      title: 'Date',
      dataIndex: 'paymentDate',
      key: 'paymentDate',
      render: (date: string, payment: Payment) => (
        <Typography.Text delete={payment.reversed}>{formatDate(date)}</Typography.Text>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: number, payment: Payment) => (
        <Typography.Text delete={payment.reversed}>{formatWireMoney(amount)}</Typography.Text>
      ),
    },
    {
      title: 'Details',
      key: 'details',
      render: (_: unknown, payment: Payment) => (
        <Flex vertical gap={2}>
          {payment.notes && <Typography.Text delete={payment.reversed}>{payment.notes}</Typography.Text>}
          <Typography.Text type="secondary">
            Recorded by {payment.recordedBy?.username ?? 'unknown'} on {formatDateTime(payment.recordedAt)}
          </Typography.Text>
          {payment.reversed && (
            <Typography.Text type="danger">
              <Tag color="red">Reversed</Tag>
              {formatDateTime(payment.reversedAt)}
              {reverserName(payment.reversedBy) ? ` by ${reverserName(payment.reversedBy)}` : ''}:{' '}
              {payment.reversalReason ?? 'no reason recorded'}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    ...(canReverse
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, payment: Payment) =>
              payment.reversed ? null : (
                <Button
                  size="small"
                  danger
                  icon={<RollbackOutlined aria-hidden />}
                  aria-label={`Reverse payment of ${formatWireMoney(payment.amount)} on ${formatDate(payment.paymentDate)}`}
                  onClick={() => setReversing((state) => ({ open: true, payment, opened: state.opened + 1 }))}
                >
                  Reverse
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label="Payments">
      <Table<Payment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={{ spinning: payments.isLoading, description: 'Loading payments...' }}
        pagination={false}
        locale={{ emptyText: payments.isLoading ? 'Loading payments...' : 'No payments' }}
      />
      {canReverse && (
        <ReversePaymentDialog
          key={`reverse-${reversing.opened}`}
          open={reversing.open}
          payment={reversing.payment}
          contributionId={contributionId}
          onClose={() => setReversing((state) => ({ ...state, open: false }))}
        />
      )}
    </section>
  );
}
