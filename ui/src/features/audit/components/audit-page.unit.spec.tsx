import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AuditPage from '@/app/routes/audit';
import { SAVING_GROUPS_URL } from '@/features/saving-groups/api/get-saving-groups';
import { ENTRIES_LIMIT, groupEntriesUrl, groupLedgerUrl } from '../api/get-group-ledger';
import { aLedger, anEntry } from '../testing/builders';

/** The page at that address, its queries answered from the cache (nothing is fetched when rendering to HTML). */
const renderAt = (url: string, seed: (client: QueryClient) => void = () => {}) => {
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AuditPage />
      </MemoryRouter>
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
});
