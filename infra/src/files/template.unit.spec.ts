import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRows } from './spreadsheet';
import { participantTemplate, participantTemplateColumns } from './template';

const SPEC_COLUMNS = [
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
];

const GRADE_LEVELS = new Set([
  'Pre-Primary',
  ...Array.from({ length: 8 }, (_, i) => `Grade ${i + 1}`),
  ...Array.from({ length: 4 }, (_, i) => `Form ${i + 1}`),
]);

const loadWorkbook = async (file: Buffer) => {
  const bytes = new Uint8Array(file.byteLength);
  bytes.set(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  return workbook;
};

describe('participantTemplate', () => {
  it('has exactly the spec columns in order', () => {
    expect([...participantTemplateColumns]).toEqual(SPEC_COLUMNS);
  });

  it.each(['csv', 'xlsx'] as const)(
    'reads back as %s with the 13 columns and two realistic examples',
    async (format) => {
      const { header, rows } = await readRows(await participantTemplate(format), format);
      expect(header).toEqual(SPEC_COLUMNS);
      expect(rows.map((row) => row.rowNumber)).toEqual([2, 3]);
      for (const { values } of rows) {
        expect(Object.keys(values)).toEqual(SPEC_COLUMNS);
        expect(values.participantId).toMatch(/^KE0420-\d{3}$/);
        expect(values.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(['Male', 'Female']).toContain(values.gender);
        expect(values.contactPhone).toMatch(/^\+2547\d{8}$/);
        expect(GRADE_LEVELS.has(values.gradeLevel ?? '')).toBe(true);
        expect(values.projectId).toBe('KE0420');
        expect(values.monthlyContribution).toBe('500');
        expect(values.firstName).not.toBe('');
        expect(values.parentGuardianName).not.toBe('');
      }
      expect(rows[0]?.values).toMatchObject({ contactPhone: '+254712345678', gradeLevel: 'Grade 3' });
    },
  );

  it('explains every column on an Instructions sheet of the .xlsx', async () => {
    const workbook = await loadWorkbook(await participantTemplate('xlsx'));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Participants', 'Instructions']);
    const instructions = workbook.getWorksheet('Instructions');
    const lines = (instructions?.getSheetValues() ?? [])
      .slice(2)
      .map((row) => (Array.isArray(row) ? row.slice(1).map(String) : []));
    expect(lines.map((line) => line[0])).toEqual(SPEC_COLUMNS);
    const ruleOf = (column: string) => lines.find((line) => line[0] === column) ?? [];
    expect(ruleOf('gender')).toEqual(['gender', 'Yes', 'Male or Female']);
    expect(ruleOf('secondName')[1]).toBe('No');
    expect(ruleOf('gradeLevel')[2]).toBe(
      'Pre-Primary, Grade 1, Grade 2, Grade 3, Grade 4, Grade 5, Grade 6, Grade 7, Grade 8, Form 1, Form 2, Form 3, Form 4',
    );
    expect(ruleOf('dateOfBirth')[2]).toContain('YYYY-MM-DD');
    expect(ruleOf('plannedExitDate')[2]).toContain('YYYY-MM-DD');
    expect(ruleOf('projectId')[2]).toContain('KE0420');
  });

  it('offers gender and grade level as dropdowns and keeps the phone column as text', async () => {
    const sheet = (await loadWorkbook(await participantTemplate('xlsx'))).getWorksheet('Participants');
    expect(sheet?.getCell('F2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Male,Female"'] });
    expect(sheet?.getCell('J500').dataValidation?.formulae[0]).toContain('Form 4');
    expect(sheet?.getCell('I2').value).toBe('+254712345678');
    expect(sheet?.getColumn(9).numFmt).toBe('@');
  });

  it('writes the example phone in the CSV without an apostrophe (a phone number is no formula)', async () => {
    const csv = (await participantTemplate('csv')).toString('utf8');
    expect(csv.startsWith('\uFEFFparticipantId,firstName,')).toBe(true);
    expect(csv).toContain(',+254712345678,');
    expect(csv).not.toContain("'+254");
  });
});
