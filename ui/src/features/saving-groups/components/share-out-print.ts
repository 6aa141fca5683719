import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import { currentLanguage, t, tKey } from '@/i18n';
import { centsToWire, sumCents } from '@/lib/money';
import { escapeHtml, sheetMoney as kes } from '@/lib/print-sheet';
import type { ShareOutPreview } from '../api/get-share-out-preview';

/** How savings are weighed, in English: translate where shown (`t(WEIGHTING_LABELS.amount)`). */
export const WEIGHTING_LABELS = {
  amount: tKey('By savings'),
  time: tKey('By savings and how long they were held'),
} as const;

/** Each method's formula, in English: translate where shown. */
export const WEIGHTING_FORMULAS = {
  amount: tKey("Payout = fund × the member's savings of the cycle ÷ all savings of the cycle."),
  time: tKey(
    "Each member first gets their own savings back; the profit (fund − all savings) is shared by savings × days held: payout = savings + profit × the member's savings × days ÷ everyone's. A loss is shared by savings.",
  ),
} as const;

/** The signature lines under both sheets. */
const signatureLine = (): string =>
  `<p>${t('Chairperson:')} ____________________ ${t('Treasurer:')} ____________________ ${t('Facilitator:')} ____________________</p>`;

/**
 * The share-out sheet the group signs at its closing meeting: the fund, and one line per member with the
 * payout and room for a signature. A whole HTML document, printed from its own window (as the group
 * reports are), so it is also what "Save as PDF" keeps.
 */
export const shareOutHtml = (preview: ShareOutPreview, printedAt: string): string => {
  const { fund } = preview;
  // with the group's set-off rule, each line also shows what the member owed, what of it comes off the
  // payout and the cash they take home
  const setOff = preview.setOffDebts;
  const debtCells = (m: ShareOutPreview['members'][number]) =>
    setOff
      ? `<td class="n">${kes(m.debt)}</td><td class="n">${kes(m.setOff)}</td><td class="n">${kes(m.cash)}</td>`
      : '';
  const rows = preview.members
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.memberNumber)}</td><td>${escapeHtml(m.name)}</td><td class="n">${kes(m.savings)}</td><td class="n">${kes(m.profit)}</td><td class="n">${kes(m.payout)}</td>${debtCells(m)}<td class="sign"></td></tr>`,
    )
    .join('');
  const cashTotal = centsToWire(sumCents(preview.members.map((m) => m.cash)));
  const debtHeads = setOff
    ? `<th class="n">${t('Owes on loans')}</th><th class="n">${t('Debt set off')}</th><th class="n">${t('Cash paid')}</th>`
    : '';
  const debtTotals = setOff
    ? `<th></th><th class="n">${kes(fund.setOff)}</th><th class="n">${kes(cashTotal)}</th>`
    : '';
  const title = t('Share-out of {{group}} on {{date}}', {
    group: preview.groupName,
    date: preview.closeDate,
  });
  return `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:6px 8px;text-align:left}td.n,th.n{text-align:right}td.sign{width:30%}
