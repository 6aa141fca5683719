import { inactivateParticipantSchema } from '@pm/domain/participants/schemas';
import { Form, Typography } from 'antd';
import type { DialogProps } from '@/components/modal-form';
import { ReasonDialog } from '@/components/reason-dialog';
import { t } from '@/i18n';
import { showServerFieldErrors } from '@/lib/zod-form';
import type { Participant } from '../api/get-participants';
import { useInactivateParticipant } from '../api/inactivate-participant';

interface InactivateDialogProps extends DialogProps {
  readonly participant: Participant | null;
}

/** Inactivating asks why (the reason shows on the Inactive badge); reactivating does not. */
export function InactivateDialog({ participant, ...dialog }: InactivateDialogProps) {
  const [form] = Form.useForm();
  const inactivate = useInactivateParticipant({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  if (!participant) return null;
  return (
    <ReasonDialog
      {...dialog}
      title={t('Inactivate {{id}}', { id: participant.participantId })}
      okText={t('Inactivate')}
      pendingText={t('Inactivating...')}
      pending={inactivate.isPending}
      form={form}
      name="inactivate-participant"
      schema={inactivateParticipantSchema}
      intro={
        <Typography.Paragraph>
          {t('{{name}} stays on record with every contribution and payment, marked inactive.', {
            name: participant.fullName,
          })}
        </Typography.Paragraph>
      }
      onReason={(reason) => inactivate.mutate({ id: participant.id, reason })}
    />
  );
}
