import { isIsoDate } from '@pm/domain/shared/dates';
import dayjs, { type Dayjs } from 'dayjs';
import { todayIso } from './format';

/** The form of every date the schemas and the server take. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Spread on a Form.Item holding a DatePicker: the form keeps 'YYYY-MM-DD' strings, the shape the schemas
 * and the server take; only the picker itself sees dayjs values.
 */
export const dateFieldProps = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && isIsoDate(value) ? dayjs(value, DATE_FORMAT) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

/** A business date may not lie in the future (savings, repayments, payments happen today or before). */
export const notInFuture = (date: Dayjs): boolean => date.format(DATE_FORMAT) > todayIso();
