import { t } from '@/i18n';
import { monthName } from '@/lib/format';
import { formatCents } from '@/lib/money';
import type { HistoryEvent } from '../api/get-history';
import { EVENT_NAMES } from './event-names';
import {
  attendanceText,
  formatEat,
  formatValue,
  idText,
  isAttendanceEntry,
  isRecord,
  labelOf,
  MONTH_ONLY,
  type Resolve,
  wordsOf,
} from './event-values';

/**
 * The history as people read it: event names in words, money in KES, times in Kenyan time, people by
 * name. The raw event stays one click away for auditors.
 */

export { formatDay, formatEat, formatValue, type Resolve, wordsOf } from './event-values';
export { EVENT_NAMES };

/** The fields of each event type that hold cents (typed `Cents` in its events.ts). */
export const MONEY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ContributionOpened: ['expectedAmount'],
  PaymentRecorded: ['amount'],
  PaymentReversed: ['amount'],
  ParticipantRegistered: ['monthlyContribution'],
  ParticipantUpdated: ['monthlyContribution'],
  GroupRegistered: ['savingAmount', 'maxLoanAmount'],
  SavingRecorded: ['amount'],
  SavingsAdjusted: ['amount'],
  SavingReversed: ['amount'],
  LoanDisbursed: ['amount', 'totalAmount'],
  RepaymentReceived: ['amount'],
  RepaymentCreditReversed: ['amount'],
  LoanIssued: ['amount', 'totalAmount'],
  RepaymentRecorded: ['amount'],
  RepaymentReversed: ['amount'],
  LoanWrittenOff: ['amount'],
  LoanWriteOffRecorded: ['amount'],
  EmergencyFundCreated: ['contributionAmount', 'maxDisbursementPerMember'],
  EmergencyContributionRecorded: ['amount'],
  EmergencyContributionReversed: ['amount'],
  DisbursementRequested: ['amount'],
  PenaltyImposed: ['amount'],
  PenaltyPaid: ['amount'],
  PenaltyReversed: ['amount', 'paidAmount'],
  RegistrationFeeSet: ['feeAmount'],
  LoanRulesSet: ['lateFinePerMonth'],
  CycleCloseProposed: ['fund'],
  CycleClosed: ['fund'],
  RegistrationFeePaid: ['amount'],
  FeePaymentReversed: ['amount'],
  AssetRegistered: ['disposalPrice'],
  AssetConditionChanged: ['disposalPrice'],
};

export const eventName = (type: string): string => {
  const name = EVENT_NAMES[type];
  return name ? t(name) : wordsOf(type);
};

const ROLE_WORDS: Readonly<Record<string, string>> = {
  SuperAdmin: 'Super Admin',
  NationalDirector: 'National Director',
  RegionalAdmin: 'Regional Admin',
  ClusterAdmin: 'Cluster Admin',
  ProjectAdmin: 'Project Admin',
  ChurchFacilitator: 'Church Facilitator',
};

/** 'admin (Super Admin)', 'jane (no role)', 'System: demo-seed'. */
export const actorText = (actor: HistoryEvent['actor']): string => {
  if (actor.kind === 'system') return t('System: {{name}}', { name: actor.name });
  // role names stay as they are (identifiers people know); only 'no role' is words
  const role = actor.role === null ? t('no role') : (ROLE_WORDS[actor.role] ?? wordsOf(actor.role));
  return `${actor.username} (${role})`;
};

/** Each stream's own id fields: the history's subject, which the drawer's title already names. */
const OWN_ID_KEYS: Readonly<Record<string, readonly string[]>> = {
  region: ['regionId'],
  cluster: ['clusterId'],
  project: ['projectId'],
  participant: ['participantId'],
  contribution: ['contributionId'],
  group: ['groupId'],
  loan: ['loanId'],
  'emergency-fund': ['fundId'],
  user: ['userId'],
  asset: ['assetId'],
};

// Where an object sits in the hierarchy, copied onto it for access checks: shown only when named.
const PLACE_KEYS = new Set(['projectId', 'clusterId', 'regionId']);

const PERCENT_PER_MONTH = new Set(['interestRate', 'serviceChargeRate']);
const MONTH_COUNTS = new Set(['termMonths', 'cycleDuration']);

/** Fields that list ids of one kind: the minutes' attendees are member ids. */
const ID_LISTS: Readonly<Record<string, string>> = { attendees: 'memberId' };

/**
 * The saving group a history belongs to (the groupId its events carry: a group's, a loan's, a meeting's,
 * minutes', a fund's), so the timeline can name the group's members; undefined for other histories.
 */
export const groupIdOf = (events: readonly Pick<HistoryEvent, 'data'>[]): number | undefined => {
  for (const { data } of events) if (isRecord(data) && typeof data.groupId === 'number') return data.groupId;
  return undefined;
};

