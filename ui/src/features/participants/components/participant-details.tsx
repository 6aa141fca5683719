import { Descriptions, Flex, Tag } from 'antd';
import { ActiveTag } from '@/components/active-tag';
import { t } from '@/i18n';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import type { Participant } from '../api/get-participants';
import { ChildPassbookButton } from './child-passbook-dialog';
import { genderLabel, gradeLabel } from './participant-labels';

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
          { key: 'participantId', label: t('Participant ID'), children: participant.participantId },
          { key: 'fullName', label: t('Full Name'), children: participant.fullName },
          ...(participant.erased
            ? [
                {
                  key: 'erased',
                  label: t('Personal data'),
                  children: <Tag>{t('Erased on request; money history kept')}</Tag>,
                },
              ]
            : []),
          { key: 'firstName', label: t('First Name'), children: orDash(participant.firstName) },
          { key: 'secondName', label: t('Second Name'), children: orDash(participant.secondName) },
          { key: 'surname', label: t('Surname'), children: orDash(participant.surname) },
          { key: 'dateOfBirth', label: t('Date of Birth'), children: formatDate(participant.dateOfBirth) },
          {
            key: 'age',
            label: t('Age'),
            children:
              participant.age === null
                ? '-'
                : `${participant.age} (${participant.ageGroup ?? t('no group')})`,
          },
          { key: 'gender', label: t('Gender'), children: orDash(genderLabel(participant.gender)) },
          {
            key: 'parentGuardianName',
            label: t('Parent/Guardian'),
            children: orDash(participant.parentGuardianName),
          },
          { key: 'careGiverName', label: t('Care Giver'), children: orDash(participant.careGiverName) },
          { key: 'contactPhone', label: t('Contact Phone'), children: orDash(participant.contactPhone) },
          { key: 'gradeLevel', label: t('Grade Level'), children: gradeLabel(participant.gradeLevel) },
          { key: 'project', label: t('Project'), children: project },
          {
            key: 'monthlyContribution',
            label: t('Monthly Contribution'),
            children: formatWireMoney(participant.monthlyContribution),
          },
          {
            key: 'plannedExitDate',
            label: t('Planned Exit Date'),
            children: formatDate(participant.plannedExitDate),
          },
          { key: 'status', label: t('Status'), children: <ActiveTag isActive={participant.isActive} /> },
          ...(participant.isActive
            ? []
            : [
                {
                  key: 'inactivatedAt',
                  label: t('Inactivated'),
                  children: formatDateTime(participant.inactivatedAt),
                },
                {
                  key: 'inactivationReason',
                  label: t('Reason'),
                  children: orDash(participant.inactivationReason),
                },
              ]),
          { key: 'createdAt', label: t('Added'), children: formatDate(participant.createdAt) },
        ]}
      />
    </Flex>
  );
}
