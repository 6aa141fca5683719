import { currentLanguage, t, tKey } from '@/i18n';
import { escapeHtml, SHEET_STYLE, sheetMoney } from '@/lib/print-sheet';
import type { MemberPassbook, PassbookLine } from '../api/get-member-passbook';
import { memberJoinedText } from './member-format';

/** Each kind of line, in English: translate where shown (`passbookLineLabel`). */
export const PASSBOOK_LINE_LABELS: Record<PassbookLine['kind'], string> = {
  saving: tKey('Saving'),
  savingsAdjustment: tKey('Savings adjustment (correction of a closed cycle)'),
  loan: tKey('Loan issued'),
  repayment: tKey('Loan repayment'),
  penalty: tKey('Penalty given'),
  penaltyPayment: tKey('Penalty paid'),
  fee: tKey('Fee payment'),
  emergencyContribution: tKey('Emergency contribution'),
  leavingPayout: tKey('Paid out on leaving'),
};

/** A line's kind as shown, in the current language. */
export const passbookLineLabel = (kind: PassbookLine['kind']): string => t(PASSBOOK_LINE_LABELS[kind]);

/** 'Cycle 2 (from 2026-04-01, open)' or 'Cycle 1 (2026-01-15 to 2026-03-31, closed)'. */
export const cycleLabel = (cycle: MemberPassbook['cycle']): string =>
  cycle.endedOn
    ? t('Cycle {{number}} ({{start}} to {{end}}, closed)', {
        number: cycle.number,
        start: cycle.startedOn,
        end: cycle.endedOn,
      })
    : cycle.status === 'proposed'
      ? t('Cycle {{number}} (from {{start}}, close awaiting confirmation)', {
          number: cycle.number,
          start: cycle.startedOn,
        })
      : t('Cycle {{number}} (from {{start}}, open)', { number: cycle.number, start: cycle.startedOn });

/** What the share-out line says: the amount recorded, proposed or expected, or why there is none. */
export const shareOutLabel = (shareOut: MemberPassbook['shareOut']): { title: string; value: string } => {
  const title =
    shareOut.kind === 'recorded'
      ? t('Share-out paid at the close ({{date}})', { date: shareOut.asOf })
      : shareOut.kind === 'proposed'
        ? t('Share-out proposed for the close on {{date}}', { date: shareOut.asOf })
        : t('Expected share-out if the cycle closed today ({{date}})', { date: shareOut.asOf });
  return { title, value: shareOut.amount === null ? (shareOut.reason ?? '-') : sheetMoney(shareOut.amount) };
};

/** The totals as label and amount, in the order the statement shows them. */
export const passbookTotals = (totals: MemberPassbook['totals']): [string, number][] => [
  [t('Savings'), totals.savings],
  [t('Loans taken'), totals.loansTaken],
  [t('Repaid'), totals.repaid],
  [t('Loans outstanding'), totals.loanOutstanding],
  [t('Fines given'), totals.finesImposed],
  [t('Fines paid'), totals.finesPaid],
  [t('Fines owed'), totals.finesOwed],
  [t('Fees paid'), totals.feesPaid],
  [t('Emergency contributions'), totals.emergencyContributions],
  ...(totals.paidOutOnLeaving > 0
    ? ([[t('Paid out on leaving'), totals.paidOutOnLeaving]] as [string, number][])
    : []),
];

/** A line's detail: its description, its loan, and the reason it was reversed. */
export const lineDetail = (line: PassbookLine): string =>
  [
    line.loanId !== null && line.kind !== 'loan' ? t('Loan {{id}}', { id: line.loanId }) : null,
    line.kind === 'loan'
      ? line.description
        ? t('Loan {{id}}: {{description}}', { id: line.entryId, description: line.description })
        : t('Loan {{id}}', { id: line.entryId })
      : line.description,
    line.reversed
      ? line.reversalReason
        ? t('Reversed: {{reason}}', { reason: line.reversalReason })
        : t('Reversed')
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The member's passbook as a whole HTML document, printed from its own window: the member, the cycle, every
 * line (reversed ones struck through and out of the totals), the totals, the share-out, and the member's and
 * the treasurer's signature lines.
 */
export const memberPassbookHtml = (passbook: MemberPassbook, printedAt: string): string => {
  const { member } = passbook;
  const rows = passbook.lines
    .map(
      (l) =>
        `<tr${l.reversed ? ' class="reversed"' : ''}><td>${escapeHtml(l.date)}</td><td>${escapeHtml(passbookLineLabel(l.kind))}</td><td>${escapeHtml(lineDetail(l))}</td><td class="n">${sheetMoney(l.amount)}</td></tr>`,
    )
    .join('');
  const totals = passbookTotals(passbook.totals)
    .map(([label, amount]) => `<dt>${escapeHtml(label)}</dt><dd>${sheetMoney(amount)}</dd>`)
    .join('');
  const share = shareOutLabel(passbook.shareOut);
  const title = t('Passbook of {{name}} (No. {{number}}), {{group}}', {
    name: member.name,
    number: member.memberNumber,
    group: passbook.groupName,
  });
  const facts = t(
    'Phone {{phone}}; joined {{date}}; {{status}}. Balances as of {{asOf}}. Printed {{printedAt}}.',
    {
      phone: escapeHtml(member.phone || '-'),
      date: escapeHtml(memberJoinedText(member)),
      status: member.status === 'active' ? t('active member') : t('former member'),
      asOf: escapeHtml(passbook.asOf),
      printedAt: escapeHtml(printedAt),
    },
  );
  const treasurer = passbook.treasurerName
    ? t("Treasurer's signature ({{name}})", { name: escapeHtml(passbook.treasurerName) })
    : t("Treasurer's signature");
  return `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${SHEET_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(cycleLabel(passbook.cycle))}. ${facts}</p>
<table><thead><tr><th>${t('Date')}</th><th>${t('Entry')}</th><th>${t('Details')}</th><th class="n">${t('Amount')}</th></tr></thead>
<tbody>${rows || `<tr><td colspan="4">${t('No entries in this cycle')}</td></tr>`}</tbody></table>
${passbook.truncated ? `<p>${t('Only the first {{shown}} entries are listed; the totals count them all.', { shown: passbook.lines.length })}</p>` : ''}
<dl>${totals}<dt><strong>${escapeHtml(share.title)}</strong></dt><dd><strong>${escapeHtml(share.value)}</strong></dd></dl>
<p>${t('Reversed entries are struck through and are not counted in the totals.')}</p>
<div class="signatures"><p>${t("Member's signature")}</p><p>${treasurer}</p></div>
</body></html>`;
};
