import type { Actor } from '@pm/domain/access/policy';
import { hasCapability } from '@pm/domain/access/policy';
import { writeOffLoanSchema } from '@pm/domain/saving-groups/lending-schemas';
import { Alert, Button, Descriptions, Flex, Form, Input } from 'antd';
import { DateItem } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { formatDate, todayIso } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { useDisclosure } from '@/lib/use-disclosure';
import { zodRule } from '@/lib/zod-form';
import type { GroupLoan } from '../api/get-group-loans';
import { useWriteOffLoan } from '../api/write-off-loan';
import { loanSubject, remainingCents } from './loan-format';

/** A loan the user may write off: active, still owed, past its due date, and a ProjectAdmin or above. */
export const mayWriteOff = (actor: Actor | null | undefined, loan: GroupLoan, today: string): boolean =>
  !!actor &&
  hasCapability(actor, 'savingGroups.writeOff') &&
  loan.status === 'active' &&
  remainingCents(loan) > 0 &&
  loan.dueDate < today;

/** The Write off dialog: the loan, what is lost, the date and the required reason; confirmed as a danger. */
export function WriteOffLoanDialog({ loan, ...dialog }: { readonly loan: GroupLoan } & DialogProps) {
  const [form] = Form.useForm();
  const writeOff = useWriteOffLoan(loan.id, loan.groupId, { onSuccess: dialog.onClose });
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const parsed = writeOffLoanSchema.safeParse(form.getFieldsValue(true));
    if (parsed.success) writeOff.mutate(parsed.data);
  };
  const rule = (field: string) => zodRule(writeOffLoanSchema, field);
  return (
    <ModalForm
      {...dialog}
      title={t('Write this loan off')}
      okText={t('Write off')}
      pendingText={t('Writing off...')}
      pending={writeOff.isPending}
      danger
      form={form}
      name={`write-off-${loan.id}`}
      initialValues={{ writeOffDate: todayIso(), reason: '' }}
      onSubmit={submit}
    >
      <Flex vertical gap="middle" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'who', label: t('Borrower'), children: loanSubject(loan) },
            { key: 'owed', label: t('Still owed'), children: formatCents(remainingCents(loan)) },
            { key: 'due', label: t('Due date'), children: formatDate(loan.dueDate) },
          ]}
        />
        <Alert
          type="warning"
          showIcon
          title={t('This cannot be undone.')}
          description={t(
            "The loan becomes Defaulted and takes no more repayments. What is still owed leaves the loans outstanding; the principal not repaid is a loss the group shares at the next share-out, and it counts in the group's write-offs.",
          )}
        />
      </Flex>
      <DateItem
        name="writeOffDate"
        label={t('Write-off date')}
        required
        rules={[rule('writeOffDate')]}
        past
      />
      <Form.Item
        name="reason"
        label={t('Reason')}
        required
        rules={[rule('reason')]}
        extra={t(
          "Why the group gives up on this loan, e.g. 'The borrower moved away and cannot be reached'.",
        )}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ModalForm>
  );
}

/** The Write off action of a loan row, where the user may, and its dialog. */
export function WriteOffLoan({
  loan,
  actor,
  today,
}: {
  readonly loan: GroupLoan;
  readonly actor: Actor | null | undefined;
  readonly today: string;
}) {
  const dialog = useDisclosure();
  if (!mayWriteOff(actor, loan, today)) return null;
  return (
    <>
      <Button
        danger
        aria-label={t('Write off the loan of {{name}}', { name: loanSubject(loan) })}
        onClick={() => dialog.open()}
      >
        {t('Write off')}
      </Button>
      {dialog.key > 0 && <WriteOffLoanDialog key={dialog.key} {...dialog.props} loan={loan} />}
    </>
  );
}
