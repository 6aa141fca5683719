import { escapeHtml, SHEET_STYLE, sheetMoney } from '@/lib/print-sheet';
import type { MemberPassbook, PassbookLine } from '../api/get-member-passbook';

export const PASSBOOK_LINE_LABELS: Record<PassbookLine['kind'], string> = {
  saving: 'Saving',
  loan: 'Loan issued',
  repayment: 'Loan repayment',
  penalty: 'Penalty given',
  penaltyPayment: 'Penalty paid',
  fee: 'Fee payment',
  emergencyContribution: 'Emergency contribution',
};

/** 'Cycle 2 (from 2026-04-01, open)' or 'Cycle 1 (2026-01-15 to 2026-03-31, closed)'. */
export const cycleLabel = (cycle: MemberPassbook['cycle']): string =>
  cycle.endedOn
    ? `Cycle ${cycle.number} (${cycle.startedOn} to ${cycle.endedOn}, closed)`
    : `Cycle ${cycle.number} (from ${cycle.startedOn}, ${cycle.status === 'proposed' ? 'close awaiting confirmation' : 'open'})`;

/** What the share-out line says: the amount recorded, proposed or expected, or why there is none. */
export const shareOutLabel = (shareOut: MemberPassbook['shareOut']): { title: string; value: string } => {
  const title =
    shareOut.kind === 'recorded'
      ? `Share-out paid at the close (${shareOut.asOf})`
      : shareOut.kind === 'proposed'
        ? `Share-out proposed for the close on ${shareOut.asOf}`
        : `Expected share-out if the cycle closed today (${shareOut.asOf})`;
  return { title, value: shareOut.amount === null ? (shareOut.reason ?? '-') : sheetMoney(shareOut.amount) };
};

/** The totals as label and amount, in the order the statement shows them. */
export const passbookTotals = (totals: MemberPassbook['totals']): [string, number][] => [
  ['Savings', totals.savings],
  ['Loans taken', totals.loansTaken],
  ['Repaid', totals.repaid],
  ['Loans outstanding', totals.loanOutstanding],
  ['Fines given', totals.finesImposed],
  ['Fines paid', totals.finesPaid],
  ['Fines owed', totals.finesOwed],
  ['Fees paid', totals.feesPaid],
  ['Emergency contributions', totals.emergencyContributions],
];

/** A line's detail: its description, its loan, and the reason it was reversed. */
export const lineDetail = (line: PassbookLine): string =>
  [
    line.loanId !== null && line.kind !== 'loan' ? `Loan ${line.loanId}` : null,
    line.kind === 'loan'
      ? `Loan ${line.entryId}${line.description ? `: ${line.description}` : ''}`
      : line.description,
    line.reversed ? `Reversed${line.reversalReason ? `: ${line.reversalReason}` : ''}` : null,
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
        `<tr${l.reversed ? ' class="reversed"' : ''}><td>${escapeHtml(l.date)}</td><td>${escapeHtml(PASSBOOK_LINE_LABELS[l.kind])}</td><td>${escapeHtml(lineDetail(l))}</td><td class="n">${sheetMoney(l.amount)}</td></tr>`,
    )
    .join('');
  const totals = passbookTotals(passbook.totals)
    .map(([label, amount]) => `<dt>${escapeHtml(label)}</dt><dd>${sheetMoney(amount)}</dd>`)
    .join('');
  const share = shareOutLabel(passbook.shareOut);
  const title = `Passbook of ${member.name} (No. ${member.memberNumber}), ${passbook.groupName}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${SHEET_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(cycleLabel(passbook.cycle))}. Phone ${escapeHtml(member.phone || '-')}; joined ${escapeHtml(member.joinedOn)}; ${member.status === 'active' ? 'active member' : 'former member'}. Balances as of ${escapeHtml(passbook.asOf)}. Printed ${escapeHtml(printedAt)}.</p>
<table><thead><tr><th>Date</th><th>Entry</th><th>Details</th><th class="n">Amount</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No entries in this cycle</td></tr>'}</tbody></table>
${passbook.truncated ? `<p>Only the first ${passbook.lines.length} entries are listed; the totals count them all.</p>` : ''}
<dl>${totals}<dt><strong>${escapeHtml(share.title)}</strong></dt><dd><strong>${escapeHtml(share.value)}</strong></dd></dl>
<p>Reversed entries are struck through and are not counted in the totals.</p>
<div class="signatures"><p>Member's signature</p><p>Treasurer's signature${passbook.treasurerName ? ` (${escapeHtml(passbook.treasurerName)})` : ''}</p></div>
</body></html>`;
};
