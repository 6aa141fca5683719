import { formatWireMoney, type WireAmount } from './money';

/** Text for an HTML document: &, <, >, " and ' as character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'KES 1,500.50' for a printed sheet (the same figures as the screens). */
export const sheetMoney = (amount: WireAmount): string => formatWireMoney(amount);

/** The style every printed statement shares: a plain table, figures right-aligned, room for signatures. */
export const SHEET_STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%;margin:12px 0}
th,td{border:1px solid #999;padding:6px 8px;text-align:left}td.n,th.n{text-align:right}tr.reversed td{color:#777;text-decoration:line-through}
dl{display:grid;grid-template-columns:max-content max-content;gap:4px 16px}dd{margin:0;text-align:right}
.signatures{display:flex;gap:48px;margin-top:48px}.signatures p{flex:1;border-top:1px solid #111;padding-top:4px}`;

/** Prints a whole HTML document from its own window (as the share-out sheet is), after 500 ms. */
export const printSheet = (html: string): void => {
  const win = window.open('', '_blank');
  if (!win) return;
  win.document.open();
  win.document.write(html);
  win.document.close();
  setTimeout(() => {
    win.focus();
    win.print();
  }, 500);
};
