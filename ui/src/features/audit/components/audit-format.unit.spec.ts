import { describe, expect, it } from 'vitest';
import { aLedger, anEntry } from '../testing/builders';
import {
  auditParamsOf,
  booksQuestionText,
  dateOfDay,
  dayOfDate,
  entriesFileName,
  entriesWorkbook,
  eventsCountedText,
  firstBusinessDate,
  formatInstant,
  instantOf,
  ledgerTitle,
  memberNameOf,
  memberOptions,
  periodText,
  reversalLinks,
  sliderDays,
  sliderStart,
  withAuditParams,
} from './audit-format';

describe('the audit address', () => {
  it('reads the view from the query string', () => {
    const params = auditParamsOf(
      new URLSearchParams(
        'groupId=7&asOf=2026-03-31&knownAt=2026-04-01T09:30:00Z&memberId=11&from=2026-01-01&to=2026-03-31',
      ),
    );
    expect(params).toEqual({
      groupId: 7,
      asOf: '2026-03-31',
      knownAt: '2026-04-01T09:30:00Z',
      memberId: 11,
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('ignores what is malformed, and puts a reversed period the right way round', () => {
    const params = auditParamsOf(
      new URLSearchParams(
        'groupId=x&asOf=2026-02-30&knownAt=yesterday&memberId=-1&from=2026-03-31&to=2026-01-01',
      ),
    );
    expect(params).toEqual({
      groupId: null,
      asOf: null,
      knownAt: null,
      memberId: null,
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('changes one part and keeps the others (the header project too)', () => {
    const next = withAuditParams(new URLSearchParams('projectId=3&groupId=7&memberId=11'), {
      asOf: '2026-03-01',
    });
    expect(next.toString()).toBe('projectId=3&groupId=7&memberId=11&asOf=2026-03-01');
    expect(withAuditParams(next, { asOf: null }).has('asOf')).toBe(false);
  });

  it('drops the member when another group is chosen', () => {
    const next = withAuditParams(new URLSearchParams('groupId=7&memberId=11&asOf=2026-03-01'), {
      groupId: 8,
    });
    expect(next.get('groupId')).toBe('8');
    expect(next.has('memberId')).toBe(false);
    expect(next.get('asOf')).toBe('2026-03-01');
    expect(withAuditParams(next, { groupId: 8, memberId: 12 }).get('memberId')).toBe('12');
  });
});

describe('the books slider', () => {
  it('spans the days from the registration to today', () => {
    const start = sliderStart('2026-01-01', '2026-03-01');
    expect(start).toBe('2026-01-01');
    expect(sliderDays(start, '2026-03-01')).toBe(59);
    expect(dayOfDate(start, '2026-01-31', 59)).toBe(30);
    expect(dateOfDay(start, 30)).toBe('2026-01-31');
    expect(dateOfDay(start, 59)).toBe('2026-03-01');
  });

  it('keeps a date outside the span at its ends', () => {
    expect(dayOfDate('2026-01-01', '2025-12-01', 59)).toBe(0);
    expect(dayOfDate('2026-01-01', '2026-12-01', 59)).toBe(59);
  });

  it('starts at the first entry when the registration is not known', () => {
    const entries = [anEntry({ businessDate: '2026-02-09' }), anEntry({ businessDate: '2026-02-02' })];
    expect(firstBusinessDate(entries)).toBe('2026-02-02');
    expect(firstBusinessDate([anEntry({ businessDate: null })])).toBeNull();
  });

  it('starts today for a group registered today, later or at no known date', () => {
    expect(sliderStart('2026-04-01', '2026-03-01')).toBe('2026-03-01');
    expect(sliderStart(null, '2026-03-01')).toBe('2026-03-01');
    expect(sliderDays('2026-03-01', '2026-03-01')).toBe(0);
  });
});

describe('instants', () => {
  it('are sent to the minute, in UTC', () => {
    expect(instantOf(new Date('2026-04-01T09:30:45.123Z'))).toBe('2026-04-01T09:30:00Z');
  });

  it('are shown to the minute', () => {
    expect(formatInstant('2026-04-01T09:30:00')).toBe('Apr 01, 2026 09:30');
    expect(formatInstant(null)).toBe('-');
  });
});

describe('the texts of the audit screen', () => {
  it('links reversals and what they reverse', () => {
    expect(reversalLinks(anEntry({ reversedBy: '120' }))).toEqual([
      { text: 'Reversed by #120', position: '120' },
    ]);
    expect(reversalLinks(anEntry({ reverses: '101' }))).toEqual([{ text: 'Reverses #101', position: '101' }]);
    expect(reversalLinks(anEntry())).toEqual([]);
  });

  it("titles a member's statement", () => {
    expect(ledgerTitle('Mary Wanjiru')).toBe('Statement of Mary Wanjiru');
    expect(ledgerTitle(null)).toBe('Ledger');
  });

  it('says the period and the question the books answer', () => {
    expect(periodText('2026-01-05', '2026-03-31')).toBe('Jan 05, 2026 – Mar 31, 2026');
    expect(periodText(null, '2026-03-31')).toBe('Up to Mar 31, 2026');
    expect(periodText(null, null)).toBe('Every date');
    expect(booksQuestionText('2026-03-31', null)).toBe('Entries dated up to Mar 31, 2026, as recorded now');
    expect(booksQuestionText(null, '2026-04-01T09:30:00')).toBe(
      'Every entry, as recorded by Apr 01, 2026 09:30',
    );
    expect(eventsCountedText(aLedger())).toBe('38 of 40 events counted');
  });

  it('offers the members of the books and of the entries, by name', () => {
    const options = memberOptions(aLedger().members, [anEntry({ memberId: 13, memberName: 'Alice Atieno' })]);
    expect(options).toEqual([
      { value: 13, label: 'Alice Atieno' },
      { value: 12, label: 'John Otieno (M-002)' },
      { value: 11, label: 'Mary Wanjiru (M-001)' },
    ]);
    expect(memberNameOf(11, aLedger().members, [])).toBe('Mary Wanjiru');
    expect(memberNameOf(99, [], [])).toBe('Member 99');
    expect(memberNameOf(null, aLedger().members, [])).toBeNull();
  });
});

describe('the Excel export of the entries', () => {
  const saving = anEntry({ reversedBy: '120' });
  const reversal = anEntry({
    position: '120',
    eventId: 'e-120',
    type: 'EntryReversed',
    label: 'Saving reversed',
    reverses: '101',
    reason: 'Recorded twice',
    effect: { savings: -500, loanFund: -500, loansOutstanding: 0, emergencyFund: 0 },
  });
  const sheets = entriesWorkbook([saving, reversal], {
    groupName: 'Umoja Group',
    memberName: 'Mary Wanjiru',
    from: '2026-01-01',
    to: null,
    exportedAt: '2026-04-01T09:30:00Z',
  });

  it('says what was exported', () => {
    expect(sheets.map((s) => s.name)).toEqual(['Summary', 'Statement']);
    expect(sheets[0]?.rows).toContainEqual(['View', 'Statement of Mary Wanjiru']);
    expect(sheets[0]?.rows).toContainEqual(['Period (business date)', 'From Jan 01, 2026']);
    expect(sheets[0]?.rows).toContainEqual(['Entries', 2]);
  });

  it('lists every entry with its position, event id, effect and reversal links', () => {
    const [header, first, second] = sheets[1]?.rows ?? [];
    expect(header?.slice(0, 3)).toEqual(['Position', 'Event ID', 'Stream']);
    expect(first?.slice(0, 2)).toEqual(['101', saving.eventId]);
    expect(first?.slice(-3)).toEqual([null, '120', null]);
    expect(second?.slice(-3)).toEqual(['101', null, 'Recorded twice']);
    expect(second?.[11]).toBe(-500);
  });

  it('names the file after the view', () => {
    expect(entriesFileName({ groupName: 'Umoja Group', memberName: 'Mary Wanjiru' }, '2026-04-01')).toBe(
      'statement-mary-wanjiru-umoja-group-2026-04-01',
    );
    expect(entriesFileName({ groupName: 'Umoja Group', memberName: null }, '2026-04-01')).toBe(
      'ledger-umoja-group-2026-04-01',
    );
  });
});
