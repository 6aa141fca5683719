import { recordPaymentSchema } from '@pm/domain/participants/schemas';
import { Form, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { AmountItem, DateItem, FieldNotice, NotesItem, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency';
import { centsToWire, formatWireMoney, wireToCents } from '@/lib/money';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { type Contribution, useContributions } from '../api/get-contributions';
import { useRecordPayment } from '../api/record-payment';
import {
  contributionOptionLabel,
  exceedsOutstanding,
  monthLabel,
  payableContributions,
} from './contribution-format';

interface RecordPaymentDialogProps extends DialogProps {
  /** The project whose contributions are offered (the header's choice); absent for the user's whole scope. */
  readonly projectId?: number;
  /** Chosen in advance, when the dialog is opened from a row of the table. */
  readonly contribution?: Contribution | null;
}

const rule = (field: string) => zodRule(recordPaymentSchema, field);

/**
 * The contributions with something outstanding, of the project (every month: arrears of earlier months
 * can be paid too), with the row the dialog was opened from.
 */
function usePayableContributions(
  projectId: number | undefined,
  contribution: Contribution | null | undefined,
  open: boolean,
) {
  const list = useContributions({ projectId }, { enabled: open });
  const options = useMemo(() => {
    // The row the dialog was opened from comes from the page's list, which is refetched right after every
    // write; this dialog's own list may still be the cached one for a moment, so the row wins.
    const rows = (list.data ?? []).filter((row) => row.id !== contribution?.id);
    if (contribution) rows.push(contribution);
    return payableContributions(rows);
  }, [list.data, contribution]);
  return { loading: list.isLoading, options };
}

/** Records the form's payment, refusing more than is outstanding; the key stays for a retry of one attempt. */
function useSavePayment(form: FormInstance, options: readonly Contribution[], onClose: () => void) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const record = useRecordPayment({
    onSuccess: onClose,
    onError: (error) => {
      showServerFieldErrors(form, error);
      // A refusal (4xx) recorded nothing, so the corrected attempt is a new request with a new key. After a
      // lost answer or a server failure the payment may have been recorded: the retry keeps the key.
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        setIdempotencyKey(newIdempotencyKey());
    },
  });

  const submit = async () => {
    const input = await parseForm(recordPaymentSchema, form);
    if (!input) return;
    const target = options.find((option) => option.id === input.contributionId);
    const amount = centsToWire(input.amount);
    if (target && exceedsOutstanding(amount, target)) {
      form.setFields([{ name: 'amount', errors: [aboveOutstanding(target)] }]);
      return;
    }
    record.mutate({
      idempotencyKey,
      label: target
        ? t('Payment for {{name}}, {{month}}', {
            name: target.participantName,
            month: monthLabel(target.year, target.month),
          })
        : t('Record Payment'),
      body: {
        contributionId: input.contributionId,
        amount,
        paymentDate: input.paymentDate ?? todayIso(),
        notes: input.notes,
      },
    });
  };
  return { submit, pending: record.isPending };
}

/** The Contribution field: the participant and month, with what is outstanding at the end of each line. */
function ContributionItem({
  form,
  loading,
  options,
}: {
  readonly form: FormInstance;
  readonly loading: boolean;
  readonly options: readonly Contribution[];
}) {
  return (
    <Form.Item name="contributionId" label={t('Contribution')} required rules={[rule('contributionId')]}>
      <SearchSelect
        loading={loading}
        placeholder={t('Choose the participant and month')}
        notFoundContent={
          loading ? t('Loading contributions...') : t('No contributions with an outstanding amount')
        }
        options={options.map((option) => ({ value: option.id, label: contributionOptionLabel(option) }))}
        // the whole line, wrapped: the outstanding amount at its end is never cut off (a phone too)
        optionRender={(option) => (
          <div data-testid="payment-option" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {/* 'KES 250.00' kept on one line */}
            {String(option.label).replaceAll('KES ', 'KES\u00a0')}
          </div>
        )}
        onChange={() => {
          if (form.getFieldValue('amount') !== undefined) void form.validateFields(['amount']);
        }}
      />
    </Form.Item>
  );
}

/** What the chosen contribution still owes, and what was expected and paid. */
function OutstandingNotice({ chosen }: { readonly chosen: Contribution }) {
  return (
    <FieldNotice
      testId="payment-outstanding"
      title={t('Outstanding: {{amount}}', { amount: formatWireMoney(chosen.outstandingAmount) })}
      description={t('{{name}}, {{month}}: expected {{expected}}, paid {{paid}}.', {
        name: chosen.participantName,
        month: monthLabel(chosen.year, chosen.month),
        expected: formatWireMoney(chosen.expectedAmount),
        paid: formatWireMoney(chosen.paidAmount),
      })}
    />
  );
}

/**
 * Record Payment (spec: screens, validation): only contributions with something outstanding are offered, the amount may
 * not exceed what is outstanding, and every attempt of one opening carries the same Idempotency-Key.
 * The dialog is mounted anew for each opening (its key changes), which makes a new key.
 */
export function RecordPaymentDialog({ projectId, contribution, ...dialog }: RecordPaymentDialogProps) {
  const [form] = Form.useForm();
  const { loading, options } = usePayableContributions(projectId, contribution, dialog.open);
  const chosenId: unknown = Form.useWatch('contributionId', form);
  const chosen = options.find((option) => option.id === chosenId) ?? null;
  const { submit, pending } = useSavePayment(form, options, dialog.onClose);

  return (
    <ModalForm
      {...dialog}
      title={t('Record Payment')}
      okText={t('Record Payment')}
      pendingText={t('Recording...')}
      pending={pending}
      form={form}
      name="record-payment"
      initialValues={{ contributionId: contribution?.id, paymentDate: todayIso(), notes: '' }}
      onSubmit={submit}
    >
      <ContributionItem form={form} loading={loading} options={options} />
      {chosen && <OutstandingNotice chosen={chosen} />}
      <AmountItem
        rule={rule('amount')}
        max={chosen && { cents: wireToCents(chosen.outstandingAmount), message: aboveOutstanding(chosen) }}
      />
      <DateItem name="paymentDate" label={t('Payment Date')} required rules={[rule('paymentDate')]} past />
      <NotesItem rules={[rule('notes')]} />
    </ModalForm>
  );
}

const aboveOutstanding = (contribution: Contribution): string =>
  t('Amount cannot exceed the outstanding amount of {{amount}}', {
    amount: formatWireMoney(contribution.outstandingAmount),
  });
