import type { Actor } from '@pm/domain/access/policy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type GroupCycleRow, groupCyclesUrl } from '../api/cycle-close';
import type { ShareOutPreview } from '../api/get-share-out-preview';
import { CycleClosePanel } from './cycle-close-panel';

const actor = (userId: number, role: Actor['role']): Actor => ({
  userId,
  username: `user${userId}`,
  role,
  regionId: 1,
  clusterId: 2,
  projectId: 3,
});
const cycle = (overrides: Partial<GroupCycleRow> = {}): GroupCycleRow => ({
  cycle: 1,
  startedOn: '2026-01-15',
  status: 'open',
  closeDate: null,
  weighting: null,
  fund: null,
  payouts: [],
  carriedLoanIds: [],
  carriedPenaltyIds: [],
  proposedBy: null,
  proposedByUserId: null,
  proposedAt: null,
  confirmedBy: null,
  confirmedAt: null,
  rejectedBy: null,
  rejectionReason: null,
  ...overrides,
});
const proposed = cycle({
  status: 'proposed',
  closeDate: '2026-06-30',
  weighting: 'amount',
  fund: 1200,
  proposedBy: 'facilitator',
  proposedByUserId: 8,
});
const preview = {
  closeDate: '2026-06-30',
  weighting: 'amount',
  total: 1200,
  blockers: [],
} as unknown as ShareOutPreview;

/** The panel as `who` sees it, the group's cycles answered from the cache. */
const render = (who: Actor, cycles: GroupCycleRow[]) => {
  const client = new QueryClient();
  client.setQueryData([groupCyclesUrl(7)], cycles);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CycleClosePanel groupId={7} preview={preview} actor={who} />
    </QueryClientProvider>,
  );
};

describe('the close of a cycle on the share-out tab', () => {
  it('offers whoever may manage the group to propose the close of an open cycle', () => {
    expect(render(actor(8, 'ChurchFacilitator'), [cycle()])).toContain('Propose close of cycle 1');
    expect(render(actor(5, 'ProjectAdmin'), [cycle()])).toContain('Propose close of cycle 1');
    expect(render(actor(9, 'NationalDirector'), [cycle()])).toBe('');
  });

  it('lets another project admin confirm or reject a proposal, never its proposer or a facilitator', () => {
    const other = render(actor(5, 'ProjectAdmin'), [proposed]);
    expect(other).toContain('was proposed by facilitator');
    expect(other).toContain('Confirm share-out');
    expect(other).toContain('Reject');
    for (const who of [actor(8, 'ProjectAdmin'), actor(6, 'ChurchFacilitator')]) {
      const html = render(who, [proposed]);
      expect(html).not.toContain('Confirm share-out');
      expect(html).toContain('Another person (a project administrator or above) must confirm or reject it.');
    }
  });
});
