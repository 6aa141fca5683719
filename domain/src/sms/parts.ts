/**
 * How many SMS a text is billed as. A text whose every character is in the GSM 03.38 alphabet travels as
 * GSM-7: 160 characters in one SMS, 153 in each part of a longer one (the rest of each part is the header
 * that joins them); the characters of the alphabet's extension table (^ { } \ [ ] ~ | € and form feed)
 * take two. Any other character (an emoji, a curly quote, most accents) makes the whole text UCS-2: 70
 * UTF-16 units in one SMS, 67 in each part (an emoji takes two units). A character is never split
 * between two parts, so a part may hold one unit fewer.
 */

/** The GSM 03.38 basic alphabet (the escape to the extension table left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: each is sent as an escape and the character, two septets. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  readonly encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  readonly units: number;
  /** SMS it is billed as (0 for an empty text). */
  readonly parts: number;
  /** What one SMS holds alone, and each part of a longer message. */
  readonly single: number;
  readonly perPart: number;
}

export const GSM_SINGLE = 160;
export const GSM_PER_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PER_PART = 67;

/** Whether every character of the text is in the GSM-7 alphabet (its extension table included). */
export const isGsm7 = (text: string): boolean =>
  [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));

export const smsSizeOf = (text: string): SmsSize => {
  const characters = [...text];
  const gsm = characters.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));
  const weights = gsm
    ? characters.map((c) => (GSM_EXTENSION.has(c) ? 2 : 1))
    : characters.map((c) => c.length);
  const single = gsm ? GSM_SINGLE : UCS2_SINGLE;
  const perPart = gsm ? GSM_PER_PART : UCS2_PER_PART;
  const units = weights.reduce((sum, w) => sum + w, 0);
  let parts = units === 0 ? 0 : 1;
  if (units > single) {
    parts = 1;
    let used = 0;
    for (const w of weights) {
      if (used + w > perPart) {
        parts += 1;
        used = 0;
      }
      used += w;
    }
  }
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, parts, single, perPart };
};

/** How many SMS a text is billed as (see smsSizeOf). */
export const smsPartsOf = (text: string): number => smsSizeOf(text).parts;
