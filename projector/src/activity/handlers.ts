import {
  type ClusterCreated,
  type ContributionOpened,
  type DisbursementApproved,
  type DisbursementRejected,
  type DisbursementRequested,
  type EmergencyFundCreated,
  formatMoney,
  type GroupRegistered,
  type GroupStatus,
  type GroupStatusChanged,
  type LoanCompleted,
  type LoanIssued,
  type Message,
  msg,
  type ParticipantDeleted,
  type ParticipantInactivated,
  type ParticipantPersonalDataErased,
  type ParticipantReactivated,
  type ParticipantRegistered,
  type ParticipantUpdated,
  type PaymentRecorded,
  type PaymentReversed,
  type ProjectCreated,
  type ProjectStatusChanged,
  type RegionCreated,
} from '@pm/domain';
import type pg from 'pg';
import type { ProjectedOneOf } from '../read-model';
import { type Place, PlaceBook, type PlaceKind, placeIn, placesNamed } from './places';

/** The events that make a line of the feed, or tell where later lines happen. */
export type ActivityEvent =
  | RegionCreated
  | ClusterCreated
  | ProjectCreated
  | ProjectStatusChanged
  | ParticipantRegistered
  | ParticipantUpdated
  | ParticipantInactivated
  | ParticipantReactivated
  | ParticipantDeleted
  | ParticipantPersonalDataErased
  | ContributionOpened
  | PaymentRecorded
  | PaymentReversed
  | GroupRegistered
  | GroupStatusChanged
  | LoanIssued
  | LoanCompleted
  | EmergencyFundCreated
  | DisbursementRequested
  | DisbursementApproved
  | DisbursementRejected;

type Told = ProjectedOneOf<ActivityEvent>;

/**
 * A contribution is told by its participant's ID and month: 'KE0420-101 (2026-11)' (the participant's
 * internal id, '#9', when it was never remembered: no English word in a label the UI cannot translate).
 */
