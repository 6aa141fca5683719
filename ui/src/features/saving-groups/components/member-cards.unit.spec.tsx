import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aMember } from '../testing/builders';
import { MemberCards } from './member-cards';
import { MembersTable } from './members-table';
import { aMemberPassbook } from './passbook-fixtures';
import { memberPassbookHtml } from './passbook-print';
import { PassbookStatement } from './passbook-statement';

// the demo's founding member: joined when the group registered (Aug 06), entered by the seed on Dec 04
const founder = aMember({ joinedOn: '2026-08-06', joinedAt: '2026-12-04T06:30:00.000Z' });

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe("a member's joining date", () => {
  it('is the day they joined on the card, not the day their row was entered', () => {
    const html = render(
      <MemberCards members={[founder]} loading={false} canManage={false} emptyText="None" />,
    );
    expect(html).toContain('Joined Aug 06, 2026');
    expect(html).not.toContain('Dec 04');
  });

  it('is the same day in the members table', () => {
    const html = render(<MembersTable members={[founder]} loading={false} canManage={false} />);
    expect(html).toContain('Aug 06, 2026');
    expect(html).not.toContain('Dec 04');
  });

  it('is the same day in the passbook, on screen and printed', () => {
    const passbook = aMemberPassbook();
    const member = { ...passbook.member, joinedOn: founder.joinedOn };
    const html = render(<PassbookStatement passbook={{ ...passbook, member }} />);
    expect(html).toContain('Aug 06, 2026');
    expect(memberPassbookHtml({ ...passbook, member }, 'now')).toContain('joined Aug 06, 2026');
  });
});
