import { isIsoDate } from '@pm/domain/shared/dates';
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Forms keep dates as 'YYYY-MM-DD' strings, the shape the schemas and the server take; only the DatePicker
 * itself sees dayjs values.
 */
export const dateFieldProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && isIsoDate(value) ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

/** A business date may not lie in the future (savings, repayments, contributions happen today or before). */
export const notInFuture = (date: Dayjs): boolean => date.isAfter(dayjs(), 'day');

/** The number a money field holds, or null: the dialogs preview and check amounts before the schema runs. */
export const centsOrNull = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

export const numberOrNull = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
