import type { Actor } from '@pm/domain/access/policy';
import { reversePaymentSchema } from '@pm/domain/participants/schemas';
import { Alert, Button, Descriptions, Flex, Form, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney, type WireAmount } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { zodRule } from '@/lib/zod-form';
import { useReverseEntry } from '../api/reverse-entry';
import {
  isReversed,
  mayReverse,
  REVERSAL_EFFECTS,
  REVERSALS,
  type Reversal,
  type ReversalKind,
  type ReversibleRow,
  reversalRequest,
  reversalText,
} from './reversal';

/** What the dialog shows of the entry it reverses. */
export interface EntrySummary {
  /** The member (or borrower) it belongs to. */
  readonly who: string;
  /** 'Member' by default; 'Borrower' for a repayment (translated). */
  readonly whoLabel?: string;
  readonly amount: WireAmount;
  /** 'YYYY-MM-DD'. */
  readonly date: string;
}

/** "Reversed", with who reversed it, when and why as its tooltip and for screen readers. */
export function ReversedTag({ reversal }: { readonly reversal: Reversal }) {
  const text = reversalText(reversal);
  return (
    <Tag color="default" title={text} style={{ marginInlineEnd: 0 }}>
      {t('Reversed')}
      <span className="visually-hidden">. {text}</span>
    </Tag>
  );
}

/** An entry's amount: struck through, with the Reversed tag, once reversed. */
export function EntryAmount({
  amount,
  reversal,
}: {
  readonly amount: WireAmount;
  readonly reversal: Reversal | null | undefined;
}) {
  const text = formatWireMoney(amount);
  if (!reversal) return <>{text}</>;
  return (
    <Flex vertical align="end" gap={2}>
      <Typography.Text delete type="secondary">
        {text}
      </Typography.Text>
      <ReversedTag reversal={reversal} />
    </Flex>
  );
}

type Column<Row> = TableColumnsType<Row>[number];

/** The Amount column of a reversible list: a reversed entry's amount struck through and tagged. */
export const entryAmountColumn = <
  Row extends { readonly amount: WireAmount; readonly reversal: Reversal | null },
>(
  title = t('Amount'),
): Column<Row> => ({
  title,
  dataIndex: 'amount',
  key: 'amount',
  align: 'right',
  render: (_: unknown, row: Row) => <EntryAmount amount={row.amount} reversal={row.reversal} />,
});

interface DialogOwnProps {
  readonly kind: ReversalKind;
  readonly id: number;
  readonly summary: EntrySummary;
  /** The histories the reversal adds to: group-12, loan-4, emergency-fund-2. */
  readonly streams: readonly string[];
}

/** The Reverse dialog: what is reversed, the required reason, and what reversing does. */
export function ReverseEntryDialog({ kind, id, summary, streams, ...dialog }: DialogOwnProps & DialogProps) {
  const [form] = Form.useForm();
  const texts = REVERSALS[kind];
  const reverse = useReverseEntry(kind, streams, { onSuccess: dialog.onClose });
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const request = reversalRequest(kind, id, form.getFieldsValue(true));
    if (request.ok) reverse.mutate({ id, reason: request.body.reason });
  };
  return (
    <ModalForm
      {...dialog}
      title={t(texts.title)}
      okText={t('Reverse')}
      pendingText={t('Reversing...')}
      pending={reverse.isPending}
      danger
      form={form}
      name={`reverse-${kind}-${id}`}
      initialValues={{ reason: '' }}
      onSubmit={submit}
    >
      <Flex vertical gap="middle" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'who', label: summary.whoLabel ?? t('Member'), children: summary.who },
            { key: 'amount', label: t('Amount'), children: formatWireMoney(summary.amount) },
            { key: 'date', label: t('Date'), children: formatDate(summary.date) },
          ]}
        />
        <Alert type="warning" showIcon title={t(texts.stays)} description={t(REVERSAL_EFFECTS[kind])} />
      </Flex>
      <Form.Item
        name="reason"
        label={t('Reason')}
        required
        rules={[zodRule(reversePaymentSchema, 'reason')]}
        extra={t(
          "Say what went wrong, e.g. 'Recorded twice' or 'Wrong member'. Everyone who reads the history sees it.",
        )}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ModalForm>
  );
}

interface ReverseEntryProps {
  readonly kind: ReversalKind;
  readonly row: ReversibleRow;
  /** The signed-in user; no action without one. */
  readonly actor: Actor | null | undefined;
  readonly summary: EntrySummary;
  readonly streams: readonly string[];
}

/**
 * The Reverse action of a row, where the user may reverse it (see `mayReverse`), and its dialog. A reversed
 * row shows its Reversed tag instead.
 */
export function ReverseEntry({ kind, row, actor, summary, streams }: ReverseEntryProps) {
  const dialog = useDisclosure();
  if (isReversed(row) || !mayReverse(actor, row)) return null;
  return (
    <>
      <Button
        type="link"
        size="small"
        danger
        style={{ paddingInline: 0 }}
        aria-label={t(REVERSALS[kind].action, { name: summary.who })}
        onClick={() => dialog.open()}
      >
        {t('Reverse')}
      </Button>
      {dialog.key > 0 && (
        <ReverseEntryDialog
          key={dialog.key}
          {...dialog.props}
          kind={kind}
          id={row.id}
          summary={summary}
          streams={streams}
        />
      )}
    </>
  );
}

/** Whether any row of a list may be reversed by the user: the Actions column shows only then. */
export const anyReversible = (actor: Actor | null | undefined, rows: readonly ReversibleRow[]): boolean =>
  rows.some((row) => mayReverse(actor, row));
