import { AGE_GROUPS } from '@pm/domain/shared/dates';
import { currentLanguage, currentLocale, t } from '@/i18n';
import { localised } from '@/lib/api-client';
import type { ActivityEntry } from '../api/get-activity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '5 minutes ago', 'yesterday', '3 days ago'; beyond a week the date itself. */
export const relativeTime = (iso: string, now: Date): string => {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < 45_000) return t('just now'); // also a clock slightly ahead of ours
  if (elapsed < 90_000) return t('a minute ago');
  if (elapsed < 45 * MINUTE) return t('{{n}} minutes ago', { n: Math.round(elapsed / MINUTE) });
  if (elapsed < 90 * MINUTE) return t('an hour ago');
  if (elapsed < 22 * HOUR) return t('{{n}} hours ago', { n: Math.round(elapsed / HOUR) });
  if (elapsed < 36 * HOUR) return t('yesterday');
  if (elapsed < 7 * DAY) return t('{{n}} days ago', { n: Math.round(elapsed / DAY) });
  const locale = currentLanguage() === 'en' ? 'en-GB' : currentLocale();
  return then.toLocaleDateString(locale, { day: '2-digit', month: 'short', year: 'numeric' });
};

export type ActivityCategory =
  | 'participant'
  | 'payment'
  | 'contribution'
  | 'project'
  | 'hierarchy'
  | 'asset'
  | 'sms'
  | 'user'
  | 'other';

/** The icon group of an event type: PaymentRecorded → payment, ParticipantAdded → participant. */
export const activityCategory = (type: string): ActivityCategory => {
  if (/^Payment/.test(type)) return 'payment';
  if (/^Contribution/.test(type)) return 'contribution';
  if (/^Participant/.test(type)) return 'participant';
  if (/^Project/.test(type)) return 'project';
  if (/^(Region|Cluster)/.test(type)) return 'hierarchy';
  if (/^Asset/.test(type)) return 'asset';
  if (/^Sms|^SMS/.test(type)) return 'sms';
  if (/^(User|Password|Login|Session)/.test(type)) return 'user';
  return 'other';
};

/**
 * A line of the feed in the user's language: its template (`summaryKey`, the projector's `msg`, whose
 * Kiswahili is in sw/server.json) filled with its values, as the server's messages are shown; the
 * English `summary` when the catalogue lacks the template (or a server sends none).
 */
export const activitySummary = (
  entry: Pick<ActivityEntry, 'summary'> & Partial<Pick<ActivityEntry, 'summaryKey' | 'summaryParams'>>,
): string => localised(entry.summary, entry.summaryKey, entry.summaryParams);

/** 'ruth (ProjectAdmin)' or 'System: demo-seed'. */
export const actorText = (actor: ActivityEntry['actor']): string => {
  if (actor.kind === 'system') return t('System: {{name}}', { name: actor.name ?? t('unknown') });
  const name = actor.username ?? t('unknown user');
  return actor.role ? `${name} (${actor.role})` : name;
};

export interface AgeGroupRow {
  readonly group: string;
  readonly count: number;
}

/** Every age group in its natural order (missing ones as 0), then any group the server adds. */
export const ageGroupRows = (ageGroups: Readonly<Record<string, number>> | undefined): AgeGroupRow[] => {
  const counts = ageGroups ?? {};
  const known: readonly string[] = AGE_GROUPS;
  return [
    ...AGE_GROUPS.map((group) => ({ group, count: counts[group] ?? 0 })),
    ...Object.entries(counts)
      .filter(([group]) => !known.includes(group))
      .map(([group, count]) => ({ group, count })),
  ];
};

/** The chart's text alternative: 'Participants by age group: 0-2: 1, 3-5: 4, …'. */
export const ageGroupSummary = (rows: readonly AgeGroupRow[]): string =>
  t('Participants by age group: {{counts}}', {
    counts: rows.map((row) => `${row.group}: ${row.count}`).join(', '),
  });

/** spec: screens "Dashboard": '{code} Project Dashboard' for the chosen project, else the role's dashboard. */
export const dashboardHeading = (role: string, chosenCode: string | null): string => {
  if (chosenCode) return t('{{code}} Project Dashboard', { code: chosenCode });
  if (role === 'SuperAdmin') return t('System Dashboard');
  if (role === 'ClusterAdmin') return t('Cluster Dashboard');
  return t('Project Dashboard');
};
