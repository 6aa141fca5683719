import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AuditPage from '@/app/routes/audit';
import type { User } from '@/features/auth/api/get-user';
import { aSignedInUser, SignedIn } from '@/features/auth/testing/signed-in';
import { SAVING_GROUPS_URL } from '@/features/saving-groups/api/get-saving-groups';
import { ENTRIES_LIMIT, groupEntriesUrl, groupLedgerUrl } from '../api/get-group-ledger';
import { aLedger, anEntry } from '../testing/builders';

/** The page at that address, its queries answered from the cache (nothing is fetched when rendering to HTML). */
const renderAt = (
  url: string,
  seed: (client: QueryClient) => void = () => {},
  user: User = aSignedInUser(),
) => {
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SignedIn user={user}>
        <MemoryRouter initialEntries={[url]}>
          <AuditPage />
        </MemoryRouter>
      </SignedIn>
    </QueryClientProvider>,
  );
};

const seedGroup7 = (client: QueryClient, memberId?: number) => {
  client.setQueryData(
    [SAVING_GROUPS_URL, {}],
    [{ id: 7, name: 'Umoja Group', groupCode: 'UG-7', registrationDate: '2026-01-15' }],
  );
  client.setQueryData([groupLedgerUrl(7), { asOf: '2026-03-31' }], aLedger());
  client.setQueryData(
    [groupEntriesUrl(7), { memberId, limit: ENTRIES_LIMIT }],
    [anEntry({ reversedBy: '120' }), anEntry({ position: '120', label: 'Saving reversed', reverses: '101' })],
  );
};

describe('the audit page', () => {
  it('asks for a group first', () => {
    const html = renderAt('/audit');
    expect(html).toContain('Choose a group to audit');
    expect(html).toContain('aria-label="Group"');
    expect(html).not.toContain('Export Excel');
  });

  it("shows the group's books on the day asked and its ledger", () => {
    const html = renderAt('/audit?groupId=7&asOf=2026-03-31', seedGroup7);
    expect(html).toContain('Books of Umoja Group');
    expect(html).toContain('data-testid="audit-savings-value">KES 12,345.50');
    expect(html).toContain('aria-valuetext="Mar 31, 2026"');
    expect(html).toContain('>Ledger</h3>');
    expect(html).toContain('Reversed by #120');
    expect(html).toContain('Export Excel');
    expect(html).toContain('Print / PDF');
  });

  it("titles a member's statement", () => {
    const html = renderAt('/audit?groupId=7&asOf=2026-03-31&memberId=11', (c) => seedGroup7(c, 11));
    expect(html).toContain('>Statement of Mary Wanjiru</h3>');
    expect(html).not.toContain('data-testid="audit-member-12"');
  });

  it('shows the daily replay check to a reader of the whole programme only', () => {
    const withChecks = (client: QueryClient) =>
      client.setQueryData(
        ['/api/audit/checks'],
        [
          {
            id: 3,
            startedAt: '2026-11-26T02:00:00.000Z',
            finishedAt: '2026-11-26T02:00:04.000Z',
            groupsChecked: 2,
            projectsChecked: 4,
            differenceCount: 1,
            differences: [
              { kind: 'group', id: 7, name: 'Umoja Group', figure: 'savings', replay: 500, readModel: 501 },
            ],
            error: null,
          },
        ],
      );
    const auditor = aSignedInUser({ role: 'Auditor', regionId: null, clusterId: null, projectId: null });
    const html = renderAt('/audit', withChecks, auditor);
    expect(html).toContain('Daily replay check');
    expect(html).toContain('1 difference');
    expect(html).toContain('Group Umoja Group');
    expect(html).toContain('2 groups and 4 projects replayed');
    expect(renderAt('/audit', withChecks)).not.toContain('Daily replay check');
  });
});
