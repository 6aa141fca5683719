import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { WhenNear } from '@/components/when-near';
import { t } from '@/i18n';
import type { HealthPanelProps } from './health-panel';

// its tables and charts come with it, not with the dashboard's first screen
const HealthPanel = lazy(() => import('./health-panel').then((m) => ({ default: m.HealthPanel })));

/** The panel's place until it is drawn: what the panel shows while its figures load. */
function Waiting({ title }: { readonly title: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('Loading {{what}}', { what: title.toLowerCase() })}
      style={{ minHeight: 320 }}
    >
      <Skeleton active />
    </div>
  );
}

/**
 * A dashboard's group health at the foot of the page: loaded (code and figures) and drawn only when it is
 * scrolled near, so the dashboard's own figures at the top come first on a phone (WhenNear).
 */
export function HealthPanelBelow(props: HealthPanelProps) {
  const waiting = <Waiting title={props.title} />;
  return (
    <WhenNear placeholder={waiting}>
      <Suspense fallback={waiting}>
        <HealthPanel {...props} />
      </Suspense>
    </WhenNear>
  );
}
