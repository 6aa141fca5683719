import { KeyOutlined } from '@ant-design/icons';
import { resetUssdPinSchema } from '@pm/domain/api/ussd';
import { App, Form, Typography } from 'antd';
import { useState } from 'react';
import { IconAction } from '@/components/icon-action';
import type { DialogProps } from '@/components/modal-form';
import { ReasonDialog } from '@/components/reason-dialog';
import { t, tKey } from '@/i18n';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useDisclosure } from '@/lib/use-disclosure';
import { showServerFieldErrors } from '@/lib/zod-form';
import { needsNewKey, useResetUssdPin } from '../api/reset-ussd-pin';

/** Whose USSD PIN: the person as the page names them, and the number on the register. */
export interface PinHolder {
  /** 'Grace Naliaka', or 'Agnes Wekesa, guardian of Brian Wekesa'. */
  readonly name: string;
  readonly phone: string;
}

const RESET_EFFECT = tKey(
  'They will get a new code by SMS the next time they dial, and choose a new PIN. A lock after wrong PINs is lifted too.',
);

/** Who and which number, and what the reset does. */
export function PinResetIntro({ holder }: { readonly holder: PinHolder }) {
  return (
    <>
      <Typography.Paragraph>
        {t('The USSD PIN of {{name}} ({{phone}}) will be reset.', {
          name: holder.name,
          phone: holder.phone,
        })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t(RESET_EFFECT)}</Typography.Paragraph>
    </>
  );
}

/** The Idempotency-Key of one opening: kept for a retry after a lost answer, new after a refusal. */
const useResetKey = () => {
  const [key, setKey] = useState(newIdempotencyKey);
  const renewAfter = (error: Error) => {
    if (needsNewKey(error)) setKey(newIdempotencyKey());
  };
  return { key, renewAfter };
};

/**
 * Reset USSD PIN: who and which number, a required reason, then a confirmation before anything is sent.
 * Every attempt of one opening carries the same Idempotency-Key; mount it anew (`key`) for each opening.
 */
export function ResetUssdPinDialog({
  holder,
  ...dialog
}: DialogProps & { readonly holder: PinHolder | null }) {
  const [form] = Form.useForm();
  const { modal } = App.useApp();
  const resetKey = useResetKey();
  const reset = useResetUssdPin({
    onSuccess: dialog.onClose,
    onError: (error) => {
      showServerFieldErrors(form, error);
      resetKey.renewAfter(error);
    },
  });
  if (!holder) return null;
  const confirm = (reason: string) =>
    modal.confirm({
      title: t('Reset the USSD PIN of {{name}}?', { name: holder.name }),
      content: (
        <>
          <Typography.Paragraph>{t(RESET_EFFECT)}</Typography.Paragraph>
          <Typography.Paragraph>{t('Reason: {{reason}}', { reason })}</Typography.Paragraph>
        </>
      ),
      okText: t('Reset PIN'),
      okButtonProps: { danger: true },
      cancelText: t('Go back'),
      // the toast reports a failure; the confirmation closes either way, the dialog stays for a retry
      onOk: () =>
        reset
          .mutateAsync({ phone: holder.phone, reason, idempotencyKey: resetKey.key })
          .catch(() => undefined),
    });
  return (
    <ReasonDialog
      {...dialog}
      title={t('Reset USSD PIN')}
      okText={t('Reset PIN')}
      pendingText={t('Resetting...')}
      pending={reset.isPending}
      form={form}
      name="reset-ussd-pin"
      schema={resetUssdPinSchema.pick({ reason: true })}
      intro={<PinResetIntro holder={holder} />}
      onReason={confirm}
    />
  );
}

/**
 * A row's Reset USSD PIN action and its dialog. `subject` names the row in the button's accessible name
 * ('Reset USSD PIN of KE0420-001'); the holder's name by default.
 */
export function ResetUssdPinButton({
  holder,
  subject = holder.name,
}: {
  readonly holder: PinHolder;
  readonly subject?: string;
}) {
  const dialog = useDisclosure();
  return (
    <>
      <IconAction
        title={t('Reset USSD PIN')}
        label={t('Reset USSD PIN of {{name}}', { name: subject })}
        icon={<KeyOutlined aria-hidden />}
        onClick={() => dialog.open()}
      />
      {dialog.key > 0 && <ResetUssdPinDialog key={dialog.key} {...dialog.props} holder={holder} />}
    </>
  );
}
