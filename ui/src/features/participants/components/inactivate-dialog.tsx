import { inactivateParticipantSchema } from '@pm/domain/participants/schemas';
import { Form, Input, Modal, Typography } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '../../../lib/zod-form';
import type { Participant } from '../api/get-participants';
import { useInactivateParticipant } from '../api/inactivate-participant';

interface InactivateDialogProps {
  readonly open: boolean;
  readonly participant: Participant | null;
  readonly onClose: () => void;
}

/** Inactivating asks why (the reason shows on the Inactive badge); reactivating does not. */
export function InactivateDialog({ open, participant, onClose }: InactivateDialogProps) {
  const [form] = Form.useForm();
  const inactivate = useInactivateParticipant({
    onSuccess: onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });

  const submit = async () => {
    if (!participant) return;
    const input = await parseForm(inactivateParticipantSchema, form);
    if (input) inactivate.mutate({ id: participant.id, reason: input.reason });
  };

  return (
    <Modal
      open={open && participant !== null}
      title={participant ? `Inactivate ${participant.participantId}` : 'Inactivate participant'}
      okText={inactivate.isPending ? 'Inactivating...' : 'Inactivate'}
      okButtonProps={{ danger: true }}
      confirmLoading={inactivate.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {participant && (
        <Form
          form={form}
          name="inactivate-participant"
          layout="vertical"
          preserve={false}
          initialValues={{ reason: '' }}
          onFinish={submit}
        >
          <Typography.Paragraph>
            {participant.fullName} stays on record with every contribution and payment, marked inactive.
          </Typography.Paragraph>
          <Form.Item
            name="reason"
            label="Reason"
            required
            rules={[zodRule(inactivateParticipantSchema, 'reason')]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
