import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  StopOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { deleteParticipantSchema } from '@pm/domain/participants/schemas';
import { App, Avatar, Button, Flex, Form, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { DataTable, type PhoneView, usePhone } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { ReasonDialog } from '@/components/reason-dialog';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { useDisclosure } from '@/lib/use-disclosure';
import { useDeleteParticipant } from '../api/delete-participant';
import { useEraseParticipant } from '../api/erase-participant';
import type { Participant } from '../api/get-participants';
import { useReactivateParticipant } from '../api/reactivate-participant';
import { gradeLabel } from './participant-labels';
import { participantInitials } from './participant-rows';

interface ParticipantsTableProps {
  readonly participants: readonly Participant[];
  readonly loading: boolean;
  /** 'participants.manage': edit, inactivate/reactivate and delete. */
  readonly canManage: boolean;
  /** 'participants.erase' (SuperAdmin): erase a child's personal data. */
  readonly canErase: boolean;
  readonly onView: (participant: Participant) => void;
  readonly onEdit: (participant: Participant) => void;
  readonly onInactivate: (participant: Participant) => void;
}

function StatusTag({ participant }: { readonly participant: Participant }) {
  if (participant.isActive) return <Tag color="green">{t('Active')}</Tag>;
  const reason = participant.inactivationReason || t('No reason recorded');
  return (
    <Tooltip title={t('Reason: {{reason}}', { reason })} trigger={['hover', 'focus']}>
      {/* focusable so keyboard users reach the reason too; screen readers read it from the hidden text */}
      <Tag tabIndex={0}>
        {t('Inactive')}
        <span className="visually-hidden">{t(', reason: {{reason}}', { reason })}</span>
      </Tag>
    </Tooltip>
  );
}

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

/**
 * A phone shows the participant, the status and View; the ID, age, contact, grade and the other actions
 * (edit, inactivate, delete, erase) are in the row's details (docs/behaviour.md).
 */
const PHONE: PhoneView<Participant> = {
  columns: ['participant', 'status', 'view'],
  name: (participant) => participant.fullName || participant.participantId,
};

/** The participants table (spec: screens "Participants"), with the row actions the role may use. */
export function ParticipantsTable({
  participants,
  loading,
  canManage,
  canErase,
  onView,
  onEdit,
  onInactivate,
}: ParticipantsTableProps) {
  const phone = usePhone();
  const view = (participant: Participant) => (
    <IconAction
      title={t('View')}
      label={t('View {{id}}', { id: participant.participantId })}
      icon={<EyeOutlined aria-hidden />}
      onClick={() => onView(participant)}
    />
  );
  const manage = (participant: Participant) => (
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
      {canManage && <DeleteAction participant={participant} />}
      {canErase && !participant.erased && <EraseAction participant={participant} />}
    </>
  );
  const columns: TableColumnsType<Participant> = [
    {
      title: t('Participant'),
      key: 'participant',
      render: (_: unknown, participant: Participant) => (
        <Flex align="center" gap={10}>
          <Avatar aria-hidden>{participantInitials(participant)}</Avatar>
          <Flex vertical>
            <Typography.Text strong>{participant.fullName}</Typography.Text>
            {participant.dateOfBirth && (
              <Typography.Text type="secondary">
                {t('Born {{date}}', { date: formatDate(participant.dateOfBirth) })}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
      sorter: (a, b) => a.fullName.localeCompare(b.fullName),
    },
    {
      title: t('ID'),
      dataIndex: 'participantId',
      key: 'participantId',
      sorter: (a, b) => a.participantId.localeCompare(b.participantId),
    },
    {
      title: t('Age'),
      key: 'age',
      render: (_: unknown, participant: Participant) =>
        participant.age === null ? (
          <Typography.Text type="secondary">-</Typography.Text>
        ) : (
          <Flex align="center" gap={8}>
            <span>{participant.age}</span>
            {participant.ageGroup && <Tag color="geekblue">{participant.ageGroup}</Tag>}
          </Flex>
        ),
      sorter: (a, b) => (a.age ?? -1) - (b.age ?? -1),
    },
    {
      title: t('Contact'),
      key: 'contact',
      render: (_: unknown, participant: Participant) => (
        <Flex vertical>
          <span>{participant.contactPhone ?? '-'}</span>
          {participant.parentGuardianName && (
            <Typography.Text type="secondary">{participant.parentGuardianName}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('Grade Level'),
      dataIndex: 'gradeLevel',
      key: 'gradeLevel',
      render: (grade: string | null) => gradeLabel(grade),
    },
    {
      title: t('Status'),
      key: 'status',
      render: (_: unknown, participant: Participant) => <StatusTag participant={participant} />,
    },
    ...(phone
      ? [
          {
            title: t('Actions'),
            key: 'view',
            render: (_: unknown, participant: Participant) => view(participant),
          },
          ...(canManage || canErase
            ? [
                {
                  title: t('More actions'),
                  key: 'actions',
                  render: (_: unknown, participant: Participant) => (
                    <Flex gap={8} wrap>
                      {manage(participant)}
                    </Flex>
                  ),
                },
              ]
            : []),
        ]
      : [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, participant: Participant) => (
              <Flex gap={8}>
                {view(participant)}
                {manage(participant)}
              </Flex>
            ),
          },
        ]),
  ];
  return (
    <DataTable<Participant>
      rows={participants}
      columns={columns}
      loading={loading}
      loadingText={t('Loading participants...')}
      emptyText={t('No participants found.')}
      phone={PHONE}
    />
  );
}
