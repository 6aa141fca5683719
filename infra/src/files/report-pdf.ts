import {
  cellText,
  formatNairobi,
  type ReportColumn,
  type ReportDocument,
  type ReportLine,
} from '@pm/domain/reports/table';
import PDFDocument from 'pdfkit';

/**
 * A report as PDF (A4 landscape): title, scope, parameters, when (Africa/Nairobi) and by whom, then the
 * table, its header repeated on every page, a bold totals row, and "Page n of m" at the foot of each page.
 * A column's header wraps onto as many lines as it needs (the header row grows), so it is never cut; the
 * rows below stay one line each.
 */

const MARGIN = 36;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;
/** Room between a cell's text and its column's edges, each side. */
const PADDING = 3;
const PROGRESS_EVERY = 250;

type Progress = (rowsDone: number) => void | Promise<void>;

/** Cuts a text to the width with an ellipsis: rows stay one line, so page breaks are exact. */
const fit = (doc: PDFKit.PDFDocument, text: string, width: number): string => {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

const isNumeric = (column: ReportColumn) =>
  column.kind === 'money' || column.kind === 'count' || column.kind === 'percent';

/** The table drawn down the pages: where its next row goes, and its header again atop each new page. */
class TableWriter {
  private readonly left = MARGIN;
  readonly usable: number;
  private readonly widths: number[];
  y: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly report: ReportDocument,
  ) {
    this.usable = doc.page.width - 2 * MARGIN;
    const totalWeight = report.columns.reduce((a, c) => a + (c.width ?? 1), 0);
    this.widths = report.columns.map((c) => (this.usable * (c.width ?? 1)) / totalWeight);
    this.y = doc.y;
  }

  private shadeRow(height: number, shade: string | null) {
    if (shade)
      this.doc
        .rect(this.left, this.y - PADDING, this.usable, height)
        .fill(shade)
        .fillColor('black');
  }

  row(line: ReportLine, bold: boolean, shade: string | null) {
    const { doc, widths } = this;
    this.shadeRow(ROW_HEIGHT, shade);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = this.left;
    this.report.columns.forEach((column, i) => {
      const width = (widths[i] ?? 0) - 2 * PADDING;
      doc.text(fit(doc, cellText(column.kind, line[column.key] ?? null), width), x + PADDING, this.y, {
        width,
        align: isNumeric(column) ? 'right' : 'left',
        lineBreak: false,
      });
      x += widths[i] ?? 0;
    });
    this.y += ROW_HEIGHT;
  }

  /** The header's texts wrap within their columns: the row is as tall as the longest of them. */
  header() {
    const { doc, widths } = this;
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    const textWidth = (i: number) => (widths[i] ?? 0) - 2 * PADDING;
    const height = Math.max(
      ROW_HEIGHT,
      ...this.report.columns.map(
        (column, i) => doc.heightOfString(column.header, { width: textWidth(i) }) + 2 * PADDING,
      ),
    );
    this.shadeRow(height, '#e8e8e8');
    let x = this.left;
    this.report.columns.forEach((column, i) => {
      doc.text(column.header, x + PADDING, this.y, { width: textWidth(i), align: 'left' });
      x += widths[i] ?? 0;
    });
    this.y += height;
  }

  breakIfNeeded() {
    if (this.y + ROW_HEIGHT <= this.doc.page.height - MARGIN - 20) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.header();
  }

  /** What the table says when it has no rows. */
  noRows() {
    this.breakIfNeeded();
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(FONT_SIZE)
      .text('No rows for these parameters.', this.left + PADDING, this.y);
    this.y += ROW_HEIGHT;
  }

  /** The totals row, bold, under a rule. */
  totals(line: ReportLine) {
    this.breakIfNeeded();
    this.doc
      .moveTo(this.left, this.y - PADDING)
      .lineTo(this.left + this.usable, this.y - PADDING)
      .stroke();
    this.row(line, true, null);
  }
}

/** Title, scope, parameters, and when and by whom the report was made. */
const writeHeading = (doc: PDFKit.PDFDocument, report: ReportDocument) => {
  doc.font('Helvetica-Bold').fontSize(16).text(report.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`Scope: ${report.scope}`);
  for (const line of report.parameters) doc.text(line);
  doc.text(`Generated: ${formatNairobi(report.generatedAt)} by ${report.generatedBy}`);
  doc.moveDown(0.8);
};

/** The report's title and scope, and "Page n of m", at the foot of every page. */
const writeFooters = (doc: PDFKit.PDFDocument, report: ReportDocument, usable: number) => {
  const left = MARGIN;
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const footY = doc.page.height - MARGIN;
    doc.page.margins.bottom = 0; // writing in the margin must not start another page
    doc.font('Helvetica').fontSize(8);
    doc.text(`${report.title} - ${report.scope}`, left, footY, { width: usable / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${pages.count}`, left + usable / 2, footY, {
      width: usable / 2,
      align: 'right',
      lineBreak: false,
    });
  }
};

export const reportPdf = async (report: ReportDocument, progress?: Progress): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: report.title, Author: report.generatedBy, Subject: report.scope },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  writeHeading(doc, report);
  const table = new TableWriter(doc, report);
  table.header();
  for (const [i, line] of report.rows.entries()) {
    table.breakIfNeeded();
    table.row(line, false, i % 2 === 1 ? '#f7f7f7' : null);
    if (progress && (i + 1) % PROGRESS_EVERY === 0) await progress(i + 1);
  }
  if (report.rows.length === 0) table.noRows();
  if (report.totals) table.totals(report.totals);

  writeFooters(doc, report, table.usable);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
};
