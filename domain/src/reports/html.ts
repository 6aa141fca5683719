import { cellText, formatNairobi, type ReportColumn, type ReportDocument } from './table';

/** Every character that could open markup or an attribute, as an entity: user text stays text. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);

const numeric = (column: ReportColumn) =>
  column.kind === 'money' || column.kind === 'count' || column.kind === 'percent';

const cell = (tag: 'td' | 'th', column: ReportColumn, text: string) =>
  `<${tag}${numeric(column) ? ' class="num"' : ''}>${escapeHtml(text)}</${tag}>`;

/**
 * A report as a printable HTML page (spec: screens "Group Reports": opened in a new window and printed):
 * heading, scope, parameters, when and by whom, the table and its totals. Nothing the users typed
 * (names, agendas, findings) reaches the page unescaped, and the page runs no script of its own.
 */
export const reportHtml = (report: ReportDocument): string => {
  const head = report.columns.map((c) => cell('th', c, c.header)).join('');
  const rows = report.rows
    .map(
      (row) =>
        `<tr>${report.columns.map((c) => cell('td', c, cellText(c.kind, row[c.key] ?? null))).join('')}</tr>`,
    )
    .join('\n');
  const totals = report.totals
    ? `<tfoot><tr>${report.columns.map((c) => cell('td', c, cellText(c.kind, report.totals?.[c.key] ?? null))).join('')}</tr></tfoot>`
    : '';
  const parameters = report.parameters.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;font-size:12px;margin:24px;color:#111}
h1{font-size:18px;margin:0 0 4px}p{margin:2px 0;color:#333}
table{border-collapse:collapse;width:100%;margin-top:12px}th,td{border:1px solid #999;padding:4px 6px;text-align:left}
th{background:#eee}.num{text-align:right}tfoot td{font-weight:bold}
@media print{body{margin:0}}
</style></head>
<body><h1>${escapeHtml(report.title)}</h1><p>${escapeHtml(report.scope)}</p>${parameters}
<p>Generated: ${escapeHtml(formatNairobi(report.generatedAt))} by ${escapeHtml(report.generatedBy)}</p>
<table><thead><tr>${head}</tr></thead><tbody>
${rows || `<tr><td colspan="${report.columns.length}">Nothing recorded for these choices</td></tr>`}
</tbody>${totals}</table></body></html>`;
};
