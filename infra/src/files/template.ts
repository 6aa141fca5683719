/**
 * The bulk participant upload template (spec: limits "Bulk template columns"): the header row, two
 * example rows, and in the .xlsx an Instructions sheet saying what each column accepts.
 */
import ExcelJS from 'exceljs';
import { addSheet, type ExportColumn, toBuffer, toCsv } from './export';

/** Exactly the spec's column names, in its order; the upload reads columns by these names. */
export const participantTemplateColumns = [
  'participantId',
  'firstName',
  'secondName',
  'surname',
  'dateOfBirth',
  'gender',
  'parentGuardianName',
  'careGiverName',
  'contactPhone',
  'gradeLevel',
  'projectId',
  'monthlyContribution',
  'plannedExitDate',
] as const;

export type ParticipantTemplateColumn = (typeof participantTemplateColumns)[number];

// Spec: fields lists. Kept here rather than imported so the template cannot break while the domain's
// participant module changes; the upload's validation is the authority either way.
const GENDERS = ['Male', 'Female'];
const GRADE_LEVELS = [
  'Pre-Primary',
  ...Array.from({ length: 8 }, (_, i) => `Grade ${i + 1}`),
  ...Array.from({ length: 4 }, (_, i) => `Form ${i + 1}`),
];

const examples: Record<ParticipantTemplateColumn, string | number>[] = [
  {
    participantId: 'KE0420-001',
    firstName: 'Wanjiru',
    secondName: 'Njeri',
    surname: 'Kamau',
    dateOfBirth: '2015-03-04',
    gender: 'Female',
    parentGuardianName: 'Grace Wambui Kamau',
    careGiverName: '',
    contactPhone: '+254712345678',
    gradeLevel: 'Grade 3',
    projectId: 'KE0420',
    monthlyContribution: 500,
    plannedExitDate: '2033-12-31',
  },
  {
    participantId: 'KE0420-002',
    firstName: 'Brian',
    secondName: 'Otieno',
    surname: 'Ochieng',
    dateOfBirth: '2011-08-19',
    gender: 'Male',
    parentGuardianName: 'Peter Ochieng Odhiambo',
    careGiverName: 'Mary Atieno',
    contactPhone: '+254722123456',
    gradeLevel: 'Grade 7',
    projectId: 'KE0420',
    monthlyContribution: 500,
    plannedExitDate: '',
  },
];

export type TemplateGuideLine = {
  column: ParticipantTemplateColumn;
  required: string;
  allowedValues: string;
};

const DATE_RULE = 'A date written YYYY-MM-DD, e.g. 2015-03-04';

/** What the Instructions sheet says about each column, in column order. */
export const participantTemplateGuide: readonly TemplateGuideLine[] = [
  {
    column: 'participantId',
    required: 'Yes',
    allowedValues: 'A unique ID such as KE0420-001: letters, digits, dashes, slashes and underscores',
  },
  { column: 'firstName', required: 'Yes', allowedValues: 'Text' },
  { column: 'secondName', required: 'No', allowedValues: 'Text' },
  { column: 'surname', required: 'Yes', allowedValues: 'Text' },
  { column: 'dateOfBirth', required: 'Yes', allowedValues: DATE_RULE },
  { column: 'gender', required: 'Yes', allowedValues: 'Male or Female' },
  { column: 'parentGuardianName', required: 'Yes', allowedValues: 'Text' },
  { column: 'careGiverName', required: 'No', allowedValues: 'Text' },
  { column: 'contactPhone', required: 'Yes', allowedValues: 'A phone number such as +254712345678' },
  { column: 'gradeLevel', required: 'No', allowedValues: GRADE_LEVELS.join(', ') },
  {
    column: 'projectId',
    required: 'Yes, unless you upload into your own project',
    allowedValues: 'The project CODE such as KE0420, or the numeric project id',
  },
  {
    column: 'monthlyContribution',
    required: 'No (empty means 0)',
    allowedValues: 'An amount in KES of 0 or more, at most two decimals, e.g. 500',
  },
  { column: 'plannedExitDate', required: 'No', allowedValues: DATE_RULE },
];

const templateColumns: ExportColumn[] = participantTemplateColumns.map((key) => ({ key, header: key }));

/** Rows a user is likely to fill in; the dropdowns cover them without bloating the file. */
const GUIDED_ROWS = 1000;

const columnNumber = (column: ParticipantTemplateColumn) => participantTemplateColumns.indexOf(column) + 1;

const listValidation = (values: readonly string[], error: string): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  // A list validation's literal is one quoted, comma-separated formula.
  formulae: [`"${values.join(',')}"`],
  showErrorMessage: true,
  errorTitle: 'Invalid value',
  error,
});

const xlsxTemplate = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = addSheet(workbook, 'Participants', templateColumns, examples);
  // Text format keeps a typed +254… phone as text instead of Excel turning it into 254712345678.
  sheet.getColumn(columnNumber('contactPhone')).numFmt = '@';
  const gender = listValidation(GENDERS, 'Gender must be Male or Female');
  const grade = listValidation(
    GRADE_LEVELS,
    'Grade level must be Pre-Primary, Grade 1 to Grade 8 or Form 1 to Form 4',
  );
  for (let row = 2; row <= GUIDED_ROWS + 1; row++) {
    sheet.getCell(row, columnNumber('gender')).dataValidation = gender;
    sheet.getCell(row, columnNumber('gradeLevel')).dataValidation = grade;
  }
  addSheet(
    workbook,
    'Instructions',
    [
      { key: 'column', header: 'Column' },
      { key: 'required', header: 'Required' },
      { key: 'allowedValues', header: 'Allowed values' },
    ],
    participantTemplateGuide,
  );
  return toBuffer(workbook);
};

/** The template file: CSV (header and examples) or .xlsx (plus dropdowns and the Instructions sheet). */
export const participantTemplate = async (format: 'csv' | 'xlsx'): Promise<Buffer> =>
  format === 'csv' ? Buffer.from(toCsv(templateColumns, examples), 'utf8') : xlsxTemplate();
