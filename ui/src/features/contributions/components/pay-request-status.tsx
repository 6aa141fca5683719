import { MPESA_MAX_KES, payRequestAmount } from '@pm/domain/contributions/mobile-money/pay-request';
import type { Cents } from '@pm/domain/shared/money';
import { Descriptions, Flex, Result, Spin, Tag, Typography } from 'antd';
import type { ReactNode, Ref } from 'react';
import { usePhone } from '@/components/data-table';
import { t, tKey } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formatCents, formatWireMoney, type WireAmount, wireToCents } from '@/lib/money';
import type { Contribution } from '../api/get-contributions';
import {
  isOpenStatus,
  type PayRequestRow,
  type PayRequestSent,
  type PayRequestStatus,
} from '../api/pay-requests';
import { monthLabel } from './contribution-format';

/** One colour per status, told apart by text as well (the tag always carries the word). */
const STATUS_COLORS: Readonly<Record<PayRequestStatus, string>> = {
  sending: 'blue',
  sent: 'processing',
  paid: 'green',
  cancelled: 'orange',
  failed: 'red',
  'timed-out': 'default',
};

const STATUS_LABELS: Readonly<Record<PayRequestStatus, string>> = {
  sending: tKey('Sending'),
  sent: tKey('Waiting for the parent'),
  paid: tKey('Paid'),
  cancelled: tKey('Cancelled'),
  failed: tKey('Failed'),
  'timed-out': tKey('Timed out'),
};

export const payRequestStatusColor = (status: string): string =>
  STATUS_COLORS[status as PayRequestStatus] ?? 'default';

/** The status as a tag shows it (an unknown one as the server wrote it). */
export const payRequestStatusLabel = (status: string): string => {
  const label = STATUS_LABELS[status as PayRequestStatus];
  return label ? t(label) : status;
};

/** '+254 712 345 678' from M-Pesa's 254712345678; anything else as it is. */
export const phoneText = (phone: string): string => {
  const match = /^254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : phone;
};

export interface AskedAmount {
  /** Whole shillings, in cents. */
  readonly cents: Cents;
  /** The outstanding amount had cents, rounded up: they go to the child's credit. */
  readonly roundedUp: boolean;
  /** More is outstanding than M-Pesa takes in one payment: the rest stays outstanding. */
  readonly capped: boolean;
}

/** What a request asks for a month that owes `outstanding`: the server's rule (whole shillings, at most M-Pesa's limit). */
export const askedAmount = (outstanding: WireAmount): AskedAmount => {
  const owed = wireToCents(outstanding);
  const cents = payRequestAmount(owed);
  return { cents, roundedUp: cents > owed, capped: owed > MPESA_MAX_KES * 100 };
};

/** A request as the dialog knows it: the read side's row, or the POST's answer; null before either. */
export type PayRequestView = Pick<PayRequestRow, 'status' | 'amount' | 'receipt' | 'detail' | 'phone'> | null;

export type Tone = 'sending' | 'success' | 'warning' | 'error';

export interface Outcome {
  readonly tone: Tone;
  readonly title: string;
  readonly description: string | null;
}

/** What the dialog says of a request as it stands (sending before the read side knows it). */
export const outcomeOf = (row: PayRequestView): Outcome => {
  switch (row?.status ?? 'sending') {
    case 'sent':
      return {
        tone: 'sending',
        title: t('Sent: waiting for the parent to answer on their phone'),
        description: row ? t('M-Pesa asks {{phone}} to pay {{amount}}.', askedOf(row)) : null,
      };
    case 'paid':
      return {
        tone: 'success',
        title: row?.receipt
          ? t('Paid: {{amount}}, M-Pesa receipt {{receipt}}', { ...askedOf(row), receipt: row.receipt })
          : t('Paid: {{amount}}', askedOf(row)),
        description: t("The payment is recorded on the child's contributions."),
      };
    case 'cancelled':
      return { tone: 'warning', title: t('The parent cancelled the request'), description: null };
    case 'timed-out':
      return { tone: 'warning', title: t('The parent did not answer in time'), description: null };
    case 'failed':
      return {
        tone: 'error',
        title: t('The request failed'),
        description: row?.detail ? t('M-Pesa: {{detail}}', { detail: row.detail }) : null,
      };
    default:
      return { tone: 'sending', title: t('Sending the request to M-Pesa...'), description: null };
  }
};

