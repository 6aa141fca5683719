/**
 * The UI's two languages (English and Kiswahili). Keys are the English texts themselves, so English
 * needs no catalogue (only plural forms, in `en/*.json`) and the specification's texts stay literally in
 * the code; Kiswahili is one catalogue per area (`sw/*.json`), loaded only when chosen.
 *
 * - `t('Add Participant')` anywhere a text is rendered; `t('{{count}} members', { count })` for plurals
 *   (`_one`/`_other` forms in the catalogues).
 * - `tKey('Participants')` marks a constant that is translated where it is rendered (`t(item.label)`),
 *   so the catalogue check finds it.
 * - Components re-render on a change of language: the providers remount the tree under the new language.
 */
import i18next from 'i18next';

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', sw: 'Kiswahili' };
/** The locale that formats numbers, dates and KES amounts in each language. */
export const LOCALE_OF: Readonly<Record<Language, string>> = { en: 'en-KE', sw: 'sw-KE' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** English needs only its plural forms ('{{count}} members_one'): every other key is its own text. */
const englishForms = import.meta.glob<Record<string, string>>('./en/*.json', {
  eager: true,
  import: 'default',
});
export const englishPlurals: Record<string, string> = Object.assign({}, ...Object.values(englishForms));

const missing = new Set<string>();

/** Keys asked for in Kiswahili that its catalogue lacks (the browser tests read these through window). */
export const missingKeys = (): string[] => [...missing].sort();

export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: englishPlurals } },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => {
    if (i18n.language !== 'en') missing.add(key);
  },
});

if (typeof window !== 'undefined') {
  (window as unknown as { __pmMissingKeys: () => string[] }).__pmMissingKeys = missingKeys;
}

/** Options i18next reads for itself: a text asked for with any of them goes through i18next. */
const I18NEXT_OPTIONS: ReadonlySet<string> = new Set([
  'count',
  'context',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'ordinal',
  'keyPrefix',
  'fallbackLng',
]);

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const PLAIN_NAME = /^\s*\w+\s*$/;

/**
 * The English text itself, its plain placeholders filled in: what i18next answers in English for a key
 * it has no entry for (every key but the plural forms), without its lookup, fallback and missing-key
 * steps (about 0.1 ms a text on a slow phone, a few hundred texts on a first screen). Undefined for
 * anything else (another language, a plural, a formatted or nested placeholder, a value that is not a
 * string or a number), which i18next answers; the unit test holds the two equal for every key of the UI.
 */
const englishText = (key: string, options: Readonly<Record<string, unknown>>): string | undefined => {
  if (i18n.language !== 'en' || key in englishPlurals || key.includes('$t(')) return undefined;
  for (const name in options) if (I18NEXT_OPTIONS.has(name)) return undefined;
  let plain = true;
  const text = key.replace(PLACEHOLDER, (whole, inner: string) => {
    const value = PLAIN_NAME.test(inner) ? options[inner.trim()] : undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    plain = false;
    return whole;
  });
  return plain ? text : undefined;
};

/** Translates an English text into the current language (the text itself in English). */
export const t = (key: string, options: Record<string, unknown> = {}): string =>
  englishText(key, options) ?? i18n.t(key, options);

/** Marks a constant English text for the catalogue; translate it with `t` where it is rendered. */
export const tKey = <T extends string>(key: T): T => key;

/** The current language. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** The locale of the current language, for Intl formatting. */
export const currentLocale = (): string => LOCALE_OF[currentLanguage()];

const catalogues = import.meta.glob<{ default: Record<string, string> }>('./sw/*.json');

/** Every Kiswahili catalogue, merged (the tests read it too). */
export const loadKiswahili = async (): Promise<Record<string, string>> => {
  const parts = await Promise.all(Object.values(catalogues).map((load) => load()));
  return Object.assign({}, ...parts.map((part) => part.default));
};

/** Switches the language, loading its catalogue first; resolves when the texts are ready. */
export const changeLanguage = async (language: Language): Promise<void> => {
  if (language === 'sw' && !i18n.hasResourceBundle('sw', 'translation')) {
    const [catalogue] = await Promise.all([loadKiswahili(), import('dayjs/locale/sw')]);
    i18n.addResourceBundle('sw', 'translation', catalogue);
  }
  const dayjs = (await import('dayjs')).default;
  dayjs.locale(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
