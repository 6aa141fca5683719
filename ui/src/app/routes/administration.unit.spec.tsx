import type { RegionRow } from '@pm/domain/hierarchy/rows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@/features/auth/api/get-user';
import { aSignedInUser, SignedIn } from '@/features/auth/testing/signed-in';
import { CLUSTERS_URL } from '@/features/hierarchy/api/get-clusters';
import { REGIONS_URL } from '@/features/hierarchy/api/get-regions';
import AdministrationPage from './administration';

const western: RegionRow = {
  id: 1,
  name: 'Western',
  description: null,
  isActive: true,
  createdAt: '2026-01-05T08:00:00.000Z',
  clusterCount: 2,
};

/** The page opened by its address as `user`, the region list answered from the cache when `seeded`. */
const open = (user: User, seeded = true) => {
  const client = new QueryClient();
  if (seeded) {
    client.setQueryData([REGIONS_URL], [western]);
    client.setQueryData([CLUSTERS_URL], []);
  }
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SignedIn user={user}>
        <MemoryRouter initialEntries={['/administration']}>
          <AdministrationPage />
        </MemoryRouter>
      </SignedIn>
    </QueryClientProvider>,
  );
  /** Whether the page asked for the list (a query the page uses is in the cache once rendered). */
  const asked = (url: string) => client.getQueryCache().find({ queryKey: [url] }) !== undefined;
  return { html, asked };
};

describe('the Hierarchy page (/administration)', () => {
  it('shows a ProjectAdmin no region, asks for none, and leads to its dashboard', () => {
    const { html } = open(aSignedInUser());
    expect(html).toContain('The hierarchy is managed by the SuperAdmin: your role does not open it.');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('Western');
    const { asked } = open(aSignedInUser(), false);
    expect(asked(REGIONS_URL)).toBe(false);
    expect(asked(CLUSTERS_URL)).toBe(false);
  });

  it('turns a RegionalAdmin away too: the menu leads only the SuperAdmin there', () => {
    const { html } = open(
      aSignedInUser({ role: 'RegionalAdmin', clusterId: null, projectId: null, projectCode: null }),
    );
    expect(html).toContain('your role does not open it');
    expect(html).toContain('href="/regional-dashboard"');
    expect(html).not.toContain('Western');
  });

  it('lists the regions to the SuperAdmin', () => {
    const { html } = open(
      aSignedInUser({ role: 'SuperAdmin', regionId: null, clusterId: null, projectId: null }),
    );
    expect(html).not.toContain('your role does not open it');
    expect(html).toContain('Western');
    const { asked } = open(
      aSignedInUser({ role: 'SuperAdmin', regionId: null, clusterId: null, projectId: null }),
      false,
    );
    expect(asked(REGIONS_URL)).toBe(true);
  });
});
