import { Avatar, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { actionColumns } from '@/components/columns';
import { DataTable, type PhoneView, usePhone } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { Participant } from '../api/get-participants';
import { ManageActions, ViewAction } from './participant-actions';
import { gradeLabel } from './participant-labels';
import { participantInitials } from './participant-rows';

interface ParticipantsTableProps {
  readonly participants: readonly Participant[];
  readonly loading: boolean;
  /** 'participants.manage': edit, inactivate/reactivate and delete. */
  readonly canManage: boolean;
  /** 'participants.erase' (SuperAdmin): erase a child's personal data. */
  readonly canErase: boolean;
  /** 'payments.record': reset the USSD PIN of a child's contact phone. */
  readonly canResetPin: boolean;
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

/** The participant's initials, full name and date of birth. */
function ParticipantCell({ participant }: { readonly participant: Participant }) {
  return (
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
  );
}

function AgeCell({ participant }: { readonly participant: Participant }) {
  if (participant.age === null) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex align="center" gap={8}>
      <span>{participant.age}</span>
      {participant.ageGroup && <Tag color="geekblue">{participant.ageGroup}</Tag>}
    </Flex>
  );
}

function ContactCell({ participant }: { readonly participant: Participant }) {
  return (
    <Flex vertical>
      <span>{participant.contactPhone ?? '-'}</span>
      {participant.parentGuardianName && (
        <Typography.Text type="secondary">{participant.parentGuardianName}</Typography.Text>
      )}
    </Flex>
  );
}

/** The register's own columns, before the actions. */
const participantColumns = (): TableColumnsType<Participant> => [
  {
    title: t('Participant'),
    key: 'participant',
    render: (_: unknown, participant: Participant) => <ParticipantCell participant={participant} />,
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
    render: (_: unknown, participant: Participant) => <AgeCell participant={participant} />,
    sorter: (a, b) => (a.age ?? -1) - (b.age ?? -1),
  },
  {
    title: t('Contact'),
    key: 'contact',
    render: (_: unknown, participant: Participant) => <ContactCell participant={participant} />,
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
];

/**
 * A phone shows the participant, the status and View; the ID, age, contact, grade and the other actions
 * (edit, inactivate, reset USSD PIN, delete, erase) are in the row's details (docs/behaviour.md).
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
  canResetPin,
  onView,
  onEdit,
  onInactivate,
}: ParticipantsTableProps) {
  const phone = usePhone();
  const view = (participant: Participant) => <ViewAction participant={participant} onView={onView} />;
  const manage = (participant: Participant) => (
    <ManageActions
      participant={participant}
      canManage={canManage}
      canErase={canErase}
      canResetPin={canResetPin}
      onEdit={onEdit}
      onInactivate={onInactivate}
    />
  );
  const columns: TableColumnsType<Participant> = [
    ...participantColumns(),
    ...actionColumns<Participant>(phone, {
      view,
      more:
        canManage || canErase || canResetPin
          ? (participant) => (
              <Flex gap={8} wrap>
                {manage(participant)}
              </Flex>
            )
          : null,
      all: (participant) => (
        <Flex gap={8}>
          {view(participant)}
          {manage(participant)}
        </Flex>
      ),
    }),
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
