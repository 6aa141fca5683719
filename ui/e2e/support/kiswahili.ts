import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../../src/i18n/sw');

/** Every Kiswahili catalogue of the UI, merged (English text → Kiswahili). */
export const kiswahiliCatalogue = (): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(CATALOGUE_DIR).map((file) =>
      JSON.parse(readFileSync(path.join(CATALOGUE_DIR, file), 'utf8')),
    ),
  );

const catalogue = kiswahiliCatalogue();
const kiswahiliTexts = new Set(Object.values(catalogue));
/** English texts that would be a sign of an untranslated label when seen alone on a line. */
const english = new Set(
  Object.entries(catalogue)
    .filter(
      ([key, text]) => key !== text && !key.includes('{{') && !kiswahiliTexts.has(key) && key.length > 3,
    )
    .map(([key]) => key),
);

/**
 * What is wrong with a page shown in Kiswahili: keys the catalogue lacks (as the app recorded them),
 * lines of English the catalogue translates, raw placeholders.
 */
export const kiswahiliProblems = async (page: Page): Promise<string[]> => {
  const missing = await page.evaluate(
    () => (window as unknown as { __pmMissingKeys?: () => string[] }).__pmMissingKeys?.() ?? ['(no i18n)'],
  );
  // biome-ignore lint/performance/useDomNodeTextContent: the lines a reader sees, not hidden text
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  return [
    ...missing.map((key) => `missing: ${key}`),
    ...lines.filter((line) => english.has(line)).map((line) => `English: ${line}`),
    ...lines.filter((line) => /\{\{|\}\}/.test(line)).map((line) => `placeholder: ${line}`),
  ];
};
