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
