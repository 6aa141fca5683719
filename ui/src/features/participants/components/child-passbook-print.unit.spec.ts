import { describe, expect, it } from 'vitest';
import { aChildPassbook } from './child-passbook-fixtures';
import { childPassbookHtml, passbookMonthLabel } from './child-passbook-print';

describe("a child's printed contribution passbook", () => {
  it('has a line per month and per payment, the reversed payment struck, and the totals', () => {
    const html = childPassbookHtml(aChildPassbook(), '26 Nov 2026 10:00');
    expect(html).toContain(
      '<tr><td>November 2026</td><td class="n">KES 1,000.00</td><td class="n">KES 250.50</td><td class="n">KES 749.50</td><td>Partial</td></tr>',
    );
    expect(html.match(/<tr class="reversed">/g)).toHaveLength(1);
    expect(html).toContain(
      '<td>2026-10-05</td><td>October 2026</td><td>M-Pesa QX12</td><td class="n">KES 1,000.00</td>',
    );
    expect(html).toContain(
      '<tfoot><tr><th>Total</th><th class="n">KES 2,000.00</th><th class="n">KES 1,250.50</th><th class="n">KES 749.50</th>',
    );
    expect(html).toContain("<p>Guardian's signature</p>");
  });

  it("escapes the child's, the guardian's and the reversal's words", () => {
    const html = childPassbookHtml(aChildPassbook(), 'now');
    expect(html).toContain('Amani &#60;Child&#62;');
    expect(html).toContain('Guardian: Mary &#34;Mama&#34; Otieno');
    expect(html).toContain('Reversed: Wrong &#60;child&#62;');
    expect(html).not.toContain('<Child>');
  });

  it('says so when the year has nothing', () => {
    const html = childPassbookHtml(
      aChildPassbook({ months: [], payments: [], totals: { expected: 0, paid: 0, balance: 0 } }),
      'now',
    );
    expect(html).toContain('No contributions in this year');
    expect(html).toContain('No payments in this year');
  });

  it('names months', () => {
    expect(passbookMonthLabel('2026-03')).toBe('March 2026');
  });
});
