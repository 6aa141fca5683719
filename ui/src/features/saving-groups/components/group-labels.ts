import type {
  EmergencyType,
  GroupStatus,
  MeetingDay,
  MeetingFrequency,
  PenaltyType,
} from '@pm/domain/saving-groups/shared';
import { t, tKey } from '@/i18n';

/**
 * The words of the ministry's fixed values (sent to the server in English): a group's status, its meeting
 * day and frequency, the penalty and emergency types. Shown in the user's language through the functions
 * below; a value the tables do not know (free text of an older record) is shown as it is.
 */

export const GROUP_STATUS_LABELS: Readonly<Record<GroupStatus, string>> = {
  Active: tKey('Active'),
  Inactive: tKey('Inactive'),
  Suspended: tKey('Suspended'),
};

export const MEETING_DAY_LABELS: Readonly<Record<MeetingDay, string>> = {
  Monday: tKey('Monday'),
  Tuesday: tKey('Tuesday'),
  Wednesday: tKey('Wednesday'),
  Thursday: tKey('Thursday'),
  Friday: tKey('Friday'),
  Saturday: tKey('Saturday'),
  Sunday: tKey('Sunday'),
};

export const MEETING_FREQUENCY_LABELS: Readonly<Record<MeetingFrequency, string>> = {
  Weekly: tKey('Weekly'),
  'Bi-weekly': tKey('Bi-weekly'),
  Monthly: tKey('Monthly'),
};

export const PENALTY_TYPE_LABELS: Readonly<Record<PenaltyType, string>> = {
  Lateness: tKey('Lateness'),
  'Meeting Disturbance': tKey('Meeting Disturbance'),
  'Meeting Absence': tKey('Meeting Absence'),
  Other: tKey('Other'),
};

export const EMERGENCY_TYPE_LABELS: Readonly<Record<EmergencyType, string>> = {
  'Natural Disaster': tKey('Natural Disaster'),
  Sickness: tKey('Sickness'),
  Fire: tKey('Fire'),
  Accident: tKey('Accident'),
  Other: tKey('Other'),
};

const labelOf =
  (labels: Readonly<Record<string, string>>) =>
  (value: string): string => {
    const label = Object.hasOwn(labels, value) ? labels[value] : undefined;
    return label === undefined ? value : t(label);
  };

export const groupStatusLabel = labelOf(GROUP_STATUS_LABELS);
export const meetingDayLabel = labelOf(MEETING_DAY_LABELS);
export const meetingFrequencyLabel = labelOf(MEETING_FREQUENCY_LABELS);
export const penaltyTypeLabel = labelOf(PENALTY_TYPE_LABELS);
export const emergencyTypeLabel = labelOf(EMERGENCY_TYPE_LABELS);
