import { RollbackOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { MobilePayment } from '../api/get-mobile-payments';
import { paymentName } from './mobile-payment-format';

export interface DecisionHandlers {
  readonly onAssign: (payment: MobilePayment) => void;
  readonly onRefund: (payment: MobilePayment) => void;
}

/**
 * Assign to child and Mark for refund, on a payment the user may decide on (`mayDecide`: still
 * unmatched, and 'mobilePayments.decide'); nothing otherwise. `block`: a phone's card, each button its
 * whole width, within reach of the thumb.
 */
export function PaymentActions({
  payment,
  onAssign,
  onRefund,
  block = false,
}: DecisionHandlers & { readonly payment: MobilePayment; readonly block?: boolean }) {
  if (!payment.mayDecide) return null;
  const name = paymentName(payment, formatWireMoney(payment.amount));
  return (
    <Flex gap={8} wrap vertical={block}>
      <Button
        size={block ? 'middle' : 'small'}
        type="primary"
        block={block}
        icon={<UserAddOutlined aria-hidden />}
        aria-label={t('Assign {{payment}} to a child', { payment: name })}
        onClick={() => onAssign(payment)}
      >
        {t('Assign to child')}
      </Button>
      <Button
        size={block ? 'middle' : 'small'}
        danger
        block={block}
        icon={<RollbackOutlined aria-hidden />}
        aria-label={t('Mark {{payment}} for refund', { payment: name })}
        onClick={() => onRefund(payment)}
      >
        {t('Mark for refund')}
      </Button>
    </Flex>
  );
}
