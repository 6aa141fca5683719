import { usePhone } from '@/components/data-table';
import type { MobilePayment } from '../api/get-mobile-payments';
import { MobilePaymentCards } from './mobile-payment-cards';
import { MobilePaymentsTable } from './mobile-payments-table';
import type { DecisionHandlers } from './payment-actions';

interface MobilePaymentsListProps extends DecisionHandlers {
  readonly payments: readonly MobilePayment[];
  readonly loading: boolean;
  /** The list's accessible name ('M-Pesa payments: Unmatched'). */
  readonly label: string;
}

/** The payments as a table, or on a phone as cards that read one-handed. */
export function MobilePaymentsList({ label, ...props }: MobilePaymentsListProps) {
  const phone = usePhone();
  return (
    <section aria-label={label}>
      {phone ? <MobilePaymentCards label={label} {...props} /> : <MobilePaymentsTable {...props} />}
    </section>
  );
}
