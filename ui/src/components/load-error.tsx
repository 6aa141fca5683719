import { Typography } from 'antd';
import { t } from '@/i18n';
import { isDatabaseUnavailable } from '@/lib/api-client';

/**
 * 'Could not load the contributions: 500: …', announced at once; nothing while there is no error. The
 * page passes `what` translated (`t('contributions')`).
 */
export function LoadError({
  what,
  error,
}: {
  /** What the page could not load, e.g. 'contributions'. */
  readonly what: string;
  readonly error: Error | null | undefined;
}) {
  if (!error) return null;
  return (
    <Typography.Text type="danger" role="alert">
      {t('Could not load the {{what}}: {{message}}', {
        what,
        // the database away for a moment: the server's sentence, without its status
        message: isDatabaseUnavailable(error) ? error.text : error.message,
      })}
    </Typography.Text>
  );
}
