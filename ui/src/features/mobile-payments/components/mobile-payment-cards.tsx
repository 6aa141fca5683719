import { Card, Empty, Flex, List, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { MobilePayment } from '../api/get-mobile-payments';
import { childText, paymentName, projectText } from './mobile-payment-format';
import { type DecisionHandlers, PaymentActions } from './payment-actions';
import { DecisionCell, paidAtText, ReferenceText, StatusCell } from './payment-parts';
import { DetailLine } from './payment-summary';

interface MobilePaymentCardsProps extends DecisionHandlers {
  readonly payments: readonly MobilePayment[];
  readonly loading: boolean;
  /** The list's accessible name ('M-Pesa payments: Unmatched'). */
  readonly label: string;
}

/**
 * One payment on a phone: the amount and status first, the reference as typed under them, the rest as
 * label and value pairs, and the two decisions as full-width buttons at the card's foot, where the thumb
 * reaches.
 */
function PaymentCard({ payment, ...handlers }: DecisionHandlers & { readonly payment: MobilePayment }) {
  const { token } = theme.useToken();
  const amount = formatWireMoney(payment.amount);
  const child = childText(payment);
  return (
    <Card size="small" style={{ width: '100%' }} data-testid="mobile-payment">
      <Flex vertical gap={token.marginXS}>
        <Flex justify="space-between" align="flex-start" gap={token.marginXS} wrap>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
            {amount}
          </Typography.Text>
          <StatusCell payment={payment} />
        </Flex>
        <dl className="pm-row-details" style={{ margin: 0 }}>
          <DetailLine label={t('Reference as typed')}>
            <ReferenceText reference={payment.reference} wrap />
          </DetailLine>
          <DetailLine label={t('Receipt')}>{payment.receipt}</DetailLine>
          <DetailLine label={t('Paid at')}>{paidAtText(payment)}</DetailLine>
          <DetailLine label={t('Project')}>{projectText(payment)}</DetailLine>
          {child && <DetailLine label={t('Child')}>{child}</DetailLine>}
          {(payment.reason || payment.decidedBy) && (
            <DetailLine label={t('Decision')}>
              <DecisionCell payment={payment} />
            </DetailLine>
          )}
        </dl>
        <PaymentActions payment={payment} block {...handlers} />
      </Flex>
    </Card>
  );
}

/** The M-Pesa payments on a phone: one card each, 20 to a page. */
export function MobilePaymentCards({ payments, loading, label, ...handlers }: MobilePaymentCardsProps) {
  return (
    <List<MobilePayment>
      aria-label={label}
      loading={loading}
      dataSource={[...payments]}
      rowKey="receipt"
      split={false}
      pagination={payments.length > 20 ? { pageSize: 20, showSizeChanger: false, align: 'center' } : false}
      locale={{ emptyText: <Empty description={t('No M-Pesa payments found.')} /> }}
      renderItem={(payment) => (
        <List.Item
          aria-label={paymentName(payment, formatWireMoney(payment.amount))}
          style={{ paddingInline: 0 }}
        >
          <PaymentCard payment={payment} {...handlers} />
        </List.Item>
      )}
    />
  );
}
