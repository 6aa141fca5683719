import { z } from 'zod';

/** The languages the product speaks: English (the specification's texts) and Kiswahili. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageSchema = z.enum(LANGUAGES, { message: 'Please choose English or Kiswahili' });
