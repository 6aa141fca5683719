import { t } from '@/i18n';
import type { QueuedCommand } from './queue-types';

/** What the queue holds, in one line: read out by screen readers when it changes. */
export const queueSummary = (commands: readonly QueuedCommand[], online: boolean): string => {
  const waiting = commands.filter((c) => c.state === 'waiting').length;
  const refused = commands.filter((c) => c.state === 'refused').length;
  const parts = [
    online ? t('Online') : t('Offline'),
    t('{{count}} waiting to sync', { count: waiting }),
    ...(refused > 0 ? [t('{{count}} refused', { count: refused })] : []),
  ];
  return parts.join(' · ');
};
