import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPluralKey, keysUsedIn, placeholdersOf } from '../../i18n-check/catalogue';
import { englishPlurals, loadKiswahili } from './index';

const UI_SOURCE = path.resolve(import.meta.dirname, '..');

describe('the Kiswahili and English catalogues', async () => {
  const sw = await loadKiswahili();
  const { uses, templated } = keysUsedIn(UI_SOURCE);
  const used = new Set(uses.map((use) => use.key));

  it('finds the texts the UI asks for', () => {
    expect(used.size).toBeGreaterThan(0);
  });

  it('has every key the UI asks for in Kiswahili (plural keys in both forms)', () => {
    const missing = [...used].flatMap((key) =>
      isPluralKey(key)
        ? [`${key}_one`, `${key}_other`].filter((form) => !(form in sw))
        : key in sw
          ? []
          : [key],
    );
    expect(missing).toEqual([]);
  });

  it('has the singular English form of every plural key', () => {
    const enForms = englishPlurals;
    expect([...used].filter((key) => isPluralKey(key) && !(`${key}_one` in enForms))).toEqual([]);
  });

  it('keeps every placeholder of the English text in the Kiswahili one', () => {
    const wrong = Object.entries(sw).filter(([key, text]) => {
      const base = key.replace(/_(one|other)$/, '');
      return text.trim() === '' || placeholdersOf(text).join() !== placeholdersOf(base).join();
    });
    expect(wrong).toEqual([]);
  });

  it('holds no Kiswahili text that nothing asks for (server messages are in sw/server.json)', async () => {
    const server = await import('./sw/server.json').then((m) => m.default as Record<string, string>);
    const unused = Object.keys(sw).filter((key) => {
      const base = key.replace(/_(one|other)$/, '');
      return !used.has(base) && !(key in server);
    });
    expect(unused).toEqual([]);
  });

  it('gives one key the same Kiswahili in every catalogue that holds it', () => {
    const files = import.meta.glob<Record<string, string>>('./sw/*.json', { eager: true, import: 'default' });
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, catalogue] of Object.entries(files))
      for (const [key, text] of Object.entries(catalogue)) {
        const before = seen.get(key);
        if (before !== undefined && before !== text)
          clashes.push(`${file}: "${key}" is "${text}", elsewhere "${before}"`);
        seen.set(key, text);
      }
    expect(clashes).toEqual([]);
  });

  it('asks for no key it cannot check (no template literal as a key)', () => {
    expect(templated.map((file) => path.relative(UI_SOURCE, file))).toEqual([]);
  });
});
