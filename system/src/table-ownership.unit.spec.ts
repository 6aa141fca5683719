import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { READ_MODELS } from '@pm/projector/models';
import { describe, expect, it } from 'vitest';

/**
 * The command service writes through the event store and its own tables; the read models belong to the
 * projector. Where the command service must read one (the monthly job's children, an SMS's recipients
 * and receipts, the report worker), it does so only in the query modules named here, each saying so at
 * its top: a read-model table named in SQL anywhere else fails this test (docs/architecture.md,
 * "Package boundaries").
 */
const QUERY_MODULES: Readonly<Record<string, string>> = {
  'features/contributions/service.ts': 'the monthly job: the children who owe a contribution',
  'features/sms/receipt-jobs.ts': "a receipt's parent: the child's phone and name",
  'features/sms/recipients.ts': "a composed message's recipients: the parents of a project",
  'features/reports/data.ts': "the report worker: a report's rows",
  'features/mobile-money/child-months.ts': "a payment received by M-Pesa: the child's contributions",
  'features/ussd/callers.ts': "the USSD menu: a caller's children and memberships, and their figures",
  'features/sms/reminder-due.ts':
    'the reminders job: where reminders are on, the children, loans and meetings due',
};

const SOURCE = path.resolve(import.meta.dirname, '../../command-service/src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['seed', 'generate'].includes(entry.name) ? [] : files(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$|-testing\.ts$|fixtures\.ts$/.test(entry.name)
      ? [full]
      : [];
  });

describe("the command service's reads of the projector's tables", () => {
  const owned = new Set(READ_MODELS.flatMap((model) => model.tables));

  it('happen only in its documented query modules', () => {
    const readers: Record<string, string[]> = {};
    for (const file of files(SOURCE)) {
      const sql = readFileSync(file, 'utf8');
      // SQL text, and Kysely's builders (infra/src/db/typed.ts): selectFrom('table as t'), innerJoin('table'…
      const tables = [
        ...sql.matchAll(
          /\b(?:FROM|JOIN)\s+([a-z_]+)\b|\b(?:selectFrom|innerJoin|leftJoin|insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)/g,
        ),
      ]
        .map((m) => (m[1] ?? m[2])!)
        .filter((table) => owned.has(table));
      if (tables.length > 0) readers[path.relative(SOURCE, file)] = [...new Set(tables)].sort();
    }
    expect(Object.keys(readers).sort()).toEqual(Object.keys(QUERY_MODULES).sort());
  });

  it('names the read models each query module reads at its top', () => {
    for (const module of Object.keys(QUERY_MODULES)) {
      const head = readFileSync(path.join(SOURCE, module), 'utf8').slice(0, 2000);
      expect(head, module).toMatch(/Reads the projector's/);
    }
  });
});
