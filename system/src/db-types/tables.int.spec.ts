import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase } from '@pm/infra/testing/database';
import { describe, expect, it } from 'vitest';
import { generateTables, renderTables } from './generate';

const TABLES_FILE = path.resolve(import.meta.dirname, '../../../infra/src/db/tables.ts');

describe('the generated row types (infra/src/db/tables.ts)', () => {
  it('match the tables the migrations and the read models create (else: npm run db:types)', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const fresh = await generateTables(database.pool);
      expect(await readFile(TABLES_FILE, 'utf8')).toBe(fresh);
    } finally {
      await database.drop();
    }
  });

  it('type a column by what READ_TYPES reads, its nulls and its default', () => {
    const text = renderTables(
      [
        { table: 'group_loans', column: 'id', type: 'int4', nullable: false, generated: true },
        { table: 'group_loans', column: 'amount', type: 'numeric', nullable: false, generated: false },
        { table: 'group_loans', column: 'due_on', type: 'date', nullable: true, generated: false },
        { table: 'group_loans', column: 'positions', type: '_int8', nullable: false, generated: false },
      ],
      new Map([['group_loans', 'read model savingGroups']]),
    );
    expect(text).toContain('/** group_loans (read model savingGroups) */\nexport interface GroupLoans {');
    expect(text).toContain('  id: Generated<number>;\n  amount: Numeric;\n  due_on: CalendarDate | null;');
    expect(text).toContain('  positions: ArrayColumn<Int8>;');
    expect(text).toContain(
      "import type { ArrayColumn, CalendarDate, Generated, Int8, Numeric } from './column-types';",
    );
    expect(text).toContain('export interface Database {\n  group_loans: GroupLoans;\n}');
  });

  it('refuses a PostgreSQL type it has no TypeScript type for, rather than guess', () => {
    expect(() =>
      renderTables(
        [{ table: 't', column: 'c', type: 'tsvector', nullable: false, generated: false }],
        new Map(),
      ),
    ).toThrow('No TypeScript type for the PostgreSQL type tsvector');
  });
});
