import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  StopOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { deleteParticipantSchema } from '@pm/domain/participants/schemas';
import { App, Button, Form, Tooltip, Typography } from 'antd';
import { IconAction } from '@/components/icon-action';
import { ReasonDialog } from '@/components/reason-dialog';
import { ResetUssdPinButton } from '@/features/ussd';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { useDeleteParticipant } from '../api/delete-participant';
import { useEraseParticipant } from '../api/erase-participant';
import type { Participant } from '../api/get-participants';
import { useReactivateParticipant } from '../api/reactivate-participant';

/** Delete asks the specification's question and, since the history keeps it, why. */
function DeleteAction({ participant }: { readonly participant: Participant }) {
  const [form] = Form.useForm();
  const dialog = useDisclosure();
  const remove = useDeleteParticipant();
  return (
    <>
      <Tooltip title={t('Delete')}>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={remove.isPending}
          aria-label={t('Delete {{id}}', { id: participant.participantId })}
          onClick={() => dialog.open()}
        />
      </Tooltip>
      <ReasonDialog
        open={dialog.isOpen}
        title={t('Are you sure you want to delete this participant?')}
        intro={
          <Typography.Paragraph>
            {t(
              '{{name}} ({{id}}) leaves the register; their contributions and payments stay in the history and the totals.',
              { name: participant.fullName, id: participant.participantId },
            )}
          </Typography.Paragraph>
        }
        okText={t('Delete')}
        pendingText={t('Deleting...')}
        pending={remove.isPending}
        form={form}
        name="delete-participant"
        schema={deleteParticipantSchema}
        onReason={(reason) =>
          remove.mutate({ id: participant.id, reason }, { onSuccess: () => dialog.close() })
        }
        onClose={() => dialog.close()}
      />
    </>
  );
}

function ReactivateAction({ participant }: { readonly participant: Participant }) {
  const reactivate = useReactivateParticipant();
  return (
    <Tooltip title={t('Reactivate')}>
      <Button
        icon={<CheckCircleOutlined aria-hidden />}
        loading={reactivate.isPending}
        aria-label={t('Reactivate {{id}}', { id: participant.participantId })}
        onClick={() => reactivate.mutate(participant.id)}
      />
    </Tooltip>
  );
}

function EraseAction({ participant }: { readonly participant: Participant }) {
  const { modal } = App.useApp();
  const erase = useEraseParticipant();
  const confirm = () =>
    modal.confirm({
      title: t('Erase the personal data of {{id}}?', { id: participant.participantId }),
      content: (
        <>
          <Typography.Paragraph>
            {t(
              'The name, date of birth, parent/guardian, care giver and phone number of {{name}} are removed for good. This cannot be undone.',
              { name: participant.fullName },
            )}
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t(
              'The participant ID, contributions and payments are kept, so the money history stays complete.',
            )}
          </Typography.Paragraph>
        </>
      ),
      okText: t('Erase personal data'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      // the toast reports a failure; the confirmation closes either way
      onOk: () => erase.mutateAsync(participant.id).catch(() => undefined),
    });
  return (
    <Tooltip title={t('Erase personal data')}>
      <Button
        danger
        type="text"
        icon={<UserDeleteOutlined aria-hidden />}
        loading={erase.isPending}
        aria-label={t('Erase personal data of {{id}}', { id: participant.participantId })}
        onClick={confirm}
      />
    </Tooltip>
  );
}

/** Reset USSD PIN of the child's contact phone: the parent's or guardian's, named with the child. */
function ResetPinAction({ participant }: { readonly participant: Participant }) {
  const phone = participant.contactPhone?.trim();
  if (!phone || participant.erased) return null;
  const child = participant.fullName;
  const guardian = participant.parentGuardianName?.trim();
  const name = guardian ? t('{{guardian}}, guardian of {{child}}', { guardian, child }) : child;
  return <ResetUssdPinButton holder={{ name, phone }} subject={participant.participantId} />;
}

/** View, the action every role has on a participant's row. */
export function ViewAction({
  participant,
  onView,
}: {
  readonly participant: Participant;
  readonly onView: (participant: Participant) => void;
}) {
  return (
    <IconAction
      title={t('View')}
      label={t('View {{id}}', { id: participant.participantId })}
      icon={<EyeOutlined aria-hidden />}
      onClick={() => onView(participant)}
    />
  );
}

interface ManageActionsProps {
  readonly participant: Participant;
  /** 'participants.manage': edit, inactivate/reactivate and delete. */
  readonly canManage: boolean;
  /** 'participants.erase' (SuperAdmin): erase a child's personal data. */
  readonly canErase: boolean;
  /** 'payments.record': reset the USSD PIN of the child's contact phone. */
  readonly canResetPin: boolean;
  readonly onEdit: (participant: Participant) => void;
  readonly onInactivate: (participant: Participant) => void;
}

/** The row's actions beyond View, those the role may use. */
export function ManageActions({
  participant,
  canManage,
  canErase,
  canResetPin,
  onEdit,
  onInactivate,
}: ManageActionsProps) {
  return (
    <>
      {canManage && !participant.erased && (
        <IconAction
          title={t('Edit')}
          label={t('Edit {{name}}', { name: participant.participantId })}
          icon={<EditOutlined aria-hidden />}
          onClick={() => onEdit(participant)}
        />
      )}
      {canManage &&
        (participant.isActive ? (
          <IconAction
            title={t('Inactivate')}
            label={t('Inactivate {{id}}', { id: participant.participantId })}
            icon={<StopOutlined aria-hidden />}
            onClick={() => onInactivate(participant)}
          />
        ) : (
          <ReactivateAction participant={participant} />
        ))}
      {canResetPin && <ResetPinAction participant={participant} />}
      {canManage && <DeleteAction participant={participant} />}
      {canErase && !participant.erased && <EraseAction participant={participant} />}
    </>
  );
}
