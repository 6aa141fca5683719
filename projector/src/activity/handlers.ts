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
  type Message,
  type MobilePaymentAssigned,
  type MobilePaymentRefundMarked,
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
import type { Projected, ProjectedOneOf } from '../read-model';
import {
  type Disbursement,
  disbursementLine,
  groupStatusLine,
  type ParticipantChange,
  participantLine,
  paymentLine,
  projectStatusLine,
} from './lines';
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
  | DisbursementRejected
  | MobilePaymentAssigned
  | MobilePaymentRefundMarked;

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
  e: Projected<ActivityEvent>,
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
  e: Projected<ActivityEvent>,
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
 * user's language (sw/server.json); those whose sentence depends on what is known are in lines.ts.
 */

/** The events of these types, for a step shared by them (the table's slots then take it as their own). */
type OfTypes<T extends ActivityEvent['type']> = Projected<Extract<ActivityEvent, { type: T }>>;
type Tell<T extends ActivityEvent['type']> = (book: PlaceBook, e: OfTypes<T>) => void;
type AnyTell = (book: PlaceBook, e: Told) => void;

const participantChanged = (book: PlaceBook, e: OfTypes<ParticipantChange>) =>
  lineAbout(book, e, 'participant', e.data.id, (code) => participantLine(e.type, code));

const paymentChanged = (book: PlaceBook, e: OfTypes<'PaymentRecorded' | 'PaymentReversed'>) =>
  lineAbout(book, e, 'contribution', e.data.contributionId, (label) =>
    paymentLine(e.type === 'PaymentReversed', e.data.amount, label),
  );

const disbursementChanged = (book: PlaceBook, e: OfTypes<Disbursement['type']>) =>
  lineAbout(book, e, 'fund', e.data.fundId, (group) =>
    disbursementLine(e as ProjectedOneOf<Disbursement>, group),
  );

/**
 * What each event tells the feed. Summaries name participants by their participant ID, never by name,
 * so the feed holds no personal data to erase.
 */
const TELL: { readonly [T in ActivityEvent['type']]: Tell<T> } = {
  RegionCreated: (book, e) => {
    const { name } = e.data;
    book.line(e, msg`Region ${{ name }} created`, placeIn({ regionId: e.data.regionId }, name));
  },
  ClusterCreated: (book, e) => {
    const { name } = e.data;
    book.line(e, msg`Cluster ${{ name }} created`, placeIn(e.data, name));
  },
  ProjectCreated: (book, e) => {
    const { code, name } = e.data;
    const place = placeIn(e.data, code);
    book.remember('project', e.data.projectId, place);
    book.line(e, msg`Project ${{ code }} ${{ name }} created`, place);
  },
  ProjectStatusChanged: (book, e) =>
    lineAbout(book, e, 'project', e.data.projectId, (code) => projectStatusLine(code, e.data.isActive)),
  ParticipantRegistered: (book, e) => {
    const { participantId } = e.data;
    const place = placeIn(e.data, participantId);
    book.remember('participant', e.data.id, place);
    book.line(e, msg`Participant ${{ participantId }} registered`, place);
  },
  ParticipantUpdated: (book, e) => {
    const { participantId } = e.data;
    const place = book.get('participant', e.data.id);
    if (place) book.remember('participant', e.data.id, { ...place, label: participantId });
    book.line(e, msg`Participant ${{ participantId }} updated`, place);
  },
  ParticipantInactivated: participantChanged,
  ParticipantReactivated: participantChanged,
  ParticipantDeleted: participantChanged,
  ParticipantPersonalDataErased: participantChanged,
  // Not a line of its own (one per child per month would drown the feed); only remembered.
  ContributionOpened: (book, e) =>
    book.remember(
      'contribution',
      e.data.id,
      contributionPlace(e.data, book.get('participant', e.data.participantId)),
    ),
  PaymentRecorded: paymentChanged,
  PaymentReversed: paymentChanged,
  GroupRegistered: (book, e) => {
    const { name } = e.data;
    const place = placeIn(e.data, name);
    book.remember('group', e.data.groupId, place);
    book.line(e, msg`Saving group ${{ name }} registered`, place);
  },
  GroupStatusChanged: (book, e) =>
    lineAbout(book, e, 'group', e.data.groupId, (name) => groupStatusLine(e.data.status, name)),
  LoanIssued: (book, e) => {
    const amount = formatMoney(e.data.amount);
    inGroup(book, e, e.data.groupId, 'loan', e.data.loanId, (group) =>
      group === null
        ? msg`Loan of ${{ amount }} issued in a saving group`
        : msg`Loan of ${{ amount }} issued in ${{ group }}`,
    );
  },
  LoanCompleted: (book, e) =>
    lineAbout(book, e, 'loan', e.data.loanId, (group) =>
      group === null
        ? msg`A loan in a saving group was repaid in full`
        : msg`A loan in ${{ group }} was repaid in full`,
    ),
  EmergencyFundCreated: (book, e) =>
    inGroup(book, e, e.data.groupId, 'fund', e.data.fundId, (group) =>
      group === null
        ? msg`Emergency fund created in a saving group`
        : msg`Emergency fund created in ${{ group }}`,
    ),
  DisbursementRequested: disbursementChanged,
  DisbursementApproved: disbursementChanged,
  DisbursementRejected: disbursementChanged,
  // staff's decisions on an unmatched M-Pesa payment: the money's own lines are its payments'
  MobilePaymentAssigned: (book, e) =>
    lineAbout(book, e, 'participant', e.data.participantId, (code) => {
      const { receipt } = e.data;
      const participant = code ?? `#${e.data.participantId}`;
      return msg`M-Pesa payment ${{ receipt }} assigned to ${{ participant }}`;
    }),
  MobilePaymentRefundMarked: (book, e) => {
    const { receipt } = e.data;
    const place = e.data.projectId == null ? null : book.get('project', e.data.projectId);
    book.line(e, msg`M-Pesa payment ${{ receipt }} marked for refund`, place);
  },
};

/**
 * A run of events of any of the model's types, and a lone one as a run of one: the places it needs in one
 * query, told in order, saved.
 */
export const fold = async (tx: pg.PoolClient, events: readonly Told[]) => {
  const book = await PlaceBook.load(tx, events.flatMap(placesNamed));
  for (const e of events) (TELL[e.type] as AnyTell)(book, e);
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
  MobilePaymentAssigned: true,
  MobilePaymentRefundMarked: true,
};
