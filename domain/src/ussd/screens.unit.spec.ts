import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childScreen,
  choiceScreen,
  mainMenu,
  memberScreen,
  USSD_PAGE,
  type UssdLanguage,
  ussdKes,
  ussdPage,
  ussdTexts,
} from './screens';

const language = fc.constantFrom<UssdLanguage>('en', 'sw');
const cents = fc.integer({ min: 0, max: 99_999_999 });
const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const name = fc.string({ minLength: 0, maxLength: 120 });

describe('the USSD screens', () => {
  it('writes shillings as people read them', () => {
    expect([0, 100, 100_000, 99_950, 12_345_678_901, 5].map(ussdKes)).toEqual([
      'KES 0',
      'KES 1',
      'KES 1,000',
      'KES 999.50',
      'KES 123,456,789.01',
      'KES 0.05',
    ]);
  });

  it('fits every screen on one USSD page whatever the figures and names, in both languages', () => {
    fc.assert(
      fc.property(
        language,
        fc.record({
          participantId: fc.nat(),
          code: fc.string({ minLength: 1, maxLength: 30 }),
          firstName: name,
          month: fc.option(fc.record({ month: day.map((d) => d.slice(0, 7)), expected: cents, paid: cents })),
          arrears: cents,
          lastPayments: fc.array(fc.record({ date: day, amount: cents }), { maxLength: 5 }),
        }),
        fc.record({
          groupName: name,
          savings: cents,
          loanBalance: cents,
          loanDue: fc.option(day),
          finesOwed: cents,
          nextMeeting: fc.option(day),
        }),
        fc.array(name, { maxLength: 30 }),
        (lang, child, member, items) => {
          const t = ussdTexts(lang);
          const pages = [
            childScreen(child, lang),
            memberScreen(member, lang),
            mainMenu({ parent: true, member: true }, lang, t.invalid),
            ...[0, 3, 8, 16].map((from) => choiceScreen(t.chooseChild, items, from, lang).text),
          ];
          for (const page of pages) {
            expect(page.length, page).toBeLessThanOrEqual(USSD_PAGE);
            expect(page).toMatch(/^CON /);
          }
          // the way back is always on the screen
          expect(childScreen(child, lang).endsWith(t.back)).toBe(true);
          expect(memberScreen(member, lang).endsWith(t.back)).toBe(true);
        },
      ),
    );
  });

  it('cuts a screen at a line, keeping the menu and saying so', () => {
    const long = ussdPage('CON', ['a'.repeat(100), 'b'.repeat(100)], ['0. Back']);
    expect(long).toBe(`CON ${'a'.repeat(100)}\n…\n0. Back`);
  });

  it('pages a long list, eight at most, with More while more follow', () => {
    const items = Array.from({ length: 11 }, (_, i) => `KE0420-${String(i + 1).padStart(3, '0')} Child`);
    const first = choiceScreen('Choose a child:', items, 0, 'en');
    expect(first.text.split('\n').filter((l) => /^\d\. KE/.test(l)).length).toBe(first.shown);
    expect(first.text).toContain('9. More');
    const last = choiceScreen('Choose a child:', items, first.shown, 'en');
    expect(last.text).not.toContain('9. More');
    expect(last.text).toContain(`1. KE0420-${String(first.shown + 1).padStart(3, '0')} Child`);
  });

  it('has every text in Kiswahili too', () => {
    expect(Object.keys(ussdTexts('sw')).sort()).toEqual(Object.keys(ussdTexts('en')).sort());
  });
});
