import type { Workbook } from 'exceljs';
import { useCallback, useState } from 'react';
import { t } from '@/i18n';
import { useToast } from './toast';

/**
 * Excel exports made in the browser (the dashboards', the audit's) with exceljs, the same writer the
 * server's reports use (docs/decisions/spreadsheets.md). The library is fetched only when someone exports:
 * no page's chunk carries it, and the service worker does not precache it.
 */

export type SheetCell = string | number | null;

export interface WorkbookSheet {
  /** Shown on the sheet's tab (at most 31 characters, no []:*?/\). */
  readonly name: string;
  /** The first row is the header (bold, kept in view while scrolling). */
  readonly rows: readonly (readonly SheetCell[])[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A valid, unique tab name: forbidden characters replaced, cut to 31 characters. */
export const sheetName = (name: string, taken: ReadonlySet<string>): string => {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    candidate = base.slice(0, 31 - suffix.length) + suffix;
  }
  return candidate;
};

/** What a cell holds: text stays text (never a formula, even '=HYPERLINK(…)'), numbers stay numbers. */
const written = (cell: SheetCell): string | number | null =>
  cell === '' || (typeof cell === 'number' && !Number.isFinite(cell)) ? null : cell;

/** Wide enough for the longest value of the column, within reason. */
const columnWidths = (rows: WorkbookSheet['rows']): number[] => {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, c) => {
      const length = cell === null ? 0 : String(cell).length;
      widths[c] = Math.max(widths[c] ?? 0, length);
    });
  return widths.map((length) => Math.min(60, Math.max(10, length + 2)));
};

type WorkbookClass = new () => Workbook;

/** The sheets as an exceljs workbook: bold, frozen header row and columns sized to their values. */
export const buildWorkbook = (WorkbookOf: WorkbookClass, sheets: readonly WorkbookSheet[]): Workbook => {
  const book = new WorkbookOf();
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const name = sheetName(sheet.name, taken);
    taken.add(name.toLowerCase());
    const worksheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        const value = written(cell);
        if (value === null) return;
        const target = worksheet.getCell(r + 1, c + 1);
        target.value = value;
        if (r === 0) target.font = { bold: true };
      });
    });
    columnWidths(sheet.rows).forEach((width, c) => {
      worksheet.getColumn(c + 1).width = width;
    });
  }
  return book;
};

/** The library could not be fetched (offline before it was ever loaded, or the server away). */
export class SpreadsheetLibraryUnavailable extends Error {}

const loadWorkbookClass = async (): Promise<WorkbookClass> => {
  try {
    const library = await import('exceljs');
    // the browser build is a CommonJS bundle: its exports arrive as the module's default
    return library.default?.Workbook ?? library.Workbook;
  } catch (cause) {
    throw new SpreadsheetLibraryUnavailable('The spreadsheet library could not be loaded', { cause });
  }
};

const download = (fileName: string, bytes: ArrayBuffer): void => {
  const href = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the browser's download; give it a moment before releasing it
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};

/** Saves the sheets as `${name}.xlsx` (the browser makes the file; nothing is asked of the server). */
export const saveWorkbook = async (name: string, sheets: readonly WorkbookSheet[]): Promise<void> => {
  const WorkbookOf = await loadWorkbookClass();
  const bytes = await buildWorkbook(WorkbookOf, sheets).xlsx.writeBuffer();
  download(`${name}.xlsx`, bytes as ArrayBuffer);
};

/**
 * An export button's side: `save` makes and downloads the workbook, `saving` is true while the library
 * loads and the file is made (the button's `loading`), and a failure is said in a toast.
 */
export const useWorkbookExport = () => {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    (name: string, sheets: readonly WorkbookSheet[]) => {
      setSaving(true);
      saveWorkbook(name, sheets)
        .catch((error: unknown) =>
          toast.error(
            t('Export failed'),
            error instanceof SpreadsheetLibraryUnavailable
              ? t('The Excel export could not be loaded. Check your connection and try again.')
              : t('The Excel file could not be made. Please try again.'),
          ),
        )
        .finally(() => setSaving(false));
    },
    [toast],
  );
  return { saving, save };
};
