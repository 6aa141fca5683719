/**
 * Kenyan mobile numbers in the one form the SMS gateway takes: +254 followed by the nine digits of the
 * subscriber number (7XXXXXXXX or 1XXXXXXXX). People write them as 0712 345 678, 712345678,
 * 254712345678, +254 712-345-678 or 00254712345678; spaces and dashes are allowed anywhere.
 */
const KENYAN_MOBILE = /^(?:(?:\+|00)?254|0)?([17]\d{8})$/;

/** The number in +254 form, or null when the text is not a Kenyan mobile number. */
export const normaliseKenyanPhone = (text: string): string | null => {
  const compact = text.trim().replace(/[\s-]/g, '');
  const match = KENYAN_MOBILE.exec(compact);
  return match ? `+254${match[1]}` : null;
};

export const PHONE_MESSAGE = 'Enter a valid Kenyan phone number, e.g. +254 712 345 678';

/** The numbers of a list in +254 form, each once; the ones that are no phone number are counted apart. */
export const distinctPhones = (texts: readonly (string | null)[]): { phones: string[]; skipped: number } => {
  const phones = new Set<string>();
  let skipped = 0;
  for (const text of texts) {
    const phone = text === null ? null : normaliseKenyanPhone(text);
    if (phone === null) skipped += 1;
    else phones.add(phone);
  }
  return { phones: [...phones], skipped };
};