export interface EventLine {
  readonly label: string;
  readonly value: string;
}

interface Context {
  readonly type: string;
  readonly ownIds: readonly string[];
  readonly ownId: number | null;
  readonly resolve: Resolve | undefined;
}

/** One field of an event as a line, or null when it says nothing to a reader (the subject's own id). */
const lineOf = (key: string, value: unknown, context: Context): EventLine | null => {
  const label = labelOf(key);
  if (key === 'id' || (context.ownIds.includes(key) && value === context.ownId)) return null;
  if (/.Id$/.test(key) && (typeof value === 'number' || value === null)) {
    if (value === null) return null;
    const name = context.resolve?.(key, value);
    if (name !== undefined) return { label, value: name };
    return PLACE_KEYS.has(key) ? null : { label, value: `#${value}` };
  }
  // who did it, as an account id (UserCreated.createdBy)
  if (/.By$/.test(key) && typeof value === 'number')
    return { label, value: context.resolve?.('userId', value) ?? `#${value}` };
  if (typeof value === 'number' && MONEY_FIELDS[context.type]?.includes(key))
    return { label, value: formatCents(value) };
  if (key === 'personal' && typeof value === 'string') return { label, value: t('kept sealed, not shown') };
  if (Array.isArray(value) && value.length > 0 && value.every(isAttendanceEntry))
    return { label, value: attendanceText(value, context.resolve) };
  const listOf = ID_LISTS[key];
  if (listOf && Array.isArray(value) && value.every((id) => typeof id === 'number'))
    return {
      label,
      value: value.length === 0 ? '-' : value.map((id) => idText(listOf, id, context.resolve)).join(', '),
    };
  if (key === 'month' && typeof value === 'string' && MONTH_ONLY.test(value)) {
    const [year, month] = value.split('-');
    return { label, value: `${monthName(Number(month))} ${year}` };
  }
  if (typeof value === 'number' && PERCENT_PER_MONTH.has(key))
    return { label, value: t('{{value}}% per month', { value }) };
  if (typeof value === 'number' && MONTH_COUNTS.has(key))
    return { label, value: t('{{count}} months', { count: value }) };
  return { label, value: formatValue(value, context.resolve) };
};

/** The readable lines of an event's data, in the order the event lists its fields. */
export const eventLines = (
  event: Pick<HistoryEvent, 'type' | 'data'>,
  stream: string,
  resolve?: Resolve,
): EventLine[] => {
  const { data } = event;
  if (data === null || data === undefined) return [];
  if (!isRecord(data)) return [{ label: t('Data'), value: formatValue(data) }];
  const match = /^(.*)-(\d+)$/.exec(stream);
  const context: Context = {
    type: event.type,
    ownIds: match ? (OWN_ID_KEYS[match[1] ?? ''] ?? []) : [],
    ownId: match ? Number(match[2]) : null,
    resolve,
  };
  return Object.entries(data).flatMap(([key, value]) => lineOf(key, value, context) ?? []);
};

export interface EventView {
  readonly key: string;
  readonly name: string;
  readonly lines: readonly EventLine[];
  readonly actor: string;
  /** When it happened, in Kenyan time. */
  readonly occurred: string;
  /** When it was written down, only where that was another minute. */
  readonly recorded: string | null;
  /** The event as the server answered it, for auditors. */
  readonly raw: string;
}

/** Each id field of a value, nested ones too, with the distinct ids it holds. */
const idsByField = (value: unknown, out = new Map<string, Set<number>>()): Map<string, Set<number>> => {
  if (Array.isArray(value)) for (const item of value) idsByField(item, out);
  else if (isRecord(value))
    for (const [key, inner] of Object.entries(value)) {
      if (/.Id$/.test(key) && typeof inner === 'number') out.set(key, (out.get(key) ?? new Set()).add(inner));
      else idsByField(inner, out);
    }
  return out;
};

/**
 * The server names the ids of an event's data that the reader may see (`names`, one name by field); a
 * page's own resolver covers the rest. A field that holds several ids (an attendance list's memberId) is
 * named only by the page's resolver: one name for the field would name them all alike. The actor is named
 * by full name with their username and role.
 */
export const describeEvent = (event: HistoryEvent, stream: string, resolve?: Resolve): EventView => {
  const occurred = formatEat(event.occurredAt);
  const recorded = formatEat(event.recordedAt);
  const ids = idsByField(event.data);
  const named: Resolve = (key, id) =>
    (ids.get(key)?.size === 1 ? event.names?.[key] : undefined) ?? resolve?.(key, id);
  const actor = actorText(event.actor);
  return {
    key: event.position,
    name: eventName(event.type),
    lines: eventLines(event, stream, named),
    actor: event.actorName ? `${event.actorName}, ${actor}` : actor,
    occurred,
    recorded: recorded === occurred ? null : recorded,
    raw: JSON.stringify(event, null, 2),
  };
};
