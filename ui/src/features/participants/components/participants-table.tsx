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
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { ReasonDialog } from '@/components/reason-dialog';
import { formatDate } from '@/lib/format';
import { useDisclosure } from '@/lib/use-disclosure';
import { useDeleteParticipant } from '../api/delete-participant';
import { useEraseParticipant } from '../api/erase-participant';
import type { Participant } from '../api/get-participants';
import { useReactivateParticipant } from '../api/reactivate-participant';
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
  if (participant.isActive) return <Tag color="green">Active</Tag>;
  const reason = participant.inactivationReason || 'No reason recorded';
  return (
    <Tooltip title={`Reason: ${reason}`} trigger={['hover', 'focus']}>
      {/* focusable so keyboard users reach the reason too; screen readers read it from the hidden text */}
      <Tag tabIndex={0}>
        Inactive<span className="visually-hidden">, reason: {reason}</span>
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
      <Tooltip title="Delete">
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={remove.isPending}
          aria-label={`Delete ${participant.participantId}`}
          onClick={() => dialog.open()}
        />
      </Tooltip>
      <ReasonDialog
        open={dialog.isOpen}
        title="Are you sure you want to delete this participant?"
        intro={
          <Typography.Paragraph>
            {participant.fullName} ({participant.participantId}) leaves the register; their contributions and
            payments stay in the history and the totals.
          </Typography.Paragraph>
        }
        okText="Delete"
        pendingText="Deleting..."
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
    <Tooltip title="Reactivate">
      <Button
        icon={<CheckCircleOutlined aria-hidden />}
        loading={reactivate.isPending}
        aria-label={`Reactivate ${participant.participantId}`}
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
      title: `Erase the personal data of ${participant.participantId}?`,
      content: (
        <>
          <Typography.Paragraph>
            The name, date of birth, parent/guardian, care giver and phone number of {participant.fullName}{' '}
            are removed for good. This cannot be undone.
          </Typography.Paragraph>
          <Typography.Paragraph>
            The participant ID, contributions and payments are kept, so the money history stays complete.
          </Typography.Paragraph>
        </>
      ),
      okText: 'Erase personal data',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // the toast reports a failure; the confirmation closes either way
      onOk: () => erase.mutateAsync(participant.id).catch(() => undefined),
    });
  return (
    <Tooltip title="Erase personal data">
      <Button
        danger
        type="text"
        icon={<UserDeleteOutlined aria-hidden />}
        loading={erase.isPending}
        aria-label={`Erase personal data of ${participant.participantId}`}
        onClick={confirm}
      />
    </Tooltip>
  );
}

/** The participants table (spec §2 "Participants"), with the row actions the role may use. */
export function ParticipantsTable({
  participants,
  loading,
  canManage,
  canErase,
  onView,
  onEdit,
  onInactivate,
}: ParticipantsTableProps) {
  const columns: TableColumnsType<Participant> = [
    {
      title: 'Participant',
      key: 'participant',
      render: (_: unknown, participant: Participant) => (
        <Flex align="center" gap={10}>
          <Avatar aria-hidden>{participantInitials(participant)}</Avatar>
          <Flex vertical>
            <Typography.Text strong>{participant.fullName}</Typography.Text>
            {participant.dateOfBirth && (
              <Typography.Text type="secondary">Born {formatDate(participant.dateOfBirth)}</Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
      sorter: (a, b) => a.fullName.localeCompare(b.fullName),
    },
    {
      title: 'ID',
      dataIndex: 'participantId',
      key: 'participantId',
      sorter: (a, b) => a.participantId.localeCompare(b.participantId),
    },
    {
      title: 'Age',
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
      title: 'Contact',
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
      title: 'Grade Level',
      dataIndex: 'gradeLevel',
      key: 'gradeLevel',
      render: (grade: string | null) => grade || 'N/A',
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, participant: Participant) => <StatusTag participant={participant} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, participant: Participant) => (
        <Flex gap={8}>
          <IconAction
            title="View"
            label={`View ${participant.participantId}`}
            icon={<EyeOutlined aria-hidden />}
            onClick={() => onView(participant)}
          />
          {canManage && !participant.erased && (
            <IconAction
              title="Edit"
              label={`Edit ${participant.participantId}`}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(participant)}
            />
          )}
          {canManage &&
            (participant.isActive ? (
              <IconAction
                title="Inactivate"
                label={`Inactivate ${participant.participantId}`}
                icon={<StopOutlined aria-hidden />}
                onClick={() => onInactivate(participant)}
              />
            ) : (
              <ReactivateAction participant={participant} />
            ))}
          {canManage && <DeleteAction participant={participant} />}
          {canErase && !participant.erased && <EraseAction participant={participant} />}
        </Flex>
      ),
    },
  ];
  return (
    <DataTable<Participant>
      rows={participants}
      columns={columns}
      loading={loading}
      loadingText="Loading participants..."
      emptyText="No participants found."
    />
  );
}
