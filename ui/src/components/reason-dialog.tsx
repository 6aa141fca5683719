import { Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { t } from '@/i18n';
import { parseForm, zodRule } from '@/lib/zod-form';
import { ModalForm } from './modal-form';

interface ReasonDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly okText: string;
  readonly pendingText: string;
  readonly pending: boolean;
  readonly form: FormInstance;
  readonly name: string;
  /** The domain's schema of the reason (its messages are the specification's). */
  readonly schema: z.ZodType<{ reason: string }>;
  /** What happens, above the reason. */
  readonly intro?: ReactNode;
  readonly onReason: (reason: string) => void;
  readonly onClose: () => void;
}

/** A destructive action that asks why first: reverse a payment, inactivate a participant, reject a request. */
export function ReasonDialog({ schema, intro, onReason, form, ...dialog }: ReasonDialogProps) {
  const submit = async () => {
    const input = await parseForm(schema, form);
    if (input) onReason(input.reason);
  };
  return (
    <ModalForm {...dialog} form={form} danger initialValues={{ reason: '' }} onSubmit={submit}>
      {intro}
      <Form.Item name="reason" label={t('Reason')} required rules={[zodRule(schema, 'reason')]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ModalForm>
  );
}
