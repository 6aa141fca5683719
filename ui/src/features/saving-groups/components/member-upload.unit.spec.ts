import { MEMBER_CSV_COLUMNS } from '@pm/domain/saving-groups/member-csv';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  isCsvFileName,
  MEMBER_TEMPLATE_CSV,
  MEMBER_TEMPLATE_NAME,
  memberProgressView,
  NOTHING_UPLOADED,
  parseMemberCsv,
  uploadAnnouncement,
  uploadPercent,
  uploadSuccessMessage,
} from './member-upload';

const HEADER = MEMBER_CSV_COLUMNS.join(',');
const row = (number: string, name: string, role = 'member') =>
  `${number},1234${number.slice(1)},${name},0712345678,Kin of ${name},2345678,0723456789,Sister,${role}`;

describe('the member template', () => {
  it('is member_upload_template.csv with the nine columns and three sample rows', () => {
    expect(MEMBER_TEMPLATE_NAME).toBe('member_upload_template.csv');
    const parsed = Papa.parse<string[]>(MEMBER_TEMPLATE_CSV, { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...MEMBER_CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(4);
    for (const sample of parsed.data.slice(1)) expect(sample).toHaveLength(9);
  });

  it('passes its own validation', () => {
    const result = parseMemberCsv(MEMBER_TEMPLATE_CSV);
    expect(result.errors).toEqual([]);
    expect(result.valid).toHaveLength(3);
  });
});

describe('parseMemberCsv', () => {
  it('keeps valid rows and reports the invalid ones with their file row numbers', () => {
    const text = [
      HEADER,
      row('M001', 'Jane'),
      'M002,1,Mary',
      row('M003', 'Grace', 'chairman'),
      row('M004', 'Ann'),
    ].join('\r\n');
    const result = parseMemberCsv(`${text}\r\n`);
    expect(result.valid.map((v) => v.row)).toEqual([2, 5]);
    expect(result.valid[0]?.input.memberName).toBe('Jane');
    expect(result.errors.map((e) => e.error)).toEqual([
      'Row 3: Incorrect number of columns',
      'Row 4: Invalid role. Must be: member, president, secretary, or treasurer',
    ]);
  });

  it('reads quoted cells with commas', () => {
    const result = parseMemberCsv(`${HEADER}\nM001,1,"Wanjiru, Jane",0712,Kin,2,0723,Spouse,president\n`);
    expect(result.valid[0]?.input.memberName).toBe('Wanjiru, Jane');
    expect(result.valid[0]?.input.role).toBe('president');
  });

  it('names the missing columns', () => {
    const result = parseMemberCsv('memberNumber,memberName\nM001,Jane\n');
    expect(result.valid).toEqual([]);
    expect(result.errors[0]?.error).toMatch(/^Missing required columns: memberIdNumber, memberPhone/);
  });

  it('refuses a file with a header only, or an empty one', () => {
    expect(parseMemberCsv(`${HEADER}\n`).errors).toHaveLength(1);
    expect(parseMemberCsv('').errors).toHaveLength(1);
  });

  it('lists the empty required fields', () => {
    const result = parseMemberCsv(`${HEADER}\nM001,,Jane,,Kin,2,0723,Spouse,member\n`);
    expect(result.errors[0]?.error).toBe('Row 2: Missing required fields: memberIdNumber, memberPhone');
  });

  it('ignores a byte order mark', () => {
    expect(parseMemberCsv(`\uFEFF${HEADER}\n${row('M001', 'Jane')}`).valid).toHaveLength(1);
  });
});

describe('upload helpers', () => {
  it('accepts only names ending in .csv', () => {
    expect(isCsvFileName('members.CSV')).toBe(true);
    expect(isCsvFileName('members.xlsx')).toBe(false);
    expect(isCsvFileName('members.csv.txt')).toBe(false);
  });

  it('shows rows sent of the total in whole percent', () => {
    expect(uploadPercent(0, 3)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(3, 3)).toBe(100);
    expect(uploadPercent(0, 0)).toBe(100);
  });

  it('says how many members were uploaded', () => {
    expect(uploadSuccessMessage(3)).toBe('Successfully uploaded 3 member(s)');
  });

  it('shows the rows sent on the bar, in words for a screen reader', () => {
    expect(memberProgressView(1, 3)).toEqual({
      text: 'Uploading members… 1 of 3',
      percent: 33,
      valueText: '1 of 3 members sent',
    });
  });

  it('announces a success when any member went in, else an error', () => {
    expect(
      uploadAnnouncement({ uploaded: 2, failures: [{ row: 3, message: 'Jane: Network error' }] }),
    ).toEqual({
      ok: true,
      description: 'Successfully uploaded 2 member(s)',
    });
    expect(uploadAnnouncement(NOTHING_UPLOADED)).toEqual({
      ok: false,
      title: 'Error',
      description: 'Upload failed',
    });
  });
});
