import { payRequestSchema } from '@pm/domain/api/pay-requests';
import { MPESA_MAX_KES, mpesaPhone } from '@pm/domain/contributions/mobile-money/pay-request';
import { Alert, Button, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePhone } from '@/components/data-table';
import type { DialogProps } from '@/components/modal-form';
import { t } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { formatCents } from '@/lib/money';
import { useToast } from '@/lib/toast';
import { showServerFieldErrors, zodRule } from '@/lib/zod-form';
import type { Contribution } from '../api/get-contributions';
import {
  type PayRequestRow,
  type PayRequestSent,
  useFollowPayRequest,
  usePhoneOnRecord,
  useSendPayRequest,
} from '../api/pay-requests';
import {
  askedAmount,
  askedText,
  Buttons,
  failureOf,
  hasEnded,
  outcomeOf,
  PayRequestProgress,
  type PayRequestView,
  Summary,
} from './pay-request-status';

interface PayRequestDialogProps extends DialogProps {
  /** The row the dialog was opened from; null while it has never been opened. */
  readonly contribution: Contribution | null;
}

/** A sent request the dialog follows: its id, when the server answered, and the answer. */
interface Following {
  readonly id: string;
  readonly at: number;
  readonly answer: PayRequestSent;
}

/** The schema's rule (required, at most 30 characters), then the Kenyan mobile check M-Pesa makes. */
const PHONE_RULES = [
  zodRule(payRequestSchema, 'phone'),
  {
    validator: async (_: unknown, value: unknown) => {
      if (typeof value === 'string' && value.trim() !== '' && mpesaPhone(value) === null)
        throw new Error(t('Enter a valid Kenyan phone number, e.g. +254 712 345 678'));
    },
  },
];

/** The phone to ask, prefilled with the one on record, and what the parent will see. */
function AskStep({
  contribution,
  phone,
  onRecord,
  pending,
  error,
  onSend,
  onClose,
}: {
  readonly contribution: Contribution;
  readonly phone: string;
  /** The child's contact phone on record, or null when there is none. */
  readonly onRecord: string | null;
  readonly pending: boolean;
  readonly error: Error | null;
  readonly onSend: (phone: string) => void;
  readonly onClose: () => void;
}) {
  const [form] = Form.useForm<{ phone: string }>();
  const onPhone = usePhone();
  const asked = askedAmount(contribution.outstandingAmount);
  const failure = failureOf(error);
  useEffect(() => {
    if (error) showServerFieldErrors(form, error);
  }, [error, form]);
  return (
    <Form
      form={form}
      name="pay-request"
      layout="vertical"
      initialValues={{ phone }}
      onFinish={(values) => !pending && onSend(values.phone.trim())}
    >
      <Form.Item
        name="phone"
        label={t("Parent's M-Pesa phone")}
        required
        rules={PHONE_RULES}
        extra={
          onRecord
            ? t('The phone on record; change it if the parent pays from another.')
            : t('No phone on record: type the number the parent pays from.')
        }
      >
        <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} autoFocus={!onPhone} />
      </Form.Item>
      <Typography.Paragraph>
        {t(
          "The parent's phone will show M-Pesa's prompt to pay {{amount}} to this programme. The payment is recorded when M-Pesa confirms it.",
          { amount: askedText(asked) },
        )}
        {asked.roundedUp &&
          ` ${t("M-Pesa takes whole shillings: the cents rounded up go to the child's credit.")}`}
        {asked.capped &&
          ` ${t('M-Pesa takes at most {{max}} in one payment: the rest stays outstanding.', { max: formatCents(MPESA_MAX_KES * 100) })}`}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} data-testid="pay-request-error" />}
      <Buttons>
        <Button block={onPhone} onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button block={onPhone} type="primary" htmlType="submit" loading={pending}>
          {pending ? t('Sending...') : t('Send request')}
        </Button>
      </Buttons>
    </Form>
  );
}

