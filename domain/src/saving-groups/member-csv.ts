import { INVALID_ROLE_MESSAGE, type MemberFieldsInput, memberFieldsSchema } from './schemas';
import { MEMBER_ROLES } from './shared';

/** The bulk template's columns, in the template's order (spec: limits, member_upload_template.csv). */
export const MEMBER_CSV_COLUMNS = [
  'memberNumber',
  'memberIdNumber',
  'memberName',
  'memberPhone',
  'nextOfKinName',
  'nextOfKinIdNumber',
  'nextOfKinPhone',
  'nextOfKinRelationship',
  'role',
] as const;
export type MemberCsvColumn = (typeof MEMBER_CSV_COLUMNS)[number];

/** Every column but role must be filled in; a blank role means member. */
const REQUIRED_FIELDS = MEMBER_CSV_COLUMNS.filter((c) => c !== 'role');

export const MEMBER_CSV_NO_ROWS_MESSAGE = 'The file must have a header row and at least one member row';

export interface MemberCsvResult {
  /** Row numbers count the header as row 1, as a spreadsheet shows them. */
  readonly valid: { row: number; input: MemberFieldsInput }[];
  /** `error` is the whole message, row prefix included ('Row 3: Incorrect number of columns'). */
  readonly errors: { row: number; error: string }[];
}

const isBlankRow = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

/**
 * The bulk member upload's rules (spec: validation), on a file already split into cells: every template column in
 * the header (in any order; extra columns are ignored), a header plus at least one row, the header's column
 * count on every row, the required fields filled in, and a known role. Valid rows are kept and invalid ones
 * reported. Wholly blank lines (a trailing newline) are skipped but still counted, so row numbers match the
 * file.
 */
export const validateMemberCsv = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
): MemberCsvResult => {
  const columns = header.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim());
  const missing = MEMBER_CSV_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return { valid: [], errors: [{ row: 1, error: `Missing required columns: ${missing.join(', ')}` }] };
  const lines = rows.map((cells, i) => ({ row: i + 2, cells })).filter((line) => !isBlankRow(line.cells));
  if (lines.length === 0) return { valid: [], errors: [{ row: 1, error: MEMBER_CSV_NO_ROWS_MESSAGE }] };

  const valid: MemberCsvResult['valid'] = [];
  const errors: MemberCsvResult['errors'] = [];
  for (const { row, cells } of lines) {
    const fail = (message: string) => errors.push({ row, error: `Row ${row}: ${message}` });
    if (cells.length !== columns.length) {
      fail('Incorrect number of columns');
      continue;
    }
    const value = (column: MemberCsvColumn): string => (cells[columns.indexOf(column)] ?? '').trim();
    const empty = REQUIRED_FIELDS.filter((c) => value(c) === '');
    if (empty.length > 0) {
      fail(`Missing required fields: ${empty.join(', ')}`);
      continue;
    }
    const role = value('role').toLowerCase();
    if (role !== '' && !(MEMBER_ROLES as readonly string[]).includes(role)) {
      fail(INVALID_ROLE_MESSAGE);
      continue;
    }
    const parsed = memberFieldsSchema.safeParse(
      Object.fromEntries(MEMBER_CSV_COLUMNS.map((c) => [c, value(c)])),
    );
    if (parsed.success) valid.push({ row, input: parsed.data });
    else fail(parsed.error.issues[0]?.message ?? 'Invalid row');
  }
  return { valid, errors };
};

/** member_upload_template.csv: the header and three sample rows (spec: limits). */
export const MEMBER_CSV_TEMPLATE = [
  MEMBER_CSV_COLUMNS.join(','),
  'M001,12345678,Jane Wanjiru,0712345678,Peter Kamau,23456789,0723456789,Spouse,president',
  'M002,34567890,Mary Achieng,0734567890,John Otieno,45678901,0745678901,Brother,treasurer',
  'M003,56789012,Grace Njeri,0756789012,Ann Wambui,67890123,0767890123,Mother,member',
].join('\n');
