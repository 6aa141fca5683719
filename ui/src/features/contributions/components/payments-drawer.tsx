import { Descriptions, Drawer, Flex, List, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { Contribution } from '../api/get-contributions';
import { type PayRequestRow, useContributionPayRequests } from '../api/pay-requests';
import { monthLabel } from './contribution-format';
import { StatusBadge } from './contributions-table';
import { PayRequestTag, phoneText } from './pay-request-status';
import { PaymentsList } from './payments-list';

/** How a request ended, in M-Pesa's words or with its receipt; null while it waits. */
const endText = (row: PayRequestRow): string | null => {
  if (row.receipt) return t('M-Pesa receipt {{receipt}}', { receipt: row.receipt });
  return row.detail;
};

/** One request: its status, the amount and phone asked, who asked when, and how it ended. */
function PayRequestItem({ row }: { readonly row: PayRequestRow }) {
  const end = endText(row);
  return (
    <List.Item>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap align="center">
          <PayRequestTag status={row.status} />
          <Typography.Text strong>{formatWireMoney(row.amount)}</Typography.Text>
          <Typography.Text>{phoneText(row.phone)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          {t('Asked by {{user}} on {{date}}', {
            user: row.requestedBy ?? t('unknown'),
            date: formatDateTime(row.requestedAt),
          })}
        </Typography.Text>
        {end && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{end}</Typography.Text>}
      </Flex>
    </List.Item>
  );
}

/** The contribution's requests to pay by M-Pesa, newest first; nothing when there are none. */
function PayRequestsList({ contributionId }: { readonly contributionId: number }) {
  const requests = useContributionPayRequests(contributionId);
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="pay-requests-heading" data-testid="pay-requests">
      <Typography.Title level={5} id="pay-requests-heading">
        {t('Requests to pay by M-Pesa')}
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={rows}
        rowKey="id"
        renderItem={(row) => <PayRequestItem row={row} />}
      />
    </section>
  );
}

/** One contribution's figures and its payments, newest first, with Reverse for 'payments.reverse'. */
export function PaymentsDrawer({
  contribution,
  canReverse,
  onClose,
}: {
  /** The row whose payments are shown; null when the drawer is closed. */
  readonly contribution: Contribution | null;
  readonly canReverse: boolean;
  readonly onClose: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Drawer
      open={contribution !== null}
      onClose={onClose}
      title={
        contribution
          ? t('Payments of {{name}} - {{month}}', {
              name: contribution.participantName,
              month: monthLabel(contribution.year, contribution.month),
            })
          : t('Payments')
      }
      size="large"
      destroyOnHidden
    >
      {contribution && (
        <Flex vertical gap={token.marginLG}>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'participant', label: t('Participant'), children: contribution.participantCode ?? '-' },
              {
                key: 'expected',
                label: t('Monthly Amount'),
                children: formatWireMoney(contribution.expectedAmount),
              },
              { key: 'paid', label: t('Amount Paid'), children: formatWireMoney(contribution.paidAmount) },
              {
                key: 'outstanding',
                label: t('Outstanding'),
                children: formatWireMoney(contribution.outstandingAmount),
              },
              { key: 'status', label: t('Status'), children: <StatusBadge status={contribution.status} /> },
            ]}
          />
          <PaymentsList contributionId={contribution.id} canReverse={canReverse} />
          <PayRequestsList contributionId={contribution.id} />
        </Flex>
      )}
    </Drawer>
  );
}
