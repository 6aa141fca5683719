import { XLSX_TYPE, type XlsxSheet, xlsxBytes } from './xlsx-writer';

/** Saves the sheets as `${name}.xlsx` (the browser makes the file; nothing is asked of the server). */
export const saveWorkbook = (name: string, sheets: readonly XlsxSheet[]): void => {
  const href = URL.createObjectURL(new Blob([xlsxBytes(sheets)], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `${name}.xlsx`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the browser's download; give it a moment before releasing it
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