/** Where the sent request stands; Close at any time, and Send again after an end other than paid. */
function FollowStep({
  shown,
  lost,
  unknownTooLong,
  onAgain,
  onClose,
}: {
  readonly shown: PayRequestView;
  readonly lost: boolean;
  readonly unknownTooLong: boolean;
  readonly onAgain: () => void;
  readonly onClose: () => void;
}) {
  const onPhone = usePhone();
  const status = useRef<HTMLDivElement>(null);
  // the focus goes to the status once the request is sent, so a screen reader reads it from there
  useEffect(() => status.current?.focus(), []);
  const ended = hasEnded(shown);
  const paid = shown?.status === 'paid';
  return (
    <>
      <PayRequestProgress row={shown} statusRef={status} lost={lost} />
      {!ended && (
        <Typography.Paragraph type="secondary">
          {unknownTooLong
            ? t("The request's answer cannot be read just now: the row's Payments show how it ended.")
            : t("You may close this: the request goes on, and the row's Payments show how it ended.")}
        </Typography.Paragraph>
      )}
      <Buttons>
        <Button block={onPhone} type={paid ? 'primary' : 'default'} onClick={onClose}>
          {t('Close')}
        </Button>
        {ended && !paid && (
          <Button block={onPhone} type="primary" onClick={onAgain}>
            {t('Send again')}
          </Button>
        )}
      </Buttons>
    </>
  );
}

/** The request as the server last told it: the read side's row, else the POST's answer. */
const shownOf = (row: PayRequestRow | null, following: Following | null): PayRequestView => {
  if (row) return row;
  if (!following || following.answer.status === 'sending') return null;
  return { ...following.answer, detail: null, receipt: null };
};

/** A refusal (4xx), or the server's own word that M-Pesa is away or not set up (503 'unavailable'). */
const answeredForGood = (error: Error): boolean =>
  isApiError(error) &&
  ((error.status >= 400 && error.status < 500) || (error.status === 503 && error.code === 'unavailable'));

/** Sends the request with an Idempotency-Key kept for the retries of one attempt, then follows it. */
function usePayRequest(contribution: Contribution | null, open: boolean) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [following, setFollowing] = useState<Following | null>(null);
  const send = useSendPayRequest();
  const followed = useFollowPayRequest(contribution?.id ?? 0, following);
  const shown = shownOf(followed.row, following);
  const toast = useToast();
  const told = useRef<string | null>(null);
  // closed while it waited: a payment is told when it comes (the table is refetched all the same)
  useEffect(() => {
    if (!following || shown?.status !== 'paid' || told.current === following.id) return;
    told.current = following.id;
    if (!open) toast.success(outcomeOf(shown).title);
  }, [open, following, shown, toast]);

  const submit = (phone: string) => {
    if (!contribution || send.isPending) return;
    send.mutate(
      { contributionId: contribution.id, phone, idempotencyKey },
      {
        onSuccess: (answer) => setFollowing({ id: answer.id, at: Date.now(), answer }),
        onError: (error) => {
          // after a lost answer or a server failure the request may have been made: the retry keeps the
          // key, and is made once; a refusal, or M-Pesa away (the request ended, nothing sent), is final,
          // and the next attempt is a new request
          if (answeredForGood(error)) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };
  const again = () => {
    setIdempotencyKey(newIdempotencyKey());
    setFollowing(null);
    send.reset();
  };
  return { send, submit, again, following, shown, followed };
}

/**
 * Ask to pay by M-Pesa (an STK push): the child, the month and the whole shillings asked, the parent's
 * phone (the one on record, editable), then the request followed in the same dialog until M-Pesa answers.
 * The request is followed here even once the dialog is closed (its content is, not this component), so a
 * payment that comes later refetches the table; the page mounts the dialog anew for each opening.
 */
export function PayRequestDialog({ contribution, open, onClose }: PayRequestDialogProps) {
  const onPhone = usePhone();
  const [phone, setPhone] = useState<string | null>(null);
  const record = usePhoneOnRecord(contribution, open);
  const { send, submit, again, following, shown, followed } = usePayRequest(contribution, open);
  const body = useRef<HTMLDivElement>(null);
  if (!contribution) return null;
  return (
    <Modal
      open={open}
      title={t('Ask to pay by M-Pesa')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible && !onPhone && !body.current?.contains(document.activeElement))
          body.current?.querySelector<HTMLElement>('input')?.focus();
      }}
    >
      <div ref={body}>
        <Summary contribution={contribution} sent={following?.answer} />
        {following ? (
          <FollowStep
            shown={shown}
            lost={followed.error !== null}
            unknownTooLong={followed.unknownTooLong}
            onAgain={again}
            onClose={onClose}
          />
        ) : record.loading ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <AskStep
            contribution={contribution}
            phone={phone ?? record.phone ?? ''}
            onRecord={record.phone}
            pending={send.isPending}
            error={send.error}
            onSend={(typed) => {
              setPhone(typed);
              submit(typed);
            }}
            onClose={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
