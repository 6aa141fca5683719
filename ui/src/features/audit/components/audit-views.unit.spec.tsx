import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aLedger, anEntry } from '../testing/builders';
import { BooksControls } from './books-controls';
import { BooksTables, BooksTotals } from './books-view';
import { effectText, LedgerTable } from './ledger-table';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
/** The text at the start of the element with that test id, up to its first closing tag. */
const textOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>((?:<!-- -->|<[^/][^>]*>|[^<])*)`)
    .exec(html)?.[1]
    ?.replace(/<!-- -->|<[^>]*>/g, '');

describe('the books totals', () => {
  it('shows the balances in KES and what the books answer', () => {
    const html = render(<BooksTotals ledger={aLedger()} loading={false} />);
    expect(textOf(html, 'audit-savings-value')).toBe('KES 12,345.50');
    expect(textOf(html, 'audit-loan-fund-value')).toBe('KES 9,495.50');
    expect(textOf(html, 'audit-loans-outstanding-value')).toBe('KES 3,300.00');
    expect(textOf(html, 'audit-emergency-fund-value')).toBe('KES 800.00');
    expect(html).toContain('Entries dated up to Mar 31, 2026, as recorded now');
    expect(html).toContain('38 of 40 events counted');
    expect(html).not.toContain('data-testid="audit-note"');
  });

  it("shows the server's note", () => {
    const html = render(
      <BooksTotals ledger={aLedger({ note: 'knownAt is in the future: answered as now' })} loading={false} />,
    );
    expect(html).toContain('data-testid="audit-note"');
    expect(html).toContain('knownAt is in the future: answered as now');
  });
});

describe('the books tables', () => {
  it("lists every member's books and the loans at risk with the borrower's name", () => {
    const html = render(<BooksTables ledger={aLedger()} loading={false} memberId={null} />);
    expect(html).toContain('data-testid="audit-member-11"');
    expect(html).toContain('data-testid="audit-member-12"');
    expect(html).toContain('KES 5,345.50');
    expect(html).toContain('#5');
    expect(html).toMatch(/Loans at risk[\s\S]*Mary Wanjiru/);
  });

  it('narrows to the member chosen', () => {
    const html = render(<BooksTables ledger={aLedger()} loading={false} memberId={12} />);
    expect(html).not.toContain('data-testid="audit-member-11"');
    expect(html).toContain('data-testid="audit-member-12"');
    expect(html).toContain('No loans overdue on this day');
  });
});

describe('the ledger', () => {
  const saving = anEntry({ reversedBy: '120' });
  const reversal = anEntry({
    position: '120',
    label: 'Saving reversed',
    reverses: '101',
    reason: 'Recorded twice',
    effect: { savings: -500, loanFund: -500, loansOutstanding: 0, emergencyFund: 0 },
  });

  it('links a reversed entry and its reversal, with the reason', () => {
    const html = render(<LedgerTable entries={[saving, reversal]} loading={false} title="Ledger" />);
    expect(html).toContain('data-testid="entry-101"');
    expect(html).toContain('data-reversed="true"');
    expect(textOf(html, 'entry-101-links')).toBe('Reversed by #120');
    expect(textOf(html, 'entry-120-links')).toBe('Reverses #101');
    expect(html).toContain('href="#entry-101"');
    expect(html).toContain('id="entry-101"');
    expect(textOf(html, 'entry-120-reason')).toBe('Reason: Recorded twice');
    expect(html).toContain('Mar 02, 2026');
    expect(html).toContain('-KES 500.00');
  });

  it('says so when the period has no entries', () => {
    expect(render(<LedgerTable entries={[]} loading={false} title="Ledger" />)).toContain(
      'No entries in this period',
    );
  });

  it('signs the effects', () => {
    expect(effectText(500)).toBe('+KES 500.00');
    expect(effectText(-1500.5)).toBe('-KES 1,500.50');
    expect(effectText(0)).toBe('-');
  });
});

describe('the books controls', () => {
  it('name the slider and the pickers and explain the two axes', () => {
    const html = render(
      <BooksControls
        start="2026-01-01"
        today="2026-03-01"
        asOf="2026-01-31"
        knownAt={null}
        onAsOf={() => {}}
        onKnownAt={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Books as of"');
    expect(html).toContain('aria-valuetext="Jan 31, 2026"');
    expect(html).toContain('aria-label="As known at"');
    expect(html).toContain('dated</em> up to this day');
    expect(html).toContain('A back-dated entry');
  });
});
