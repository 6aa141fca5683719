import { statusLabel } from '@/features/contributions';
import { currentLanguage, t } from '@/i18n';
import { monthName } from '@/lib/format';
import { escapeHtml, SHEET_STYLE, sheetMoney } from '@/lib/print-sheet';
import type { ChildPassbook } from '../api/get-child-passbook';

/** 'March 2026' from 'YYYY-MM'. */
export const passbookMonthLabel = (month: string): string =>
  /^\d{4}-(0[1-9]|1[0-2])/.test(month)
    ? `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`
    : month;

/** A payment's detail: its reference, and the reason it was reversed. */
export const paymentDetail = (payment: ChildPassbook['payments'][number]): string =>
  [
    payment.reference,
    payment.reversed
      ? payment.reversalReason
        ? t('Reversed: {{reason}}', { reason: payment.reversalReason })
        : t('Reversed')
      : null,
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
        `<tr><td>${escapeHtml(passbookMonthLabel(m.month))}</td><td class="n">${sheetMoney(m.expected)}</td><td class="n">${sheetMoney(m.paid)}</td><td class="n">${sheetMoney(m.balance)}</td><td>${escapeHtml(statusLabel(m.status))}</td></tr>`,
    )
    .join('');
  const payments = passbook.payments
    .map(
      (p) =>
        `<tr${p.reversed ? ' class="reversed"' : ''}><td>${escapeHtml(p.paymentDate)}</td><td>${escapeHtml(passbookMonthLabel(p.month))}</td><td>${escapeHtml(paymentDetail(p) || '-')}</td><td class="n">${sheetMoney(p.amount)}</td></tr>`,
    )
    .join('');
  const title = t('Contribution passbook of {{name}} ({{id}}), {{year}}', {
    name: participant.name,
    id: participant.participantCode,
    year: passbook.year,
  });
  const guardian = participant.guardianName ?? participant.careGiverName;
  return `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${SHEET_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>
<p>${t('Guardian: {{guardian}}. Project {{code}} - {{project}}. Monthly contribution {{amount}}. Printed {{printedAt}}.', { guardian: escapeHtml(guardian ?? '-'), code: escapeHtml(participant.projectCode), project: escapeHtml(participant.projectName), amount: sheetMoney(participant.monthlyContribution), printedAt: escapeHtml(printedAt) })}</p>
<table><thead><tr><th>${t('Month')}</th><th class="n">${t('Expected')}</th><th class="n">${t('Paid')}</th><th class="n">${t('Balance')}</th><th>${t('Status')}</th></tr></thead>
<tbody>${months || `<tr><td colspan="5">${t('No contributions in this year')}</td></tr>`}</tbody>
<tfoot><tr><th>${t('Total')}</th><th class="n">${sheetMoney(passbook.totals.expected)}</th><th class="n">${sheetMoney(passbook.totals.paid)}</th><th class="n">${sheetMoney(passbook.totals.balance)}</th><th></th></tr></tfoot></table>
<table><thead><tr><th>${t('Date')}</th><th>${t('For')}</th><th>${t('Reference')}</th><th class="n">${t('Amount')}</th></tr></thead>
<tbody>${payments || `<tr><td colspan="4">${t('No payments in this year')}</td></tr>`}</tbody></table>
<p>${t('Reversed payments are struck through and are not counted in the totals.')}</p>
<div class="signatures"><p>${t("Guardian's signature")}</p><p>${t('Received by (signature)')}</p></div>
</body></html>`;
};
