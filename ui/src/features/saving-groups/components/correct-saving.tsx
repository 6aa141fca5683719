import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { adjustSavingsSchema } from '@pm/domain/saving-groups/schemas';
import { Alert, Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { DateItem, MoneyInput } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { formatDate, todayIso } from '@/lib/format';
import { centsToWire, formatSignedCents, formatWireMoney, wireToCents } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { zodRule } from '@/lib/zod-form';
import { useOnline } from '@/offline/use-offline-queue';
import { toAdjustmentBody, useAdjustSavings } from '../api/adjust-savings';
import type { GroupSaving } from '../api/get-group-savings';

/**
 * The difference a correction makes to the member's savings, in cents: what the saving should have been
 * less what was recorded (negative: the member was credited too much). Null while no amount is typed.
 */
export const adjustmentOf = (recorded: GroupSaving['amount'], correct: unknown): number | null =>
  typeof correct === 'number' && Number.isFinite(correct) && correct >= 0
    ? wireToCents(correct) - wireToCents(recorded)
    : null;

/** Whether the user may correct this saving: one of a closed cycle, not reversed, by whoever may reverse. */
export const mayCorrect = (actor: Actor | null | undefined, saving: GroupSaving): boolean =>
  !!actor &&
  saving.kind === 'saving' &&
  saving.inClosedCycle &&
  saving.reversal === null &&
  hasCapability(actor, 'savingGroups.reverse');

const rule = (field: string) => [zodRule(adjustSavingsSchema, field)];

interface CorrectSavingDialogProps extends DialogProps {
  readonly saving: GroupSaving;
  readonly who: string;
}

/** The saving as recorded, and what a correction of a closed cycle does. */
function SavingFacts({ saving, who }: { readonly saving: GroupSaving; readonly who: string }) {
  return (
    <Flex vertical gap="middle" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'who', label: t('Member'), children: who },
          { key: 'amount', label: t('Recorded amount'), children: formatWireMoney(saving.amount) },
          { key: 'date', label: t('Date'), children: formatDate(saving.savingDate) },
        ]}
      />
      <Alert
        type="info"
        showIcon
        title={t("This saving's cycle is closed: its share-out was paid with it, so it is not reversed.")}
        description={t(
          "The difference is recorded as an adjustment of the member's savings in the open cycle, with your reason, and shown in the ledger and the passbook. No cash moves: what the member's savings lose, the group's profit gains (and the other way round).",
        )}
      />
    </Flex>
  );
}

/** What the saving should have been, and the adjustment it makes, read out as it is typed. */
function CorrectAmountField({
  saving,
  who,
  adjustment,
}: {
  readonly saving: GroupSaving;
  readonly who: string;
  readonly adjustment: number | null;
}) {
  return (
    <>
      <Form.Item
        name="correctAmount"
        label={t('What the saving should have been (KES)')}
        required
        rules={[
          {
            validator: async (_: unknown, value: unknown) => {
              const difference = adjustmentOf(saving.amount, value);
              if (difference === null) throw new Error(t('Amount is required'));
              if (difference === 0)
                throw new Error(t('That is the amount recorded: there is nothing to correct'));
            },
          },
        ]}
      >
        <MoneyInput />
      </Form.Item>
      <p aria-live="polite" data-testid="adjustment-preview" style={{ marginTop: -8 }}>
        {adjustment !== null && adjustment !== 0 && (
          <Typography.Text strong type={adjustment < 0 ? 'danger' : 'success'}>
            {t('Adjustment to {{name}}’s savings: {{amount}}', {
              name: who,
              amount: formatSignedCents(adjustment),
            })}
          </Typography.Text>
        )}
      </p>
    </>
  );
}

/**
 * Correct a saving of a closed cycle (docs/domain/saving-group-money.md, Corrections): its share-out was
 * paid with it, so it is not reversed; the difference is recorded as an adjustment of the member's savings
 * in the open cycle, with the reason. No cash moves: what the member's savings lose, the group's profit
 * gains, and the other way round.
 */
export function CorrectSavingDialog({ saving, who, ...dialog }: CorrectSavingDialogProps) {
  const [form] = Form.useForm();
  const online = useOnline();
  const correct: unknown = Form.useWatch('correctAmount', form);
  const adjustment = adjustmentOf(saving.amount, correct);
  const adjust = useAdjustSavings({ onSuccess: dialog.onClose });

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (!online || adjustment === null || adjustment === 0) return;
    const values = form.getFieldsValue(true) as { adjustmentDate: string; reason: string };
    const input = adjustSavingsSchema.safeParse({
      groupId: saving.groupId,
      memberId: saving.memberId,
      amount: centsToWire(adjustment),
      adjustmentDate: values.adjustmentDate,
      reason: values.reason,
      correctsSavingId: saving.id,
    });
    if (input.success) adjust.mutate(toAdjustmentBody(input.data));
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Correct a saving of a closed cycle')}
      okText={t('Record the adjustment')}
      pendingText={t('Recording...')}
      pending={adjust.isPending}
      form={form}
      name={`correct-saving-${saving.id}`}
      initialValues={{ correctAmount: undefined, adjustmentDate: todayIso(), reason: '' }}
      onSubmit={submit}
    >
      <SavingFacts saving={saving} who={who} />
      <CorrectAmountField saving={saving} who={who} adjustment={adjustment} />
      <DateItem
        name="adjustmentDate"
        label={t('Adjustment date (in the open cycle)')}
        required
        rules={rule('adjustmentDate')}
        past
      />
      <Form.Item
        name="reason"
        label={t('Reason')}
        required
        rules={rule('reason')}
        extra={t("Say what went wrong, e.g. 'Typed 5000 for 500'. Everyone who reads the history sees it.")}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      {!online && (
        <Alert
          type="warning"
          showIcon
          title={t('A correction is sent only while connected. Try again online.')}
        />
      )}
    </ModalForm>
  );
}

/** The Correct action of a closed cycle's saving, where the user may correct it, and its dialog. */
export function CorrectSaving({
  saving,
  actor,
  who,
}: {
  readonly saving: GroupSaving;
  readonly actor: Actor | null | undefined;
  readonly who: string;
}) {
  const dialog = useDisclosure();
  if (!mayCorrect(actor, saving)) return null;
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-label={t('Correct the saving of {{name}}', { name: who })}
        onClick={() => dialog.open()}
      >
        {t('Correct')}
      </Button>
      {dialog.key > 0 && <CorrectSavingDialog key={dialog.key} {...dialog.props} saving={saving} who={who} />}
    </>
  );
}
