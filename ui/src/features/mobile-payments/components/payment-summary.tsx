import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { MobilePayment } from '../api/get-mobile-payments';
import { projectText, unmatchedReasonText } from './mobile-payment-format';
import { paidAtText, ReferenceText } from './payment-parts';

/** One label and value of a payment's details (the row-details grid of the list tables). */
export function DetailLine({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The payment a decision is about, at the top of its dialog: what came in, and why it did not match. */
export function PaymentSummary({ payment }: { readonly payment: MobilePayment }) {
  const why = unmatchedReasonText(payment);
  return (
    <dl className="pm-row-details" data-testid="payment-summary" style={{ marginBottom: 16 }}>
      <DetailLine label={t('Receipt')}>{payment.receipt}</DetailLine>
      <DetailLine label={t('Amount')}>{formatWireMoney(payment.amount)}</DetailLine>
      <DetailLine label={t('Reference as typed')}>
        <ReferenceText reference={payment.reference} wrap />
      </DetailLine>
      <DetailLine label={t('Paid at')}>{paidAtText(payment)}</DetailLine>
      <DetailLine label={t('Project')}>{projectText(payment)}</DetailLine>
      {why && <DetailLine label={t('Why it did not match')}>{why}</DetailLine>}
    </dl>
  );
}
