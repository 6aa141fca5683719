import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keysUsedIn, placeholdersOf } from '../../i18n-check/catalogue';
import { changeLanguage, englishPlurals, i18n, loadKiswahili, t } from './index';

const UI_SOURCE = path.resolve(import.meta.dirname, '..');

/** The options a text could be asked with: none, each placeholder as text, as a number, one left out. */
const optionSets = (key: string): Record<string, unknown>[] => {
  const names = placeholdersOf(key);
  const fill = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  return [
    {},
    fill('Wanjiru & <Co> {{x}}'),
    fill(1234.5),
    fill(0),
    { ...fill('a'), [names[0] ?? 'unused']: undefined },
    fill(['a', 'b']),
    fill({ name: 'a' }),
    fill(null),
    fill(true),
    { ...fill('a'), count: 1 },
    { ...fill('a'), count: 2 },
    { ...fill('a'), defaultValue: 'other' },
  ];
};

describe('English texts without i18next', async () => {
  const keys = [
    ...new Set([
      ...Object.keys(await loadKiswahili()).map((key) => key.replace(/_(one|other)$/, '')),
      ...keysUsedIn(UI_SOURCE).uses.map((use) => use.key),
      ...Object.keys(englishPlurals),
      'Nested $t(Members)',
      '{{- name}} unescaped',
      '{{ name }} spaced',
    ]),
  ];
  afterAll(() => changeLanguage('en'));

  it('answers every key of the UI, with every kind of option, as i18next does in English', () => {
    expect(keys.length).toBeGreaterThan(500);
    const differing = keys.flatMap((key) =>
      optionSets(key)
        .filter((options) => t(key, options) !== i18n.t(key, options))
        .map((options) => ({ key, options, ours: t(key, options), i18next: i18n.t(key, options) })),
    );
    expect(differing).toEqual([]);
  });

  it('fills plain placeholders and leaves plurals to the catalogue', () => {
    expect(t('Welcome back, {{username}}', { username: 'facilitator' })).toBe('Welcome back, facilitator');
    expect(t('{{count}} months', { count: 1 })).toBe('1 month');
    expect(t('{{count}} months', { count: 3 })).toBe('3 months');
  });

  it('translates in Kiswahili', async () => {
    await changeLanguage('sw');
    expect(t('Members')).not.toBe('Members');
    expect(t('Members')).toBe(i18n.t('Members'));
  });
});
