import { Alert, Skeleton } from 'antd';
import { t } from '@/i18n';

/** While the analytics load. */
export function AnalyticsLoading() {
  return (
    <div data-testid="analytics-loading" role="status" aria-busy="true" aria-label={t('Loading analytics')}>
      <Skeleton active />
      <Skeleton active />
    </div>
  );
}

/** No analytics: nothing came back, or the request failed (a failed fetch falls back to empty data). */
export function AnalyticsEmpty({ error }: { readonly error?: Error | null }) {
  return (
    <Alert
      data-testid="analytics-empty"
      type="warning"
      showIcon
      title={t('No analytics data available')}
      description={error ? error.message : undefined}
    />
  );
}