dl{display:grid;grid-template-columns:max-content max-content;gap:4px 16px}dd{margin:0;text-align:right}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(WEIGHTING_LABELS[preview.weighting]))}. ${t('Printed {{printedAt}}.', { printedAt: escapeHtml(printedAt) })}</p>
<p>${escapeHtml(t(WEIGHTING_FORMULAS[preview.weighting]))}</p>
<dl><dt>${t('Savings')}</dt><dd>${kes(fund.savings)}</dd><dt>${t('Service charges earned')}</dt><dd>${kes(fund.serviceCharges)}</dd>
<dt>${t('Penalties and fees')}</dt><dd>${kes(fund.penaltiesAndFees)}</dd><dt>${t('Loans carried into the next cycle')}</dt><dd>− ${kes(fund.carriedLoans)}</dd><dt>${t('Loans written off')}</dt><dd>− ${kes(fund.writeOffs)}</dd>
<dt><strong>${t('To share out')}</strong></dt><dd><strong>${kes(fund.distributable)}</strong></dd>
${setOff ? `<dt>${t('Debts set off (they settle loans)')}</dt><dd>− ${kes(fund.setOff)}</dd>` : ''}
<dt>${t('Emergency fund (carried over)')}</dt><dd>${kes(fund.emergencyFund)}</dd></dl>
<table><thead><tr><th>${t('No.')}</th><th>${t('Member')}</th><th class="n">${t('Savings')}</th><th class="n">${t('Share of profit')}</th><th class="n">${t('Payout')}</th>${debtHeads}<th>${t('Signature')}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="4">${t('Total')}</th><th class="n">${kes(preview.total)}</th>${debtTotals}<th></th></tr></tfoot></table>
${signatureLine()}
</body></html>`;
};

/**
 * The report of a closed cycle: what was recorded when it closed (the payouts of `CycleClosed`, not a
 * fresh preview), who proposed and who confirmed it, and a signature line per member who received money.
 */
export const closedCycleHtml = (groupName: string, cycle: GroupCycleRow, printedAt: string): string => {
  const sum = (of: (p: GroupCycleRow['payouts'][number]) => number) =>
    cycle.payouts.reduce((s, p) => s + Math.round(of(p) * 100), 0) / 100;
  const total = sum((p) => p.amount);
  // a close that set debts off shows what came off each payout and the cash paid
  const setOff = sum((p) => p.setOff) > 0;
  const rows = cycle.payouts
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.memberNumber)}</td><td>${escapeHtml(p.name)}</td><td class="n">${kes(p.amount)}</td>${setOff ? `<td class="n">${kes(p.setOff)}</td><td class="n">${kes(p.cash)}</td>` : ''}<td class="sign"></td></tr>`,
    )
    .join('');
  const debtHeads = setOff
    ? `<th class="n">${t('Debt set off')}</th><th class="n">${t('Cash paid')}</th>`
    : '';
  const debtTotals = setOff
    ? `<th class="n">${kes(sum((p) => p.setOff))}</th><th class="n">${kes(sum((p) => p.cash))}</th>`
    : '';
  const title = t('Share-out of {{group}}, cycle {{number}} ({{start}} to {{end}})', {
    group: groupName,
    number: cycle.cycle,
    start: cycle.startedOn,
    end: cycle.closeDate ?? '',
  });
  const who = [
    cycle.proposedBy &&
      (cycle.proposedAt
        ? t('Proposed by {{name}} on {{date}}', {
            name: cycle.proposedBy,
            date: cycle.proposedAt.slice(0, 10),
          })
        : t('Proposed by {{name}}', { name: cycle.proposedBy })),
    cycle.confirmedBy &&
      (cycle.confirmedAt
        ? t('confirmed by {{name}} on {{date}}', {
            name: cycle.confirmedBy,
            date: cycle.confirmedAt.slice(0, 10),
          })
        : t('confirmed by {{name}}', { name: cycle.confirmedBy })),
  ]
    .filter(Boolean)
    .join(', ');
  const shared = t('Closed on {{date}}: {{amount}} shared {{weighting}}.', {
    date: escapeHtml(cycle.closeDate ?? ''),
    amount: kes(cycle.fund ?? 0),
    weighting: escapeHtml(cycle.weighting ? t(WEIGHTING_LABELS[cycle.weighting]).toLowerCase() : ''),
  });
  return `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:6px 8px;text-align:left}td.n,th.n{text-align:right}td.sign{width:35%}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p>${shared} ${escapeHtml(who)}. ${t('Printed {{printedAt}}.', { printedAt: escapeHtml(printedAt) })}</p>
<table><thead><tr><th>${t('No.')}</th><th>${t('Member')}</th><th class="n">${t('Payout')}</th>${debtHeads}<th>${t('Signature')}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="2">${t('Total')}</th><th class="n">${kes(total)}</th>${debtTotals}<th></th></tr></tfoot></table>
${signatureLine()}
</body></html>`;
};
