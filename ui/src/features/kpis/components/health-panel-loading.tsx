import { Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { t } from '@/i18n';

/**
 * A health panel while it loads: its figures (HealthPanel) or its code (HealthPanelBelow). A file of its
 * own, so that the dashboards' deferred panel can show it without bringing the panel's tables and charts.
 */
export function HealthPanelLoading({
  title,
  style,
}: {
  readonly title: string;
  readonly style?: CSSProperties;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('Loading {{what}}', { what: title.toLowerCase() })}
      style={style}
    >
      <Skeleton active />
    </div>
  );
}
