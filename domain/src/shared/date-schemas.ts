import { z } from 'zod';
import { BEFORE_PROGRAMME_MESSAGE, isIsoDate, PROGRAMME_START, SANE_YEARS } from './dates';

/*
 * The date schemas, apart from dates.ts's functions: what imports only those (the UI's formatting, on every
 * signed-in page) does not bring zod with it.
 */

export const isoDateSchema = (required: string, invalid = 'Please enter a valid date (YYYY-MM-DD)') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => isIsoDate(v) && v >= SANE_YEARS.from && v <= SANE_YEARS.to, { message: invalid });

/** A date of money or of the programme's own records: not before PROGRAMME_START. */
export const programmeDateSchema = (required: string) =>
  isoDateSchema(required).refine((v) => v >= PROGRAMME_START, { message: BEFORE_PROGRAMME_MESSAGE });
