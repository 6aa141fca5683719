/**
 * Numbers as en-KE and sw-KE write them (12,345.67: a comma between thousands, a point before the
 * decimals), without `Intl`. The first `Intl` format of a page makes the browser load its locale data, a
 * task of 25 to 40 ms on a slow machine (four times that on the phone Lighthouse models), and the
 * facilitator's dashboard formats its first figures while it is drawn. Both locales group and separate
 * alike in CLDR; the unit test holds this function to `toLocaleString` for each, value by value.
 */

/** The locales written with ',' between thousands and '.' before the decimals. */
const GROUPED_LOCALES: ReadonlySet<string> = new Set(['en-KE', 'sw-KE']);

/** Adds one to a string of decimal digits ('0999' → '1000', '99' → '100'). */
const increment = (digits: string): string => {
  const chars = digits.split('');
  for (let at = chars.length - 1; at >= 0; at--) {
    if (chars[at] !== '9') {
      chars[at] = String(Number(chars[at]) + 1);
      return chars.join('');
    }
    chars[at] = '0';
  }
  return `1${chars.join('')}`;
};

/**
 * `value.toLocaleString(locale, { minimumFractionDigits, maximumFractionDigits })` for en-KE and sw-KE:
 * rounded half away from zero on the shortest decimal that reads back as `value` (as ICU rounds), a
 * negative value keeps its sign even when it rounds to zero ('-0.00'). Any other locale, and a value
 * JavaScript writes with an exponent (under 1e-6 or from 1e21), go to `Intl`.
 */
export const formatGrouped = (
  value: number,
  locale: string,
  minimumFractionDigits = 0,
  maximumFractionDigits = Math.max(3, minimumFractionDigits),
): string => {
  const written = String(Math.abs(value));
  if (!GROUPED_LOCALES.has(locale) || !Number.isFinite(value) || written.includes('e'))
    return value.toLocaleString(locale, { minimumFractionDigits, maximumFractionDigits });
  let [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = fraction.charCodeAt(maximumFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundsUp) {
      const digits = increment(whole + fraction);
      whole = digits.slice(0, digits.length - maximumFractionDigits);
      fraction = digits.slice(digits.length - maximumFractionDigits);
    }
  }
  fraction = fraction.padEnd(minimumFractionDigits, '0');
  let end = fraction.length;
  while (end > minimumFractionDigits && fraction[end - 1] === '0') end--;
  fraction = fraction.slice(0, end);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};
