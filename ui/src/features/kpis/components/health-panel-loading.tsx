import { Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { t } from '@/i18n';

/**
 * A health panel while it loads: its figures (HealthPanel) or its code (HealthPanelBelow). A file of its
 * own, so that the dashboards' deferred panel can show it without bringing the panel's tables and charts.
 * `still`: the grey shapes without their shimmer, for a place below the screen that loads only when
 * scrolled near. An animation nobody sees would repaint the page every frame for as long as the page is
 * open: a phone's processor and battery, and on a slow one, a page that never stops being busy.
 */
export function HealthPanelLoading({
  title,
  style,
  still = false,
}: {
  readonly title: string;
  readonly style?: CSSProperties;
  readonly still?: boolean;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('Loading {{what}}', { what: title.toLowerCase() })}
      style={style}
    >
      <Skeleton active={!still} />
    </div>
  );
}
