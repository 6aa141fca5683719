import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * SQL written as text is checked by the integration tests only; a query built with Kysely against the
 * generated tables (infra/src/db/typed.ts) or written through the projector's typed helpers
 * (projector/src/sql.ts) is checked by `npm run typecheck`. Text that names a generated table (a
 * statement, or a fragment in a Kysely `sql` template) is counted here per workspace: a count may fall,
 * never rise, so new SQL is typed SQL (docs/decisions/sql-client.md). Lower a budget when you convert.
 * Text naming no table of ours (advisory locks, catalog reads, `SELECT 1`) is not counted.
 */
const BUDGET: Readonly<Record<string, number>> = {
  domain: 0,
  'command-service': 0,
  'read-api': 0,
  projector: 0,
  infra: 0,
  system: 0,
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const NOT_PRODUCTION = /\.spec\.ts$|\/testing\/|-testing\.ts$|\/bench\/|\/scripts\/|\.d\.ts$/;

/** The tables the generated row types know (infra/src/db/tables.ts): the ones a type check could cover. */
const TABLES: ReadonlySet<string> = (() => {
  const source = readFileSync(path.join(ROOT, 'infra/src/db/tables.ts'), 'utf8');
  const body = source.slice(source.indexOf('export interface Database {'));
  return new Set([...body.matchAll(/^\s+(\w+): \w+;$/gm)].map((m) => m[1] as string));
})();
/** A table named in SQL text: after FROM, JOIN, INTO, UPDATE or USING, outside a quoted string. */
const NAMED_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|USING)\s+(\w+)/gi;
/** Schema text (CREATE, ALTER, DROP) is where the generated types come from, not a use of them. */
const SCHEMA = /^\s*(?:CREATE|ALTER|DROP)\b/i;
const namesTable = (text: string): boolean =>
  !SCHEMA.test(text) &&
  [...text.replace(/'[^']*'/g, "''").matchAll(NAMED_TABLE)].some((m) =>
    TABLES.has((m[1] as string).toLowerCase()),
  );

/** The literal text of a string or template, its `${…}` parts left out (they are code, typed or not). */
const literalText = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ')
      : undefined;

/**
 * The string and template literals of a file that name a generated table in SQL text: a statement, or a
 * fragment (in a Kysely `sql` template too), whose table a rename would leave unchecked.
 */
const statements = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined && namesTable(text))
      found.push(
        `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
      );
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const foundIn = (workspace: string): string[] =>
  execSync(`git ls-files -co --exclude-standard '${workspace}/src/*.ts' '${workspace}/src/**/*.ts'`, {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !NOT_PRODUCTION.test(file))
    .flatMap((file) => statements(path.join(ROOT, file)));

describe('SQL written as text (not checked by the type check)', () => {
  for (const [workspace, budget] of Object.entries(BUDGET))
    it(`stays within ${workspace}'s budget of ${budget} statements`, () => {
      const found = foundIn(workspace);
      if (process.env.SHOW_SQL_COUNTS) console.log(workspace, found.length, found);
      expect(found.length, `SQL text naming our tables:\n${found.join('\n')}`).toBeLessThanOrEqual(budget);
    });

  it('counts text that names a generated table, and nothing else', () => {
    expect(statements(path.join(ROOT, 'infra/src/db/typed.ts'))).toEqual([]);
    expect(statements(path.join(ROOT, 'read-api/src/lib/db.ts'))).toEqual([]);
    expect(namesTable('\n  SELECT id FROM assets')).toBe(true);
    expect(namesTable('UPDATE saving_groups t SET savings = 0')).toBe(true);
    expect(namesTable('SELECT 1 FROM s JOIN kpi_groups g ON true')).toBe(true);
    expect(namesTable('WITH due AS (SELECT 1) SELECT * FROM due')).toBe(false);
    expect(namesTable('SELECT pg_advisory_unlock($1)')).toBe(false);
    expect(namesTable("SELECT 'from assets' AS words")).toBe(false);
    expect(namesTable('Selected members from the groups')).toBe(false);
    expect(namesTable('CREATE INDEX ON assets USING btree (id)')).toBe(false);
  });
});
