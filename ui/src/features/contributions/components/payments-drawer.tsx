import { Descriptions, Drawer, Flex, theme } from 'antd';
import { t } from '@/i18n';
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
        </Flex>
      )}
    </Drawer>
  );
}
