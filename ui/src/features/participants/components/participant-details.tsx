import { Descriptions, Flex, Tag } from 'antd';
import { ActiveTag } from '@/components/active-tag';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { Participant } from '../api/get-participants';
import { ChildPassbookButton } from './child-passbook-dialog';

const orDash = (value: string | number | null | undefined): string | number =>
  value === null || value === undefined || value === '' ? '-' : value;

/** Every field of a participant, for the View drawer. */
export function ParticipantDetails({ participant }: { readonly participant: Participant }) {
  const project =
    participant.projectCode && participant.projectName
      ? `${participant.projectCode} - ${participant.projectName}`
      : (participant.projectCode ?? String(participant.projectId));
  return (
    <Flex vertical gap="small" align="stretch">
      <Flex justify="flex-end">
        <ChildPassbookButton participant={participant} />
      </Flex>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'participantId', label: 'Participant ID', children: participant.participantId },
          { key: 'fullName', label: 'Full Name', children: participant.fullName },
          ...(participant.erased
            ? [
                {
                  key: 'erased',
                  label: 'Personal data',
                  children: <Tag>Erased on request; money history kept</Tag>,
                },
              ]
            : []),
          { key: 'firstName', label: 'First Name', children: orDash(participant.firstName) },
          { key: 'secondName', label: 'Second Name', children: orDash(participant.secondName) },
          { key: 'surname', label: 'Surname', children: orDash(participant.surname) },
          { key: 'dateOfBirth', label: 'Date of Birth', children: formatDate(participant.dateOfBirth) },
          {
            key: 'age',
            label: 'Age',
            children:
              participant.age === null ? '-' : `${participant.age} (${participant.ageGroup ?? 'no group'})`,
          },
          { key: 'gender', label: 'Gender', children: orDash(participant.gender) },
          {
            key: 'parentGuardianName',
            label: 'Parent/Guardian',
            children: orDash(participant.parentGuardianName),
          },
          { key: 'careGiverName', label: 'Care Giver', children: orDash(participant.careGiverName) },
          { key: 'contactPhone', label: 'Contact Phone', children: orDash(participant.contactPhone) },
          { key: 'gradeLevel', label: 'Grade Level', children: participant.gradeLevel || 'N/A' },
          { key: 'project', label: 'Project', children: project },
          {
            key: 'monthlyContribution',
            label: 'Monthly Contribution',
            children: formatWireMoney(participant.monthlyContribution),
          },
          {
            key: 'plannedExitDate',
            label: 'Planned Exit Date',
            children: formatDate(participant.plannedExitDate),
          },
          { key: 'status', label: 'Status', children: <ActiveTag isActive={participant.isActive} /> },
          ...(participant.isActive
            ? []
            : [
                {
                  key: 'inactivatedAt',
                  label: 'Inactivated',
                  children: formatDateTime(participant.inactivatedAt),
                },
                {
                  key: 'inactivationReason',
                  label: 'Reason',
                  children: orDash(participant.inactivationReason),
                },
              ]),
          { key: 'createdAt', label: 'Added', children: formatDate(participant.createdAt) },
        ]}
      />
    </Flex>
  );
}
