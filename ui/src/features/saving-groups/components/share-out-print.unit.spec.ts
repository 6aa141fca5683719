import { describe, expect, it } from 'vitest';
import type { ShareOutPreview } from '../api/get-share-out-preview';
import { closedCycleHtml, shareOutHtml } from './share-out-print';

const preview: ShareOutPreview = {
  groupId: 7,
  groupName: 'Umoja <Women> Group',
  closeDate: '2026-12-18',
  weighting: 'amount',
  fund: {
    savings: 600,
    serviceCharges: 300,
    penaltiesAndFees: 100.01,
    carriedLoans: 0,
    setOff: 0,
    writeOffs: 0,
    paidOut: 0,
    keptBack: 0,
    emergencyFund: 5000,
    distributable: 1000.01,
  },
  blockers: [],
  members: [
    {
      memberId: 1,
      memberNumber: '1',
      name: 'Grace Naliaka',
      savings: 100,
      weight: 10000,
      profit: 66.67,
      payout: 166.67,
      debt: 0,
      setOff: 0,
      cash: 166.67,
    },
    {
      memberId: 2,
      memberNumber: '2',
      name: 'Amina "Mama" Otieno',
      savings: 200,
      weight: 20000,
      profit: 133.34,
      payout: 333.34,
      debt: 0,
      setOff: 0,
      cash: 333.34,
    },
    {
      memberId: 3,
      memberNumber: '3',
      name: 'Ruth Wafula',
      savings: 300,
      weight: 30000,
      profit: 200,
      payout: 500,
      debt: 0,
      setOff: 0,
      cash: 500,
    },
  ],
  setOffDebts: false,
  total: 1000.01,
  note: null,
};

describe('the share-out sheet', () => {
  it('has a line per member with the payout and room for a signature, and the total', () => {
    const html = shareOutHtml(preview, '18 Dec 2026 10:00');
    expect(html.match(/<td class="sign"><\/td>/g)).toHaveLength(3);
    expect(html).toContain('KES 166.67');
    expect(html).toContain('KES 1,000.01');
    expect(html).toContain('Emergency fund (carried over)</dt><dd>KES 5,000.00');
    // the method and its formula, and each member's share of the profit beside their savings
    expect(html).toContain('Payout = fund × the member');
    expect(html).toContain(
      '<td class="n">KES 100.00</td><td class="n">KES 66.67</td><td class="n">KES 166.67</td>',
    );
  });

  it("with the set-off rule, shows each member's debt, what comes off the payout and the cash paid", () => {
    const members = preview.members.map((m) =>
      m.memberId === 1 ? { ...m, debt: 200, setOff: 166.67, cash: 0 } : m,
    );
    const html = shareOutHtml(
      { ...preview, setOffDebts: true, members, fund: { ...preview.fund, setOff: 166.67 } },
      'now',
    );
    expect(html).toContain('Debt set off');
    expect(html).toContain(
      '<td class="n">KES 166.67</td><td class="n">KES 200.00</td><td class="n">KES 166.67</td><td class="n">KES 0.00</td>',
    );
    // the cash paid: the fund less what was set off
    expect(html).toContain('<th class="n">KES 166.67</th><th class="n">KES 833.34</th>');
    expect(shareOutHtml(preview, 'now')).not.toContain('Debt set off');
  });

  it('escapes what members and groups are called', () => {
    const html = shareOutHtml(preview, 'now');
    expect(html).toContain('Umoja &#60;Women&#62; Group');
    expect(html).toContain('Amina &#34;Mama&#34; Otieno');
    expect(html).not.toContain('<Women>');
  });
});

describe('the report of a closed cycle', () => {
  it('prints the payouts recorded at the close, who proposed and confirmed them, and signature lines', () => {
    const html = closedCycleHtml(
      'Umoja Group',
      {
        cycle: 1,
        startedOn: '2026-01-15',
        status: 'closed',
        closeDate: '2026-12-18',
        weighting: 'amount',
        fund: 1000.01,
        payouts: [
          { memberId: 1, memberNumber: '1', name: 'Grace Naliaka', amount: 166.67, setOff: 0, cash: 166.67 },
          { memberId: 2, memberNumber: '2', name: 'Amina Otieno', amount: 333.34, setOff: 0, cash: 333.34 },
          { memberId: 3, memberNumber: '3', name: 'Ruth <Wafula>', amount: 500, setOff: 0, cash: 500 },
        ],
        carriedLoanIds: [],
        carriedPenaltyIds: [],
        proposedBy: 'Esther Khaemba',
        proposedByUserId: 7,
        proposedAt: '2026-12-18T08:00:00.000Z',
        confirmedBy: 'Ruth Nafula',
        confirmedAt: '2026-12-18T09:00:00.000Z',
        rejectedBy: null,
        rejectionReason: null,
      },
      'now',
    );
    expect(html).toContain('Share-out of Umoja Group, cycle 1 (2026-01-15 to 2026-12-18)');
    expect(html).toContain(
      'Proposed by Esther Khaemba on 2026-12-18, confirmed by Ruth Nafula on 2026-12-18',
    );
    expect(html.match(/<td class="sign"><\/td>/g)).toHaveLength(3);
    expect(html).toContain('<th class="n">KES 1,000.01</th>');
    expect(html).toContain('Ruth &#60;Wafula&#62;');
  });
});
