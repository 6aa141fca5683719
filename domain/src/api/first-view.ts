/**
 * What a page's first view drawn by the server (read-api/src/features/first-view.ts) and the app that
 * takes it over (ui/src/features/auth/first-view.ts) agree on.
 */

/** The id of the JSON element holding the signed-in user's row (what GET /api/user answers). */
export const FIRST_VIEW_USER_ID = 'pm-first-view-user';

/** The mark of the page's stylesheets sent as preloads, which the app applies before it draws. */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-pm-style';
