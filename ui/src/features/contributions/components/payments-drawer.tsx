import { Descriptions, Drawer, Flex, theme } from 'antd';
import { formatWireMoney } from '@/lib/money';
import type { Contribution } from '../api/get-contributions';
import { monthLabel } from './contribution-format';
import { StatusBadge } from './contributions-table';
import { PaymentsList } from './payments-list';

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
          ? `Payments of ${contribution.participantName} - ${monthLabel(contribution.year, contribution.month)}`
          : 'Payments'
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
              { key: 'participant', label: 'Participant', children: contribution.participantCode ?? '-' },
              {
                key: 'expected',
                label: 'Monthly Amount',
                children: formatWireMoney(contribution.expectedAmount),
              },
              { key: 'paid', label: 'Amount Paid', children: formatWireMoney(contribution.paidAmount) },
              {
                key: 'outstanding',
                label: 'Outstanding',
                children: formatWireMoney(contribution.outstandingAmount),
              },
              { key: 'status', label: 'Status', children: <StatusBadge status={contribution.status} /> },
            ]}
          />
          <PaymentsList contributionId={contribution.id} canReverse={canReverse} />
        </Flex>
      )}
    </Drawer>
  );
}
