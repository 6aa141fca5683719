import type { GroupLedger, LedgerEntry } from '@pm/domain/api/audit-queries';
import dayjs from 'dayjs';
import { currentLocale, t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatGrouped } from '@/lib/grouped-number';
import type { WorkbookSheet } from '@/lib/workbook-download';

/** What the audit screen keeps in its address, so a view can be reloaded, linked to and cited. */
export interface AuditParams {
  readonly groupId: number | null;
  /** 'YYYY-MM-DD': the books as of this business date (null: every entry). */
  readonly asOf: string | null;
  /** An ISO instant: the books as known at this moment (null: as known now). */
  readonly knownAt: string | null;
  /** A member's statement (passbook); also narrows the members table. */
  readonly memberId: number | null;
  /** The ledger's period, by business date. */
  readonly from: string | null;
  readonly to: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const dateParam = (raw: string | null): string | null =>
  raw !== null && ISO_DATE.test(raw) && dayjs(raw).format('YYYY-MM-DD') === raw ? raw : null;
const instantParam = (raw: string | null): string | null =>
  raw !== null && INSTANT.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null;
const idParam = (raw: string | null): number | null => {
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The audit view in the query string; anything malformed counts as not chosen. */
export const auditParamsOf = (search: URLSearchParams): AuditParams => {
  const from = dateParam(search.get('from'));
  const to = dateParam(search.get('to'));
  const reversed = from !== null && to !== null && from > to;
  return {
    groupId: idParam(search.get('groupId')),
    asOf: dateParam(search.get('asOf')),
    knownAt: instantParam(search.get('knownAt')),
    memberId: idParam(search.get('memberId')),
    from: reversed ? to : from,
    to: reversed ? from : to,
  };
};

/**
 * The query string with some of the view changed; the other parameters (?projectId=) stay. Another group
 * drops the member chosen (a member belongs to one group).
 */
export const withAuditParams = (search: URLSearchParams, patch: Partial<AuditParams>): URLSearchParams => {
  const next = new URLSearchParams(search);
  const groupChanged = patch.groupId !== undefined && String(patch.groupId) !== search.get('groupId');
  const changes: Partial<AuditParams> = groupChanged ? { memberId: null, ...patch } : patch;
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
};

/** The first day of the slider: the group's registration (today when that is unknown or later). */
export const sliderStart = (registrationDate: string | null | undefined, today: string): string => {
  const start = dateParam(registrationDate?.slice(0, 10) ?? null);
  return start !== null && start < today ? start : today;
};

/** The earliest business date among the entries (the slider's start when the group's registration is unknown). */
export const firstBusinessDate = (entries: readonly Pick<LedgerEntry, 'businessDate'>[]): string | null =>
  entries.reduce<string | null>(
    (first, e) =>
      e.businessDate !== null && (first === null || e.businessDate < first) ? e.businessDate : first,
    null,
  );

/** How many days the slider spans after its first (0 when the group was registered today). */
export const sliderDays = (start: string, today: string): number =>
  Math.max(0, dayjs(today).diff(dayjs(start), 'day'));

/** The slider's position for a date, kept within the slider. */
export const dayOfDate = (start: string, date: string, days: number): number =>
  Math.min(days, Math.max(0, dayjs(date).diff(dayjs(start), 'day')));

/** The date at a slider position. */
export const dateOfDay = (start: string, day: number): string =>
  dayjs(start).add(day, 'day').format('YYYY-MM-DD');

/** An instant as the server takes it, to the minute, in UTC: 2026-11-26T09:30:00Z. */
export const instantOf = (date: Date): string => {
  const minute = new Date(date);
  minute.setSeconds(0, 0);
  return minute.toISOString().replace('.000Z', 'Z');
};

/** 'Nov 26, 2026 09:30': instants on the audit screen, in the browser's time zone. */
export const formatInstant = (value: string | null | undefined): string =>
  value ? dayjs(value).format('MMM DD, YYYY HH:mm') : '-';

/** '#1042': how an entry is cited (its position in the event log). */
export const entryRef = (position: string): string => `#${position}`;

/** The reversal links of an entry, in words: 'Reverses #12', 'Reversed by #15' (none for an ordinary entry). */
export const reversalLinks = (
  entry: Pick<LedgerEntry, 'reverses' | 'reversedBy'>,
): { readonly text: string; readonly position: string }[] => [
  ...(entry.reverses
    ? [{ text: t('Reverses {{entry}}', { entry: entryRef(entry.reverses) }), position: entry.reverses }]
    : []),
  ...(entry.reversedBy
    ? [
        {
          text: t('Reversed by {{entry}}', { entry: entryRef(entry.reversedBy) }),
          position: entry.reversedBy,
        },
      ]
    : []),
];

/** The ledger's title: a member's statement (passbook), or the group's ledger. */
export const ledgerTitle = (memberName: string | null): string =>
  memberName ? t('Statement of {{name}}', { name: memberName }) : t('Ledger');

/** 'Jan 05, 2026 – Mar 31, 2026', 'From Jan 05, 2026', 'Every date'. */
export const periodText = (from: string | null, to: string | null): string => {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return t('From {{date}}', { date: formatDate(from) });
  if (to) return t('Up to {{date}}', { date: formatDate(to) });
  return t('Every date');
};

/** What the books on screen answer: 'Entries dated up to Nov 26, 2026, as recorded by Nov 20, 2026 09:30'. */
export const booksQuestionText = (asOf: string | null, knownAt: string | null): string => {
  if (asOf === null)
    return knownAt
      ? t('Every entry, as recorded by {{instant}}', { instant: formatInstant(knownAt) })
      : t('Every entry, as recorded now');
  const date = formatDate(asOf);
  return knownAt
    ? t('Entries dated up to {{date}}, as recorded by {{instant}}', { date, instant: formatInstant(knownAt) })
    : t('Entries dated up to {{date}}, as recorded now', { date });
};

/** '38 of 40 events counted'. */
export const eventsCountedText = (ledger: Pick<GroupLedger, 'eventsCounted' | 'eventsTotal'>): string =>
  t('{{counted}} of {{total}} events counted', {
    counted: formatGrouped(ledger.eventsCounted, currentLocale()),
    total: formatGrouped(ledger.eventsTotal, currentLocale()),
  });

export interface EntriesExportContext {
  readonly groupName: string;
  readonly memberName: string | null;
  readonly from: string | null;
  readonly to: string | null;
  /** When the export was made (an instant). */
  readonly exportedAt: string;
}

const ENTRY_HEADER = [
  'Position',
  'Event ID',
  'Stream',
  'Type',
  'Entry',
  'Member ID',
  'Member',
  'Amount (KES)',
  'Business date',
  'Recorded at',
  'Recorded by',
  'Effect on savings (KES)',
  'Effect on loan fund (KES)',
  'Effect on loans outstanding (KES)',
  'Effect on emergency fund (KES)',
  'Savings after (KES)',
  'Loan fund after (KES)',
  'Loans outstanding after (KES)',
  'Emergency fund after (KES)',
  'Reverses',
  'Reversed by',
  'Reason',
] as const;

/** One entry as a spreadsheet row: ids and positions as text (they are cited, never summed), money as numbers. */
export const entryRow = (e: LedgerEntry): (string | number | null)[] => [
  e.position,
  e.eventId,
  e.streamId,
  e.type,
  e.label,
  e.memberId,
  e.memberName,
  e.amount,
  e.businessDate,
  e.recordedAt,
  e.recordedBy,
  e.effect.savings,
  e.effect.loanFund,
  e.effect.loansOutstanding,
  e.effect.emergencyFund,
  e.balancesAfter.savings,
  e.balancesAfter.loanFund,
  e.balancesAfter.loansOutstanding,
  e.balancesAfter.emergencyFund,
  e.reverses,
  e.reversedBy,
  e.reason,
];

/** The workbook of the entries shown: what was exported, then every entry with its ids and positions. */
export const entriesWorkbook = (
  entries: readonly LedgerEntry[],
  ctx: EntriesExportContext,
): WorkbookSheet[] => [
  {
    name: 'Summary',
    rows: [
      ['Group', ctx.groupName],
      ['View', ledgerTitle(ctx.memberName)],
      ['Period (business date)', periodText(ctx.from, ctx.to)],
      ['Entries', entries.length],
      ['Exported at', ctx.exportedAt],
    ],
  },
  { name: ctx.memberName ? 'Statement' : 'Ledger', rows: [[...ENTRY_HEADER], ...entries.map(entryRow)] },
];

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** 'statement-mary-wanjiru-umoja-group-2026-11-26', 'ledger-umoja-group-2026-11-26'. */
export const entriesFileName = (ctx: Pick<EntriesExportContext, 'groupName' | 'memberName'>, today: string) =>
  [ctx.memberName ? 'statement' : 'ledger', ctx.memberName, ctx.groupName, today]
    .filter((part): part is string => !!part)
    .map(slug)
    .filter((part) => part.length > 0)
    .join('-');

export interface MemberOption {
  readonly value: number;
  readonly label: string;
}

/**
 * The members to choose from: those in the books and those in the entries shown (a member who left, or
 * joined after the books' date, still has a statement), by name.
 */
export const memberOptions = (
  books: readonly { readonly memberId: number; readonly memberName: string; readonly memberNumber: string }[],
  entries: readonly Pick<LedgerEntry, 'memberId' | 'memberName'>[],
): MemberOption[] => {
  const labels = new Map<number, string>();
  for (const m of books) labels.set(m.memberId, `${m.memberName} (${m.memberNumber})`);
  for (const e of entries) {
    if (e.memberId !== null && !labels.has(e.memberId))
      labels.set(e.memberId, e.memberName ?? t('Member {{id}}', { id: e.memberId }));
  }
  return [...labels]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.value - b.value);
};

/** The chosen member's name, from the books or the entries (null when none is chosen or known). */
export const memberNameOf = (
  memberId: number | null,
  books: readonly { readonly memberId: number; readonly memberName: string }[],
  entries: readonly Pick<LedgerEntry, 'memberId' | 'memberName'>[],
): string | null => {
  if (memberId === null) return null;
  return (
    books.find((m) => m.memberId === memberId)?.memberName ??
    entries.find((e) => e.memberId === memberId)?.memberName ??
    t('Member {{id}}', { id: memberId })
  );
};
