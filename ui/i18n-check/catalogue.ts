/**
 * What the catalogue check reads: every literal key the UI's code asks for (`t('…')`, `tKey('…')`) and
 * the placeholders of a text. Node only (reads the source files).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CALL = /\b(?:t|tKey)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*[,)]/g;
/** A call whose key is not one literal string (a template, a variable): the check cannot see its key. */
const DYNAMIC_TEMPLATE = /\b(?:t|tKey)\(\s*`/g;

const unescaped = (text: string): string => text.replace(/\\(.)/g, '$1');

export interface KeyUse {
  readonly key: string;
  readonly file: string;
}

/** The source files under `dir` (`.ts`, and `.tsx` unless told not to), specs left out. */
export const sourceFiles = (dir: string, withTsx = true): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, withTsx);
    const source = withTsx ? /\.tsx?$/ : /\.ts$/;
    return source.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Every literal key used under `dir`, and the files with a template-literal key. */
export const keysUsedIn = (dir: string): { uses: KeyUse[]; templated: string[] } => {
  const uses: KeyUse[] = [];
  const templated: string[] = [];
  for (const file of sourceFiles(dir)) {
    // comment lines hold examples, not texts
    const text = readFileSync(file, 'utf8').replace(/^\s*(?:\*|\/\/|\/\*).*$/gm, '');
    for (const match of text.matchAll(CALL)) uses.push({ key: unescaped(match[2] ?? ''), file });
    if (DYNAMIC_TEMPLATE.test(text)) templated.push(file);
    DYNAMIC_TEMPLATE.lastIndex = 0;
  }
  return { uses, templated };
};

/** '{{count}} of {{total}}' → ['count', 'total'] (sorted, each once). */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? ''))].sort();

/** A key whose text counts something: it needs `_one` and `_other` forms in Kiswahili. */
export const isPluralKey = (key: string): boolean => placeholdersOf(key).includes('count');
