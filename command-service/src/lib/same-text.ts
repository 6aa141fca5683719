import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a gateway sent (a callback path's segment, a token) is the one expected, compared in
 * constant time so that the answer's timing tells nothing of how much of it matched.
 */
export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
