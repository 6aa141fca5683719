import { MONTH_NAMES } from '@/lib/format';
import { escapeHtml, SHEET_STYLE, sheetMoney } from '@/lib/print-sheet';
import type { ChildPassbook } from '../api/get-child-passbook';

/** 'March 2026' from 'YYYY-MM'. */
export const passbookMonthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** A payment's detail: its reference, and the reason it was reversed. */
export const paymentDetail = (payment: ChildPassbook['payments'][number]): string =>
  [
    payment.reference,
    payment.reversed ? `Reversed${payment.reversalReason ? `: ${payment.reversalReason}` : ''}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * A child's contribution passbook for the guardian, as a whole HTML document printed from its own window:
 * each month's expected, paid and balance, every payment (reversed ones struck through and out of the
 * totals), the totals, and the guardian's and the recorder's signature lines.
 */
export const childPassbookHtml = (passbook: ChildPassbook, printedAt: string): string => {
  const { participant } = passbook;
  const months = passbook.months
    .map(
      (m) =>
        `<tr><td>${escapeHtml(passbookMonthLabel(m.month))}</td><td class="n">${sheetMoney(m.expected)}</td><td class="n">${sheetMoney(m.paid)}</td><td class="n">${sheetMoney(m.balance)}</td><td>${escapeHtml(m.status)}</td></tr>`,
    )
    .join('');
  const payments = passbook.payments
    .map(
      (p) =>
        `<tr${p.reversed ? ' class="reversed"' : ''}><td>${escapeHtml(p.paymentDate)}</td><td>${escapeHtml(passbookMonthLabel(p.month))}</td><td>${escapeHtml(paymentDetail(p) || '-')}</td><td class="n">${sheetMoney(p.amount)}</td></tr>`,
    )
    .join('');
  const title = `Contribution passbook of ${participant.name} (${participant.participantCode}), ${passbook.year}`;
  const guardian = participant.guardianName ?? participant.careGiverName;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${SHEET_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>
<p>Guardian: ${escapeHtml(guardian ?? '-')}. Project ${escapeHtml(participant.projectCode)} - ${escapeHtml(participant.projectName)}. Monthly contribution ${sheetMoney(participant.monthlyContribution)}. Printed ${escapeHtml(printedAt)}.</p>
<table><thead><tr><th>Month</th><th class="n">Expected</th><th class="n">Paid</th><th class="n">Balance</th><th>Status</th></tr></thead>
<tbody>${months || '<tr><td colspan="5">No contributions in this year</td></tr>'}</tbody>
<tfoot><tr><th>Total</th><th class="n">${sheetMoney(passbook.totals.expected)}</th><th class="n">${sheetMoney(passbook.totals.paid)}</th><th class="n">${sheetMoney(passbook.totals.balance)}</th><th></th></tr></tfoot></table>
<table><thead><tr><th>Date</th><th>For</th><th>Reference</th><th class="n">Amount</th></tr></thead>
<tbody>${payments || '<tr><td colspan="4">No payments in this year</td></tr>'}</tbody></table>
<p>Reversed payments are struck through and are not counted in the totals.</p>
<div class="signatures"><p>Guardian's signature</p><p>Received by (signature)</p></div>
</body></html>`;
};
