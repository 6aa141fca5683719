import { lazy, Suspense } from 'react';
import { WhenNear } from '@/components/light';
import type { HealthPanelProps } from './health-panel';
import { HealthPanelLoading } from './health-panel-loading';

// its tables and charts come with it, not with the dashboard's first screen
const HealthPanel = lazy(() => import('./health-panel').then((m) => ({ default: m.HealthPanel })));

/** The panel's place until it is drawn keeps some room, so the page does not jump when it comes. */
const PLACE = { minHeight: 320 };

/**
 * A dashboard's group health at the foot of the page: loaded (code and figures) and drawn only when it is
 * scrolled near, so the dashboard's own figures at the top come first on a phone (WhenNear).
 */
export function HealthPanelBelow(props: HealthPanelProps) {
  return (
    // below the screen it stays still; once near, its code and figures load and it shimmers meanwhile
    <WhenNear placeholder={<HealthPanelLoading title={props.title} style={PLACE} still />}>
      <Suspense fallback={<HealthPanelLoading title={props.title} style={PLACE} />}>
        <HealthPanel {...props} />
      </Suspense>
    </WhenNear>
  );
}
