import {
  type DisbursementApproved,
  type DisbursementRejected,
  type DisbursementRequested,
  formatMoney,
  type GroupStatus,
  type Message,
  msg,
} from '@pm/domain';
import type { ProjectedOneOf } from '../read-model';

/*
 * The feed's sentences that depend on what is known (handlers.ts tells which). Each line is a `msg`: its English text, and its template and values for the UI to show it in the
 * user's language (sw/server.json). One template per sentence: a thing not known is told by a sentence
 * of its own ('… in a saving group'), never by an English word given as a value.
 */

export const projectStatusLine = (code: string | null, isActive: boolean): Message =>
  code === null
    ? isActive
      ? msg`A project was activated`
      : msg`A project was deactivated`
    : isActive
      ? msg`Project ${{ code }} activated`
      : msg`Project ${{ code }} deactivated`;

export type ParticipantChange =
  | 'ParticipantInactivated'
  | 'ParticipantReactivated'
  | 'ParticipantDeleted'
  | 'ParticipantPersonalDataErased';

export const participantLine = (type: ParticipantChange, participantId: string | null): Message => {
  if (participantId === null)
    switch (type) {
      case 'ParticipantInactivated':
        return msg`A participant was inactivated`;
      case 'ParticipantReactivated':
        return msg`A participant was reactivated`;
      case 'ParticipantDeleted':
        return msg`A participant was deleted from the register`;
      case 'ParticipantPersonalDataErased':
        return msg`The personal data of a participant was erased`;
    }
  switch (type) {
    case 'ParticipantInactivated':
      return msg`Participant ${{ participantId }} inactivated`;
    case 'ParticipantReactivated':
      return msg`Participant ${{ participantId }} reactivated`;
    case 'ParticipantDeleted':
      return msg`Participant ${{ participantId }} deleted from the register`;
    case 'ParticipantPersonalDataErased':
      return msg`Participant ${{ participantId }} personal data erased`;
  }
};

export const paymentLine = (reversed: boolean, cents: number, label: string | null): Message => {
  const amount = formatMoney(cents);
  if (label === null)
    return reversed
      ? msg`Payment of ${{ amount }} reversed for a contribution`
      : msg`Payment of ${{ amount }} recorded for a contribution`;
  return reversed
    ? msg`Payment of ${{ amount }} reversed for ${{ label }}`
    : msg`Payment of ${{ amount }} recorded for ${{ label }}`;
};

export const groupStatusLine = (status: GroupStatus, name: string | null): Message => {
  if (name === null)
    switch (status) {
      case 'Active':
        return msg`A saving group is now Active`;
      case 'Inactive':
        return msg`A saving group is now Inactive`;
      case 'Suspended':
        return msg`A saving group is now Suspended`;
    }
  switch (status) {
    case 'Active':
      return msg`Saving group ${{ name }} is now Active`;
    case 'Inactive':
      return msg`Saving group ${{ name }} is now Inactive`;
    case 'Suspended':
      return msg`Saving group ${{ name }} is now Suspended`;
  }
};

export type Disbursement = DisbursementRequested | DisbursementApproved | DisbursementRejected;

export const disbursementLine = (e: ProjectedOneOf<Disbursement>, group: string | null): Message => {
  switch (e.type) {
    case 'DisbursementRequested': {
      const amount = formatMoney(e.data.amount);
      return group === null
        ? msg`Emergency disbursement of ${{ amount }} requested in a saving group`
        : msg`Emergency disbursement of ${{ amount }} requested in ${{ group }}`;
    }
    case 'DisbursementApproved':
      return group === null
        ? msg`Emergency disbursement approved in a saving group`
        : msg`Emergency disbursement approved in ${{ group }}`;
    case 'DisbursementRejected':
      return group === null
        ? msg`Emergency disbursement rejected in a saving group`
        : msg`Emergency disbursement rejected in ${{ group }}`;
  }
};
