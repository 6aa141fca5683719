import { describe, expect, it } from 'vitest';
import { aMemberPassbook } from './passbook-fixtures';
import { memberPassbookHtml } from './passbook-print';

describe("a member's printed passbook", () => {
  it('lists every line, strikes the reversed one, and prints the totals and the expected share-out', () => {
    const html = memberPassbookHtml(aMemberPassbook(), '26 Nov 2026 10:00');
    expect(html.match(/<tr class="reversed">/g)).toHaveLength(1);
    expect(html).toContain(
      '<td>2026-04-20</td><td>Loan issued</td><td>Loan 5: Seed for planting</td><td class="n">KES 100.00</td>',
    );
    expect(html).toContain('<td>Loan repayment</td><td>Loan 5</td>');
    expect(html).toContain('<dt>Savings</dt><dd>KES 1,200.50</dd>');
    expect(html).toContain('<dt>Loans outstanding</dt><dd>KES 55.00</dd>');
    expect(html).toContain(
      'Expected share-out if the cycle closed today (2026-11-26)</strong></dt><dd><strong>KES 1,425.25',
    );
    expect(html).toContain('Cycle 2 (from 2026-04-01, open)');
  });

  it("has the member's and the treasurer's signature lines", () => {
    const html = memberPassbookHtml(aMemberPassbook(), 'now');
    expect(html).toContain("<p>Member's signature</p><p>Treasurer's signature (Mary Anyango)</p>");
  });

  it('escapes what members, groups and reversal reasons say', () => {
    const html = memberPassbookHtml(aMemberPassbook(), 'now');
    expect(html).toContain('Umoja &#60;Women&#62; Group');
    expect(html).toContain('Amina &#34;Mama&#34; Otieno');
    expect(html).toContain('Reversed: Typed &#60;twice&#62;');
    expect(html).not.toContain('<Women>');
    expect(html).not.toContain('<twice>');
  });

  it("shows a closed cycle's recorded payout, and why there is none when nothing is shared", () => {
    const closed = aMemberPassbook({
      cycle: { number: 1, startedOn: '2026-01-15', endedOn: '2026-03-31', status: 'closed' },
      shareOut: { kind: 'recorded', asOf: '2026-03-31', weighting: 'amount', amount: 105, reason: null },
    });
    const html = memberPassbookHtml(closed, 'now');
    expect(html).toContain('Cycle 1 (2026-01-15 to 2026-03-31, closed)');
    expect(html).toContain('Share-out paid at the close (2026-03-31)</strong></dt><dd><strong>KES 105.00');
    const none = memberPassbookHtml(
      aMemberPassbook({
        lines: [],
        shareOut: {
          kind: 'expected',
          asOf: '2026-11-26',
          weighting: 'amount',
          amount: null,
          reason: 'No <savings> yet',
        },
      }),
      'now',
    );
    expect(none).toContain('No entries in this cycle');
    expect(none).toContain('<strong>No &#60;savings&#62; yet</strong>');
  });
});
