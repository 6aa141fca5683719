/** The highest of some appended positions (null when nothing was appended). */
export const latestPosition = (...positions: (bigint | null)[]): bigint | null =>
  positions.reduce<bigint | null>(
    // biome-ignore lint/complexity/useMathMinMax: Math.max does not take bigints
    (a, b) => (a === null ? b : b === null ? a : a > b ? a : b),
    null,
  );
