/**
 * Where to go after signing in: the address a signed-out user opened (a deep link, a bookmark, a link in
 * an SMS), carried to /auth as `?next=`. Only an address of this product is followed: a path that starts
 * with one '/' (not '//host' or '/\host', which a browser reads as another site), and not /auth itself.
 */
export const returnTo = (next: string | null): string => {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth/')) return '/';
  return next;
};

let signedOutHere = false;

/** Signing out on purpose: the next user of the phone starts from their own home page, not this one. */
export const markSignedOut = (): void => {
  signedOutHere = true;
};

/**
 * /auth with the address to come back to: none for the home page (every user lands there anyway) or
 * after the user signed out here; kept when the session ended by itself or the address was opened signed
 * out.
 */
export const signInAddress = (path: string, search: string): string => {
  if (signedOutHere) {
    signedOutHere = false;
    return '/auth';
  }
  return path === '/' && search === '' ? '/auth' : `/auth?next=${encodeURIComponent(`${path}${search}`)}`;
};
