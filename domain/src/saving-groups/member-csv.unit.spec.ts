import { describe, expect, it } from 'vitest';
import {
  MEMBER_CSV_COLUMNS,
  MEMBER_CSV_NO_ROWS_MESSAGE,
  MEMBER_CSV_TEMPLATE,
  validateMemberCsv,
} from './member-csv';

const header = [...MEMBER_CSV_COLUMNS];
const aRow = (overrides: Partial<Record<(typeof MEMBER_CSV_COLUMNS)[number], string>> = {}): string[] => {
  const row = {
    memberNumber: 'M001',
    memberIdNumber: '12345678',
    memberName: 'Jane Wanjiru',
    memberPhone: '0712345678',
    nextOfKinName: 'Peter Kamau',
    nextOfKinIdNumber: '23456789',
    nextOfKinPhone: '0723456789',
    nextOfKinRelationship: 'Spouse',
    role: 'president',
    ...overrides,
  };
  return MEMBER_CSV_COLUMNS.map((c) => row[c]);
};

describe('member CSV', () => {
  it('has the nine template columns, and the template passes its own rules', () => {
    expect(MEMBER_CSV_COLUMNS).toHaveLength(9);
    const [first, ...rest] = MEMBER_CSV_TEMPLATE.split('\n').map((line) => line.split(','));
    const result = validateMemberCsv(first ?? [], rest);
    expect(result.errors).toEqual([]);
    expect(result.valid).toHaveLength(3);
  });

  it('keeps valid rows, numbered with the header as row 1', () => {
    expect(validateMemberCsv(header, [aRow(), aRow({ memberNumber: 'M002', role: '' })])).toEqual({
      valid: [
        {
          row: 2,
          input: {
            memberNumber: 'M001',
            memberIdNumber: '12345678',
            memberName: 'Jane Wanjiru',
            memberPhone: '0712345678',
            nextOfKinName: 'Peter Kamau',
            nextOfKinIdNumber: '23456789',
            nextOfKinPhone: '0723456789',
            nextOfKinRelationship: 'Spouse',
            role: 'president',
          },
        },
        expect.objectContaining({
          row: 3,
          input: expect.objectContaining({ memberNumber: 'M002', role: 'member' }),
        }),
      ],
      errors: [],
    });
  });

  it('names every missing column', () => {
    expect(validateMemberCsv(['memberNumber', 'memberName', 'role'], [['M1', 'Jane', 'member']])).toEqual({
      valid: [],
      errors: [
        {
          row: 1,
          error:
            'Missing required columns: memberIdNumber, memberPhone, nextOfKinName, nextOfKinIdNumber, nextOfKinPhone, nextOfKinRelationship',
        },
      ],
    });
  });

  it('accepts the columns in any order, around extra columns and a byte-order mark', () => {
    const shuffled = ['\uFEFFrole', 'email', ...header.filter((c) => c !== 'role')];
    const row = ['member', 'jane@example.org', ...aRow().slice(0, 8)];
    expect(validateMemberCsv(shuffled, [row]).valid).toHaveLength(1);
  });

  it('needs a header plus at least one row', () => {
    const noRows = { valid: [], errors: [{ row: 1, error: MEMBER_CSV_NO_ROWS_MESSAGE }] };
    expect(validateMemberCsv(header, [])).toEqual(noRows);
    expect(validateMemberCsv(header, [[''], ['', '']])).toEqual(noRows);
  });

  it('reports rows with the wrong column count, missing fields or an unknown role, and keeps the rest', () => {
    const result = validateMemberCsv(header, [
      aRow(),
      aRow().slice(0, 8),
      aRow({ memberNumber: 'M003', memberName: ' ', nextOfKinPhone: '' }),
      [''],
      aRow({ memberNumber: 'M005', role: 'chairman' }),
      [...aRow({ memberNumber: 'M006' }), 'extra'],
      aRow({ memberNumber: 'M007', role: 'Treasurer' }),
    ]);
    expect(result.errors).toEqual([
      { row: 3, error: 'Row 3: Incorrect number of columns' },
      { row: 4, error: 'Row 4: Missing required fields: memberName, nextOfKinPhone' },
      { row: 6, error: 'Row 6: Invalid role. Must be: member, president, secretary, or treasurer' },
      { row: 7, error: 'Row 7: Incorrect number of columns' },
    ]);
    expect(result.valid.map((v) => [v.row, v.input.memberNumber, v.input.role])).toEqual([
      [2, 'M001', 'president'],
      [8, 'M007', 'treasurer'],
    ]);
  });

  it('reports a field longer than the register holds', () => {
    expect(validateMemberCsv(header, [aRow({ memberNumber: 'M'.repeat(31) })]).errors).toEqual([
      { row: 2, error: 'Row 2: At most 30 characters' },
    ]);
  });
});
