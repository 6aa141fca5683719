import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  type DeleteOverlayEvent,
  NO_OVERLAYS,
  nextOverlays,
  tooltipOpen,
} from '@/components/delete-overlays';
import type { Asset } from '../api/get-assets';
import { AssetsTable } from './assets-table';

const laptop: Asset = {
  id: 7,
  assetId: 'KE0420-LAP-01',
  name: 'Laptop',
  description: null,
  condition: 'Good',
  disposalPrice: null,
  disposalDate: null,
  projectId: 1,
  projectCode: 'KE0420',
  projectName: 'Kakamega Central',
  createdAt: '2026-11-20T08:00:00.000Z',
};

const render = (canManage: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AssetsTable assets={[laptop]} loading={false} canManage={canManage} />
    </QueryClientProvider>,
  );

/** The overlays after a sequence of pointer and confirmation events. */
const after = (...events: DeleteOverlayEvent[]) => events.reduce(nextOverlays, NO_OVERLAYS);
const enter: DeleteOverlayEvent = { kind: 'hover', open: true };
const leave: DeleteOverlayEvent = { kind: 'hover', open: false };
const confirm: DeleteOverlayEvent = { kind: 'confirm', open: true };
const closeConfirm: DeleteOverlayEvent = { kind: 'confirm', open: false };

describe("an asset's Delete action", () => {
  it('is a button named after the asset, its confirmation closed, for a manager only', () => {
    expect(render(true)).toMatch(/<button[^>]*aria-label="Delete KE0420-LAP-01"[^>]*aria-expanded="false"/);
    expect(render(false)).not.toContain('Delete KE0420-LAP-01');
  });

  it('shows its tooltip on hover, but never while the confirmation is open', () => {
    expect(tooltipOpen(after(enter))).toBe(true);
    expect(after(enter, confirm)).toEqual({ hovered: false, confirming: true });
    expect(tooltipOpen(after(enter, confirm))).toBe(false);
    // the tooltip's hover delay may answer after the click: it stays hidden
    expect(tooltipOpen(after(confirm, enter))).toBe(false);
    expect(tooltipOpen(after(enter, confirm, leave, enter))).toBe(false);
  });

  it('shows the tooltip again only when the pointer comes back after the confirmation closes', () => {
    expect(tooltipOpen(after(enter, confirm, closeConfirm))).toBe(false);
    expect(tooltipOpen(after(enter, confirm, closeConfirm, enter))).toBe(true);
    expect(tooltipOpen(after(enter, leave))).toBe(false);
  });
});