const askedOf = (row: Pick<PayRequestRow, 'amount' | 'phone'> | null) => ({
  amount: formatWireMoney(row?.amount),
  phone: phoneText(row?.phone ?? ''),
});

export function PayRequestTag({ status }: { readonly status: string }) {
  return <Tag color={payRequestStatusColor(status)}>{payRequestStatusLabel(status)}</Tag>;
}

const RESULT_STATUS = { success: 'success', warning: 'warning', error: 'error' } as const;

/**
 * Where a sent request stands, in a polite live region that takes the focus once the request is sent:
 * a spinner while it waits, then how it ended.
 */
export function PayRequestProgress({
  row,
  statusRef,
  lost,
}: {
  readonly row: PayRequestView;
  readonly statusRef: Ref<HTMLDivElement>;
  /** Asking the server failed (a lost connection); the dialog keeps asking. */
  readonly lost: boolean;
}) {
  const outcome = outcomeOf(row);
  return (
    <div ref={statusRef} tabIndex={-1} aria-live="polite" data-testid="pay-request-status">
      {outcome.tone === 'sending' ? (
        <Flex vertical align="center" gap={12} style={{ padding: '24px 0', textAlign: 'center' }}>
          <Spin size="large" />
          <Typography.Text strong>{outcome.title}</Typography.Text>
          {outcome.description && <Typography.Text type="secondary">{outcome.description}</Typography.Text>}
          {lost && (
            <Typography.Text type="warning">
              {t('The connection was lost: still asking for the answer...')}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Result
          status={RESULT_STATUS[outcome.tone]}
          title={outcome.title}
          subTitle={outcome.description ?? undefined}
          style={{ padding: '16px 0' }}
        />
      )}
    </div>
  );
}

/** What a refusal or failure of sending says, in place (a field's own refusal shows under the field). */
export const failureOf = (error: Error | null): string | null => {
  if (!error) return null;
  if (isApiError(error) && error.status === 400 && error.details?.phone) return null;
  // the server's words in the user's language: nothing outstanding, a request already waiting, M-Pesa away
  if (isApiError(error) && ((error.status >= 400 && error.status < 500) || error.status === 503))
    return error.text;
  return t('The request to pay could not be sent. Check the connection and try again.');
};

/** True once the request has ended, however. */
export const hasEnded = (row: PayRequestView): boolean => row !== null && !isOpenStatus(row.status);

/** 'KES 501.00' for the cents a request asks. */
export const askedText = (amount: AskedAmount): string => formatCents(amount.cents);

/** The child, the month and what will be asked. */
export function Summary({
  contribution,
  sent,
}: {
  readonly contribution: Contribution;
  /** Once sent: what was asked of which phone, as the server answered (the month's figures change). */
  readonly sent?: Pick<PayRequestSent, 'amount' | 'phone'> | null;
}) {
  const child = [
    {
      key: 'child',
      label: t('Child'),
      children: `${contribution.participantName} (${contribution.participantCode})`,
    },
    { key: 'month', label: t('Month'), children: monthLabel(contribution.year, contribution.month) },
  ];
  const money = sent
    ? [
        { key: 'asked', label: t('Amount asked'), children: <strong>{formatWireMoney(sent.amount)}</strong> },
        { key: 'phone', label: t('Phone asked'), children: phoneText(sent.phone) },
      ]
    : [
        {
          key: 'outstanding',
          label: t('Outstanding'),
          children: formatWireMoney(contribution.outstandingAmount),
        },
        {
          key: 'asked',
          label: t('Amount to ask'),
          children: <strong>{askedText(askedAmount(contribution.outstandingAmount))}</strong>,
        },
      ];
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid="pay-request-summary"
      items={[...child, ...money]}
      style={{ marginBottom: 16 }}
    />
  );
}

/** Cancel and the main action in one row; on a phone one above the other, each the dialog's width. */
export function Buttons({ children }: { readonly children: ReactNode }) {
  const phone = usePhone();
  return (
    <Flex gap={8} vertical={phone} justify="flex-end" style={{ marginTop: 16 }}>
      {children}
    </Flex>
  );
}
