export {
  CSV_CONTENT_TYPE,
  type ExportColumn,
  type ExportRow,
  neutralise,
  toCsv,
  toXlsx,
  XLSX_CONTENT_TYPE,
} from './export';
export {
  DEFAULT_MAX_ROWS,
  detectFormat,
  type ReadOptions,
  readRows,
  type SheetRow,
  type SheetRows,
  SpreadsheetError,
  type SpreadsheetErrorReason,
  type SpreadsheetFormat,
} from './spreadsheet';
export {
  type ParticipantTemplateColumn,
  participantTemplate,
  participantTemplateColumns,
  participantTemplateGuide,
  type TemplateGuideLine,
} from './template';
