/** A LIKE pattern that finds `text` anywhere, its own % _ and \\ taken literally (LIKE's escape is \\). */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
