import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * SQL written as text is checked by the integration tests only; a query built with Kysely against the
 * generated tables (infra/src/db/typed.ts) or written through the projector's typed helpers
 * (projector/src/sql.ts) is checked by `npm run typecheck`. The statements still written as text are
 * counted here per workspace: a count may fall, never rise, so new SQL is typed SQL
 * (docs/decisions/sql-client.md). Lower a budget when you convert statements.
 */
const BUDGET: Readonly<Record<string, number>> = {
  'command-service': 5,
  'read-api': 28,
  projector: 17,
  infra: 51,
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const STATEMENT =
  /^\s*(?:SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+(?:\w+\s+)?SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/i;
const NOT_PRODUCTION = /\.spec\.ts$|\/testing\/|-testing\.ts$|\/bench\/|\/scripts\/|\.d\.ts$/;

/** The string and template literals of a file that begin an SQL statement. */
const statements = (file: string): number => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text !== undefined && STATEMENT.test(text)) count += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
};

const countIn = (workspace: string): number =>
  execSync(`git ls-files -co --exclude-standard '${workspace}/src/*.ts' '${workspace}/src/**/*.ts'`, {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !NOT_PRODUCTION.test(file))
    .reduce((sum, file) => sum + statements(path.join(ROOT, file)), 0);

describe('SQL written as text (not checked by the type check)', () => {
  for (const [workspace, budget] of Object.entries(BUDGET))
    it(`stays within ${workspace}'s budget of ${budget} statements`, () => {
      const count = countIn(workspace);
      if (process.env.SHOW_SQL_COUNTS) console.log(workspace, count);
      expect(count).toBeLessThanOrEqual(budget);
    });

  it('counts a statement begun in a string or a template, and nothing else', () => {
    const probe = path.join(ROOT, 'infra/src/db/typed.ts');
    expect(statements(probe)).toBe(0);
    expect(statements(path.join(ROOT, 'read-api/src/lib/db.ts'))).toBe(0);
    expect(STATEMENT.test('\n  SELECT id FROM assets')).toBe(true);
    expect(STATEMENT.test('UPDATE saving_groups t SET savings = 0')).toBe(true);
    expect(STATEMENT.test('WITH due AS (SELECT 1) SELECT * FROM due')).toBe(true);
    expect(STATEMENT.test('Selected members')).toBe(false);
  });
});
