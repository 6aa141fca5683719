import { useCallback, useEffect, useState } from 'react';

/**
 * The PDF of the audit screen is the browser's print of a print-friendly view (Save as PDF): only the part
 * marked `data-audit-print` is printed, without the shell, the controls (`data-print-hide`) or the pager.
 * The rules live only while the audit screen is shown.
 */
export const PRINT_CSS = `@media print {
  @page { size: landscape; margin: 12mm; }
  body * { visibility: hidden; }
  [data-audit-print], [data-audit-print] * { visibility: visible; }
  [data-audit-print] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide], [data-audit-print] .ant-pagination { display: none !important; }
  [data-audit-print] .ant-card { break-inside: avoid; box-shadow: none; }
  [data-audit-print] tr { break-inside: avoid; }
}
[data-print-only] { display: none; }
@media print { [data-print-only] { display: block; } }`;

export function PrintStyle() {
  return <style>{PRINT_CSS}</style>;
}

/**
 * `printing` is true while the page prints (every row on one page); `print` shows the print view and opens
 * the browser's print dialog once it has rendered. The browser's own Print (Ctrl+P) gets the same view.
 */
export const usePrintView = () => {
  const [requested, setRequested] = useState(false);
  const [browserPrinting, setBrowserPrinting] = useState(false);
  useEffect(() => {
    const before = () => setBrowserPrinting(true);
    const after = () => setBrowserPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    if (!requested) return;
    // the rows are on the page now: print, then back to the pages of the table
    const timer = setTimeout(() => {
      window.print();
      setRequested(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [requested]);
  const print = useCallback(() => setRequested(true), []);
  return { printing: requested || browserPrinting, print };
};
