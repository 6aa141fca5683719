import { Skeleton } from 'antd';

/**
 * Ant Design's Skeleton where figures are on their way, named for screen readers (the Skeleton itself is
 * grey shapes with no role). Still, without its shimmer: an animation repaints the page every frame for as
 * long as it shows.
 */
export function LoadingSkeleton({ label, lines = 3 }: { readonly label: string; readonly lines?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <Skeleton title={false} paragraph={{ rows: lines }} />
    </div>
  );
}
