import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import type { ShareOutPreview } from '../api/get-share-out-preview';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const kes = (amount: number): string =>
  `KES ${amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const WEIGHTING_LABELS = {
  amount: 'By savings',
  time: 'By savings and how long they were held',
} as const;

/**
 * The share-out sheet the group signs at its closing meeting: the fund, and one line per member with the
 * payout and room for a signature. A whole HTML document, printed from its own window (as the group
 * reports are), so it is also what "Save as PDF" keeps.
 */
export const shareOutHtml = (preview: ShareOutPreview, printedAt: string): string => {
  const { fund } = preview;
  const rows = preview.members
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.memberNumber)}</td><td>${escapeHtml(m.name)}</td><td class="n">${kes(m.savings)}</td><td class="n">${kes(m.payout)}</td><td class="sign"></td></tr>`,
    )
    .join('');
  const title = `Share-out of ${preview.groupName} on ${preview.closeDate}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:6px 8px;text-align:left}td.n,th.n{text-align:right}td.sign{width:30%}
dl{display:grid;grid-template-columns:max-content max-content;gap:4px 16px}dd{margin:0;text-align:right}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(WEIGHTING_LABELS[preview.weighting])}. Printed ${escapeHtml(printedAt)}.</p>
<dl><dt>Savings</dt><dd>${kes(fund.savings)}</dd><dt>Service charges earned</dt><dd>${kes(fund.serviceCharges)}</dd>
<dt>Penalties and fees</dt><dd>${kes(fund.penaltiesAndFees)}</dd><dt>Loans carried into the next cycle</dt><dd>− ${kes(fund.carriedLoans)}</dd><dt>Loans written off</dt><dd>− ${kes(fund.writeOffs)}</dd>
<dt><strong>To share out</strong></dt><dd><strong>${kes(fund.distributable)}</strong></dd>
<dt>Emergency fund (carried over)</dt><dd>${kes(fund.keptBack)}</dd></dl>
<table><thead><tr><th>No.</th><th>Member</th><th class="n">Savings</th><th class="n">Payout</th><th>Signature</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="3">Total</th><th class="n">${kes(preview.total)}</th><th></th></tr></tfoot></table>
<p>Chairperson: ____________________ Treasurer: ____________________ Facilitator: ____________________</p>
</body></html>`;
};

/**
 * The report of a closed cycle: what was recorded when it closed (the payouts of `CycleClosed`, not a
 * fresh preview), who proposed and who confirmed it, and a signature line per member who received money.
 */
export const closedCycleHtml = (groupName: string, cycle: GroupCycleRow, printedAt: string): string => {
  const rows = cycle.payouts
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.memberNumber)}</td><td>${escapeHtml(p.name)}</td><td class="n">${kes(p.amount)}</td><td class="sign"></td></tr>`,
    )
    .join('');
  const total = cycle.payouts.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;
  const title = `Share-out of ${groupName}, cycle ${cycle.cycle} (${cycle.startedOn} to ${cycle.closeDate ?? ''})`;
  const who = [
    cycle.proposedBy &&
      `Proposed by ${cycle.proposedBy}${cycle.proposedAt ? ` on ${cycle.proposedAt.slice(0, 10)}` : ''}`,
    cycle.confirmedBy &&
      `confirmed by ${cycle.confirmedBy}${cycle.confirmedAt ? ` on ${cycle.confirmedAt.slice(0, 10)}` : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:6px 8px;text-align:left}td.n,th.n{text-align:right}td.sign{width:35%}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p>Closed on ${escapeHtml(cycle.closeDate ?? '')}: ${kes(cycle.fund ?? 0)} shared ${escapeHtml(
    cycle.weighting ? WEIGHTING_LABELS[cycle.weighting].toLowerCase() : '',
  )}. ${escapeHtml(who)}. Printed ${escapeHtml(printedAt)}.</p>
<table><thead><tr><th>No.</th><th>Member</th><th class="n">Payout</th><th>Signature</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="2">Total</th><th class="n">${kes(total)}</th><th></th></tr></tfoot></table>
<p>Chairperson: ____________________ Treasurer: ____________________ Facilitator: ____________________</p>
</body></html>`;
};