const contributionPlace = (d: ContributionOpened['data'], participant: Place | null) =>
  placeIn(d, `${participant?.label ?? `#${d.participantId}`} (${d.month})`);

/** A line about something already remembered, told with its label (null when it is not known). */
const lineAbout = (
  book: PlaceBook,
  e: Told,
  kind: PlaceKind,
  id: number,
  summary: (label: string | null) => Message,
) => {
  const place = book.get(kind, id);
  book.line(e, summary(place?.label ?? null), place);
};

/** A loan or a fund sits where its group does, and is told by the group's name (null when not known). */
const inGroup = (
  book: PlaceBook,
  e: Told,
  groupId: number,
  kind: PlaceKind,
  id: number,
  summary: (group: string | null) => Message,
) => {
  const group = book.get('group', groupId);
  if (group) book.remember(kind, id, group);
  book.line(e, summary(group?.label ?? null), group);
};

/*
 * Each line is a `msg`: its English text, and its template and values for the UI to show it in the
 * user's language (sw/server.json). One template per sentence: a thing not known is told by a sentence
 * of its own ('… in a saving group'), never by an English word given as a value.
 */

const projectStatusLine = (code: string | null, isActive: boolean): Message =>
  code === null
    ? isActive
      ? msg`A project was activated`
      : msg`A project was deactivated`
    : isActive
      ? msg`Project ${{ code }} activated`
      : msg`Project ${{ code }} deactivated`;

type ParticipantChange =
  | 'ParticipantInactivated'
  | 'ParticipantReactivated'
  | 'ParticipantDeleted'
  | 'ParticipantPersonalDataErased';

const participantLine = (type: ParticipantChange, participantId: string | null): Message => {
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

const paymentLine = (reversed: boolean, cents: number, label: string | null): Message => {
  const amount = formatMoney(cents);
  if (label === null)
    return reversed
      ? msg`Payment of ${{ amount }} reversed for a contribution`
      : msg`Payment of ${{ amount }} recorded for a contribution`;
  return reversed
    ? msg`Payment of ${{ amount }} reversed for ${{ label }}`
    : msg`Payment of ${{ amount }} recorded for ${{ label }}`;
};

const groupStatusLine = (status: GroupStatus, name: string | null): Message => {
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

type Disbursement = DisbursementRequested | DisbursementApproved | DisbursementRejected;

const disbursementLine = (e: ProjectedOneOf<Disbursement>, group: string | null): Message => {
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

/**
 * What each event tells the feed. Summaries name participants by their participant ID, never by name,
 * so the feed holds no personal data to erase.
 */
const tell = (book: PlaceBook, e: Told) => {
  switch (e.type) {
    case 'RegionCreated': {
      const { name } = e.data;
      return book.line(e, msg`Region ${{ name }} created`, placeIn({ regionId: e.data.regionId }, name));
    }
    case 'ClusterCreated': {
      const { name } = e.data;
      return book.line(e, msg`Cluster ${{ name }} created`, placeIn(e.data, name));
    }
    case 'ProjectCreated': {
      const { code, name } = e.data;
      const place = placeIn(e.data, code);
      book.remember('project', e.data.projectId, place);
      return book.line(e, msg`Project ${{ code }} ${{ name }} created`, place);
    }
    case 'ProjectStatusChanged':
      return lineAbout(book, e, 'project', e.data.projectId, (code) =>
        projectStatusLine(code, e.data.isActive),
      );
    case 'ParticipantRegistered': {
      const { participantId } = e.data;
      const place = placeIn(e.data, participantId);
      book.remember('participant', e.data.id, place);
      return book.line(e, msg`Participant ${{ participantId }} registered`, place);
    }
    case 'ParticipantUpdated': {
      const { participantId } = e.data;
      const place = book.get('participant', e.data.id);
      if (place) book.remember('participant', e.data.id, { ...place, label: participantId });
      return book.line(e, msg`Participant ${{ participantId }} updated`, place);
    }
    case 'ParticipantInactivated':
    case 'ParticipantReactivated':
    case 'ParticipantDeleted':
    case 'ParticipantPersonalDataErased':
      return lineAbout(book, e, 'participant', e.data.id, (code) => participantLine(e.type, code));
    // Not a line of its own (one per child per month would drown the feed); only remembered.
    case 'ContributionOpened':
      return book.remember(
        'contribution',
        e.data.id,
        contributionPlace(e.data, book.get('participant', e.data.participantId)),
      );
    case 'PaymentRecorded':
    case 'PaymentReversed':
      return lineAbout(book, e, 'contribution', e.data.contributionId, (label) =>
        paymentLine(e.type === 'PaymentReversed', e.data.amount, label),
      );
    case 'GroupRegistered': {
      const { name } = e.data;
      const place = placeIn(e.data, name);
      book.remember('group', e.data.groupId, place);
      return book.line(e, msg`Saving group ${{ name }} registered`, place);
    }
    case 'GroupStatusChanged':
      return lineAbout(book, e, 'group', e.data.groupId, (name) => groupStatusLine(e.data.status, name));
    case 'LoanIssued': {
      const amount = formatMoney(e.data.amount);
      return inGroup(book, e, e.data.groupId, 'loan', e.data.loanId, (group) =>
        group === null
          ? msg`Loan of ${{ amount }} issued in a saving group`
          : msg`Loan of ${{ amount }} issued in ${{ group }}`,
      );
    }
    case 'LoanCompleted':
      return lineAbout(book, e, 'loan', e.data.loanId, (group) =>
        group === null
          ? msg`A loan in a saving group was repaid in full`
          : msg`A loan in ${{ group }} was repaid in full`,
      );
    case 'EmergencyFundCreated':
      return inGroup(book, e, e.data.groupId, 'fund', e.data.fundId, (group) =>
        group === null
          ? msg`Emergency fund created in a saving group`
          : msg`Emergency fund created in ${{ group }}`,
      );
    case 'DisbursementRequested':
    case 'DisbursementApproved':
    case 'DisbursementRejected':
      return lineAbout(book, e, 'fund', e.data.fundId, (group) => disbursementLine(e, group));
  }
};

/**
 * A run of events of any of the model's types, and a lone one as a run of one: the places it needs in one
 * query, told in order, saved.
 */
export const fold = async (tx: pg.PoolClient, events: readonly Told[]) => {
  const book = await PlaceBook.load(tx, events.flatMap(placesNamed));
  for (const e of events) tell(book, e);
  await book.save(tx);
};

/** Every type of the model (the compiler checks none is missing). */
export const types: Record<ActivityEvent['type'], true> = {
  RegionCreated: true,
  ClusterCreated: true,
  ProjectCreated: true,
  ProjectStatusChanged: true,
  ParticipantRegistered: true,
  ParticipantUpdated: true,
  ParticipantInactivated: true,
  ParticipantReactivated: true,
  ParticipantDeleted: true,
  ParticipantPersonalDataErased: true,
  ContributionOpened: true,
  PaymentRecorded: true,
  PaymentReversed: true,
  GroupRegistered: true,
  GroupStatusChanged: true,
  LoanIssued: true,
  LoanCompleted: true,
  EmergencyFundCreated: true,
  DisbursementRequested: true,
  DisbursementApproved: true,
  DisbursementRejected: true,
};
