import { z } from 'zod';
import { moneySchema, numericInput } from '../shared/money';

/** The field shapes the Saving Group Ministry's input schemas are made of. */

/** Trimmed text of at least `min` characters; `message` is also the answer when it is missing. */
export const text = (message: string, min = 1, max = 100) =>
  z.string({ error: message }).trim().min(min, message).max(max, `At most ${max} characters`);
export const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
export const notes = optionalText(500);

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

interface NumberRule {
  /** Used when the value is absent or blank; without it a blank value answers `required` (or `invalid`). */
  fallback?: number;
  required?: string;
  invalid: string;
  integer?: boolean;
  decimals?: string;
  min?: readonly [number, string];
  max?: readonly [number, string];
}

/**
 * A number as a form or a JSON body sends it (number or numeric string). Exponents, infinities and float
 * noise (0.1 + 0.2) are refused rather than silently rounded; at most two decimals.
 */
const numberSchema = (rule: NumberRule) =>
  numericInput(rule.invalid).transform((v, ctx): number => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (isBlank(v)) return rule.fallback ?? fail(rule.required ?? rule.invalid);
    const raw =
      typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : typeof v === 'string' ? v.trim() : '';
    const match = /^-?\d+(?:\.(\d+))?$/.exec(raw);
    if (!match) return fail(rule.invalid);
    const n = Number(raw);
    const places = (match[1] ?? '').replace(/0+$/, '').length;
    if (rule.integer && places > 0) return fail(rule.invalid);
    if (places > 2) return fail(rule.decimals ?? rule.invalid);
    if (rule.min && n < rule.min[0]) return fail(rule.min[1]);
    if (rule.max && n > rule.max[0]) return fail(rule.max[1]);
    return n;
  });

export const memberCount = (required?: string) =>
  numberSchema({
    ...(required ? { required } : { fallback: 0 }),
    invalid: 'Must be a valid number',
    integer: true,
    min: [0, 'Must be a valid number'],
    max: [100_000, 'Must be a valid number'],
  });

export const percent = (label: string, fallback: number) =>
  numberSchema({
    fallback,
    invalid: `${label} must be a number`,
    decimals: `${label} has at most two decimals`,
    min: [0, `${label} cannot be negative`],
    max: [100, `${label} must be at most 100 percent`],
  });

export const months = (label: string, fallback: number) =>
  numberSchema({
    fallback,
    invalid: `${label} must be a whole number of months`,
    integer: true,
    min: [1, `${label} must be at least 1 month`],
    max: [120, `${label} must be at most 120 months`],
  });

export const phone = z
  .string({ error: 'Valid phone number required' })
  .trim()
  .min(10, 'Valid phone number required')
  .max(20, 'Valid phone number required')
  .regex(/^\+?[0-9 ()-]+$/, 'Valid phone number required');

export const positiveAmount = (
  required = 'Amount is required',
  positive = 'Amount must be a positive number',
) => moneySchema({ required, positive });

/**
 * A multiple (a loan ceiling of 3 = three times the member's savings): more than 0, at most two decimals
 * and `max`; blank or null means none.
 */
export const optionalMultiple = (label: string, max: number) =>
  z
    .preprocess(
      (v) => (isBlank(v) ? undefined : v),
      numberSchema({
        invalid: `${label} must be a number`,
        decimals: `${label} has at most two decimals`,
        min: [0.01, `${label} must be more than 0`],
        max: [max, `${label} must be at most ${max}`],
      }).optional(),
    )
    .transform((v) => v ?? null);
