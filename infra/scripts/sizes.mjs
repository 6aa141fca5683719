// npm run sizes: the production files over 300 lines and the functions over 80 lines (the size limits
// of docs/conventions.md), longest first. Tests, browser tests, benchmarks, system/ and tooling are left out.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const FILE_LIMIT = 300;
const FUNCTION_LIMIT = 80;
const NOT_PRODUCTION =
  /\.spec\.tsx?$|\/e2e\/|\/bench\/|^system\/|\/testing\/|-testing\.ts$|\.d\.ts$|\/scripts\/|i18n-check/;

const files = execSync("git ls-files '*.ts' '*.tsx'", { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !NOT_PRODUCTION.test(file));
const longFiles = [];
const longFunctions = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > FILE_LIMIT) longFiles.push([lines, file]);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > FUNCTION_LIMIT) longFunctions.push([last - first + 1, `${file}:${first + 1}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const list = (rows) =>
  rows
    .sort((a, b) => b[0] - a[0])
    .map(([n, where]) => `  ${n}  ${where}`)
    .join('\n');
console.log(`${longFiles.length} production files over ${FILE_LIMIT} lines:\n${list(longFiles)}`);
console.log(`${longFunctions.length} functions over ${FUNCTION_LIMIT} lines:\n${list(longFunctions)}`);
