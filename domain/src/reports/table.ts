/**
 * A produced report as the renderers see it (Excel, PDF, CSV): a heading block and one table. Money
 * cells hold KES as numbers (rendered with two decimals); counts are whole numbers.
 */
export type CellValue = string | number | null;
export type ColumnKind = 'text' | 'date' | 'count' | 'money' | 'percent';

export interface ReportColumn {
  readonly key: string;
  readonly header: string;
  readonly kind: ColumnKind;
  /** Relative width in the PDF (default 1). */
  readonly width?: number;
}

export type ReportLine = Readonly<Record<string, CellValue>>;

export interface ReportTable {
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportLine[];
  /** The totals row, null when a total means nothing. */
  readonly totals: ReportLine | null;
}

export interface ReportDocument extends ReportTable {
  readonly title: string;
  /** 'Project KE0420 Kakamega Central', 'Cluster Kakamega Cluster', 'Whole programme'. */
  readonly scope: string;
  /** Parameter lines, e.g. 'Period: 2026-01-01 to 2026-03-31'. */
  readonly parameters: readonly string[];
  /** ISO instant. */
  readonly generatedAt: string;
  readonly generatedBy: string;
}

export const col = (key: string, header: string, kind: ColumnKind = 'text', width = 1): ReportColumn => ({
  key,
  header,
  kind,
  width,
});

/** KES with two decimals, as a number (cents in, exact). */
export const kes = (cents: number): number => Math.round(cents) / 100;

/** '1,500.00' (no currency: the column header says KES). */
export const formatKes = (value: number): string =>
  value.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A cell as text, the way the PDF shows it. */
export const cellText = (kind: ColumnKind, value: CellValue): string => {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatKes(value);
    case 'percent':
      return `${value.toFixed(1)}%`;
    default:
      return String(value);
  }
};

/** '26 Nov 2026, 11:05 EAT': the programme reads times in Kenya (Africa/Nairobi). */
export const formatNairobi = (iso: string): string => {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${text} EAT`;
};
