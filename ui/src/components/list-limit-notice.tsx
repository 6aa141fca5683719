import { Alert } from 'antd';
import { currentLocale, t } from '@/i18n';
import { cutListTotal } from '@/lib/api-client';
import { formatGrouped } from '@/lib/grouped-number';

/**
 * Said above a table whose list the server cut at its page size (1,000 rows): the screen works on the
 * first rows only, and the reader is told how to reach the others.
 */
export function ListLimitNotice({ url, shown }: { readonly url: string; readonly shown: number }) {
  const cut = cutListTotal(url);
  if (cut === null || cut.total <= shown) return null;
  const figures = {
    shown: formatGrouped(shown, currentLocale()),
    total: formatGrouped(cut.total, currentLocale()),
  };
  return (
    <Alert
      type="info"
      showIcon
      title={
        cut.atLeast
          ? t(
              'Showing the first {{shown}} of more than {{total}}. Narrow the filters (a project, a group) to see the others.',
              figures,
            )
          : t(
              'Showing the first {{shown}} of {{total}}. Narrow the filters (a project, a group) to see the others.',
              figures,
            )
      }
    />
  );
}
