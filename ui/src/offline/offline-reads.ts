/** The cache the service worker (sw.ts) keeps its copies of the field reads in. */
export const OFFLINE_READS_CACHE = 'pm-api';

/**
 * The reads the service worker keeps for offline use (a path or what starts with it and a slash): what the
 * meeting, savings and repayment screens, their lists and the facilitator's dashboard ask for. Documents,
 * audit, reports and users are never kept on a phone.
 */
export const OFFLINE_READS = [
  '/api/user',
  '/api/projects',
  // the contributions list and Record Payment's picker, whose payments are kept offline too
  '/api/contributions',
  '/api/saving-groups',
  '/api/group-members',
  '/api/group-savings',
  '/api/group-loans',
  '/api/loan-repayments',
  '/api/emergency-funds',
  '/api/emergency-contributions',
  '/api/group-meetings',
  '/api/meeting-attendance',
  '/api/member-penalties',
  '/api/member-registration-fees',
  '/api/analytics/church-facilitator',
] as const;

/**
 * Forgets every read kept for offline use: at sign-in and sign-out, so one user's groups and members are
 * never shown to the next user of the phone.
 */
export const clearOfflineReads = async (): Promise<void> => {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_READS_CACHE).catch(() => false);
};
