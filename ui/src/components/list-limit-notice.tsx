import { Alert } from 'antd';
import { cutListTotal } from '@/lib/api-client';

/**
 * Said above a table whose list the server cut at its page size (1,000 rows): the screen works on the
 * first rows only, and the reader is told how to reach the others.
 */
export function ListLimitNotice({ url, shown }: { readonly url: string; readonly shown: number }) {
  const cut = cutListTotal(url);
  if (cut === null || cut.total <= shown) return null;
  const of = `${cut.atLeast ? 'more than ' : ''}${cut.total.toLocaleString('en-KE')}`;
  return (
    <Alert
      type="info"
      showIcon
      title={`Showing the first ${shown.toLocaleString('en-KE')} of ${of}. Narrow the filters (a project, a group) to see the others.`}
    />
  );
}
