/** The stored events by their position in the log, whatever order they were given in. */
export const inLogOrder = <T extends { readonly position: bigint }>(events: readonly T[]): T[] =>
  [...events].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
