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
import type { BatchHandlers, Handler, Handlers, Projected } from '../read-model';
import {
  addLine,
  addLines,
  lineAbout,
  linesAbout,
  type Place,
  type PlaceKind,
  placeIn,
  placeOf,
  placesOf,
  remember,
  rememberMany,
} from './places';

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

/** A loan or a fund sits where its group does, and is told by the group's name. */
const inGroup =
  <E extends LoanIssued | EmergencyFundCreated>(
    kind: PlaceKind,
    idOf: (data: E['data']) => number,
    summary: (e: E['data'], group: string) => string,
  ): Handler<E> =>
  async (tx, e) => {
    const group = await placeOf(tx, 'group', e.data.groupId);
    if (group) await remember(tx, kind, idOf(e.data), group);
    await addLine(tx, e, summary(e.data, group?.label ?? 'a saving group'), group);
  };

const participantLine = <E extends ActivityEvent & { data: { id: number } }>(verb: string) =>
  lineAbout<E>(
    'participant',
    (d) => d.id,
    (_, code) => `Participant ${code ?? ''} ${verb}`,
  );

const disbursementLine = <E extends DisbursementRequested | DisbursementApproved | DisbursementRejected>(
  what: (data: E['data']) => string,
) =>
  lineAbout<E>(
    'fund',
    (d) => d.fundId,
    (e, group) => `Emergency disbursement${what(e.data)} in ${group ?? 'a saving group'}`,
  );

const registered = (e: Projected<ParticipantRegistered>) => `Participant ${e.data.participantId} registered`;
const contributionPlace = (d: ContributionOpened['data'], participant: Place | null | undefined) =>
  placeIn(d, `${participant?.label ?? `participant ${d.participantId}`} (${d.month})`);
const paymentRecorded = (e: Projected<PaymentRecorded>, label: string | null) =>
  `Payment of ${formatMoney(e.data.amount)} recorded for ${label ?? 'a contribution'}`;

/** Runs of registrations, of the monthly job's openings and of payments, set-based (ids of a run are distinct). */
export const batchHandlers: BatchHandlers<ActivityEvent> = {
  ParticipantRegistered: async (tx, events) => {
    const places = events.map((e) => placeIn(e.data, e.data.participantId));
    await rememberMany(tx, 'participant', new Map(events.map((e, i) => [e.data.id, places[i]!])));
    await addLines(
      tx,
      events.map((e, i) => ({ e, summary: registered(e), place: places[i]! })),
    );
  },
  ContributionOpened: async (tx, events) => {
    const participants = await placesOf(
      tx,
      'participant',
      events.map((e) => e.data.participantId),
    );
    await rememberMany(
      tx,
      'contribution',
      new Map(
        events.map((e) => [e.data.id, contributionPlace(e.data, participants.get(e.data.participantId))]),
      ),
    );
  },
  PaymentRecorded: linesAbout('contribution', (d) => d.contributionId, paymentRecorded),
};

/**
 * Summaries name participants by their participant ID, never by name, so the feed holds no personal
 * data to erase.
 */
export const handlers: Handlers<ActivityEvent> = {
  RegionCreated: (tx, e) =>
    addLine(tx, e, `Region ${e.data.name} created`, placeIn({ regionId: e.data.regionId }, e.data.name)),
  ClusterCreated: (tx, e) => addLine(tx, e, `Cluster ${e.data.name} created`, placeIn(e.data, e.data.name)),
  ProjectCreated: async (tx, e) => {
    const place = placeIn(e.data, e.data.code);
    await remember(tx, 'project', e.data.projectId, place);
    await addLine(tx, e, `Project ${e.data.code} ${e.data.name} created`, place);
  },
  ProjectStatusChanged: lineAbout(
    'project',
    (d) => d.projectId,
    (e, code) => `Project ${code ?? ''} ${e.data.isActive ? 'activated' : 'deactivated'}`.replace('  ', ' '),
  ),
  ParticipantRegistered: async (tx, e) => {
    const place = placeIn(e.data, e.data.participantId);
    await remember(tx, 'participant', e.data.id, place);
    await addLine(tx, e, registered(e), place);
  },
  ParticipantUpdated: async (tx, e) => {
    const place = await placeOf(tx, 'participant', e.data.id);
    if (place) await remember(tx, 'participant', e.data.id, { ...place, label: e.data.participantId });
    await addLine(tx, e, `Participant ${e.data.participantId} updated`, place);
  },
  ParticipantInactivated: participantLine('inactivated'),
  ParticipantReactivated: participantLine('reactivated'),
  ParticipantDeleted: participantLine('deleted from the register'),
  ParticipantPersonalDataErased: participantLine('personal data erased'),
  // Not a line of its own (one per child per month would drown the feed); only remembered.
  ContributionOpened: async (tx, e) => {
    const participant = await placeOf(tx, 'participant', e.data.participantId);
    await remember(tx, 'contribution', e.data.id, contributionPlace(e.data, participant));
  },
  PaymentRecorded: lineAbout('contribution', (d) => d.contributionId, paymentRecorded),
  PaymentReversed: lineAbout(
    'contribution',
    (d) => d.contributionId,
    (e, label) => `Payment of ${formatMoney(e.data.amount)} reversed for ${label ?? 'a contribution'}`,
  ),
  GroupRegistered: async (tx, e) => {
    const place = placeIn(e.data, e.data.name);
    await remember(tx, 'group', e.data.groupId, place);
    await addLine(tx, e, `Saving group ${e.data.name} registered`, place);
  },
  GroupStatusChanged: lineAbout(
    'group',
    (d) => d.groupId,
    (e, name) => `Saving group ${name ?? ''} is now ${e.data.status}`,
  ),
  LoanIssued: inGroup(
    'loan',
    (d) => d.loanId,
    (d, group) => `Loan of ${formatMoney(d.amount)} issued in ${group}`,
  ),
  LoanCompleted: lineAbout(
    'loan',
    (d) => d.loanId,
    (_, group) => `A loan in ${group ?? 'a saving group'} was repaid in full`,
  ),
  EmergencyFundCreated: inGroup(
    'fund',
    (d) => d.fundId,
    (_, group) => `Emergency fund created in ${group}`,
  ),
  DisbursementRequested: disbursementLine((d) => ` of ${formatMoney(d.amount)} requested`),
  DisbursementApproved: disbursementLine(() => ' approved'),
  DisbursementRejected: disbursementLine(() => ' rejected'),
};
