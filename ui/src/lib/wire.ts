/**
 * A row as the wire might carry it, for tests of the display code's fallbacks: any field may be absent,
 * null or unexpected text (a server of another version, a hand-edited export).
 */
export type Wire<T> = { readonly [K in keyof T]?: T[K] | string | number | null };
