import {
  type ClusterCreated,
  type ContributionOpened,
  type DisbursementApproved,
  type DisbursementRejected,
  type DisbursementRequested,
  type EmergencyFundCreated,
  formatMoney,
  type GroupRegistered,
  type GroupStatusChanged,
  type LoanCompleted,
  type LoanIssued,
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
import type { BatchHandler, BatchHandlers, Handlers, Projected, ProjectedOneOf } from '../read-model';
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

const registered = (e: Projected<ParticipantRegistered>) => `Participant ${e.data.participantId} registered`;
const contributionPlace = (d: ContributionOpened['data'], participant: Place | null) =>
  placeIn(d, `${participant?.label ?? `participant ${d.participantId}`} (${d.month})`);

/** A line about something already remembered, told with its label (null when it is not known). */
const lineAbout = (
  book: PlaceBook,
  e: Told,
  kind: PlaceKind,
  id: number,
  summary: (label: string | null) => string,
) => {
  const place = book.get(kind, id);
  book.line(e, summary(place?.label ?? null), place);
};

/** A loan or a fund sits where its group does, and is told by the group's name. */
const inGroup = (
  book: PlaceBook,
  e: Told,
  groupId: number,
  kind: PlaceKind,
  id: number,
  summary: (group: string) => string,
) => {
  const group = book.get('group', groupId);
  if (group) book.remember(kind, id, group);
  book.line(e, summary(group?.label ?? 'a saving group'), group);
};

const participantVerb: Partial<Record<ActivityEvent['type'], string>> = {
  ParticipantInactivated: 'inactivated',
  ParticipantReactivated: 'reactivated',
  ParticipantDeleted: 'deleted from the register',
  ParticipantPersonalDataErased: 'personal data erased',
};

/**
 * What each event tells the feed. Summaries name participants by their participant ID, never by name,
 * so the feed holds no personal data to erase.
 */
const tell = (book: PlaceBook, e: Told) => {
  switch (e.type) {
    case 'RegionCreated':
      return book.line(
        e,
        `Region ${e.data.name} created`,
        placeIn({ regionId: e.data.regionId }, e.data.name),
      );
    case 'ClusterCreated':
      return book.line(e, `Cluster ${e.data.name} created`, placeIn(e.data, e.data.name));
    case 'ProjectCreated': {
      const place = placeIn(e.data, e.data.code);
      book.remember('project', e.data.projectId, place);
      return book.line(e, `Project ${e.data.code} ${e.data.name} created`, place);
    }
    case 'ProjectStatusChanged':
      return lineAbout(book, e, 'project', e.data.projectId, (code) =>
        `Project ${code ?? ''} ${e.data.isActive ? 'activated' : 'deactivated'}`.replace('  ', ' '),
      );
    case 'ParticipantRegistered': {
      const place = placeIn(e.data, e.data.participantId);
      book.remember('participant', e.data.id, place);
      return book.line(e, registered(e), place);
    }
    case 'ParticipantUpdated': {
      const place = book.get('participant', e.data.id);
      if (place) book.remember('participant', e.data.id, { ...place, label: e.data.participantId });
      return book.line(e, `Participant ${e.data.participantId} updated`, place);
    }
    case 'ParticipantInactivated':
    case 'ParticipantReactivated':
    case 'ParticipantDeleted':
    case 'ParticipantPersonalDataErased':
      return lineAbout(
        book,
        e,
        'participant',
        e.data.id,
        (code) => `Participant ${code ?? ''} ${participantVerb[e.type]}`,
      );
    // Not a line of its own (one per child per month would drown the feed); only remembered.
    case 'ContributionOpened':
      return book.remember(
        'contribution',
        e.data.id,
        contributionPlace(e.data, book.get('participant', e.data.participantId)),
      );
    case 'PaymentRecorded':
      return lineAbout(
        book,
        e,
        'contribution',
        e.data.contributionId,
        (label) => `Payment of ${formatMoney(e.data.amount)} recorded for ${label ?? 'a contribution'}`,
      );
    case 'PaymentReversed':
      return lineAbout(
        book,
        e,
        'contribution',
        e.data.contributionId,
        (label) => `Payment of ${formatMoney(e.data.amount)} reversed for ${label ?? 'a contribution'}`,
      );
    case 'GroupRegistered': {
      const place = placeIn(e.data, e.data.name);
      book.remember('group', e.data.groupId, place);
      return book.line(e, `Saving group ${e.data.name} registered`, place);
    }
    case 'GroupStatusChanged':
      return lineAbout(
        book,
        e,
        'group',
        e.data.groupId,
        (name) => `Saving group ${name ?? ''} is now ${e.data.status}`,
      );
    case 'LoanIssued':
      return inGroup(
        book,
        e,
        e.data.groupId,
        'loan',
        e.data.loanId,
        (group) => `Loan of ${formatMoney(e.data.amount)} issued in ${group}`,
      );
    case 'LoanCompleted':
      return lineAbout(
        book,
        e,
        'loan',
        e.data.loanId,
        (group) => `A loan in ${group ?? 'a saving group'} was repaid in full`,
      );
    case 'EmergencyFundCreated':
      return inGroup(
        book,
        e,
        e.data.groupId,
        'fund',
        e.data.fundId,
        (group) => `Emergency fund created in ${group}`,
      );
    case 'DisbursementRequested':
    case 'DisbursementApproved':
    case 'DisbursementRejected': {
      const what =
        e.type === 'DisbursementRequested'
          ? ` of ${formatMoney(e.data.amount)} requested`
          : e.type === 'DisbursementApproved'
            ? ' approved'
            : ' rejected';
      return lineAbout(
        book,
        e,
        'fund',
        e.data.fundId,
        (group) => `Emergency disbursement${what} in ${group ?? 'a saving group'}`,
      );
    }
  }
};

/** A run of events of any of the model's types: the places it needs in one query, told in order, saved. */
const tellRun: BatchHandler<ActivityEvent> = async (tx: pg.PoolClient, run) => {
  const events = run as readonly Told[];
  const book = await PlaceBook.load(tx, events.flatMap(placesNamed));
  for (const e of events) tell(book, e);
  await book.save(tx);
};

/** Every type of the model (the compiler checks none is missing). */
const EVERY_TYPE: Record<ActivityEvent['type'], true> = {
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
const types = Object.keys(EVERY_TYPE);

/** One event is a run of one. */
export const handlers = Object.fromEntries(
  types.map((type) => [type, (tx: pg.PoolClient, e: Projected<ActivityEvent>) => tellRun(tx, [e])]),
) as unknown as Handlers<ActivityEvent>;

export const batchHandlers = Object.fromEntries(
  types.map((type) => [type, tellRun]),
) as BatchHandlers<ActivityEvent>;
