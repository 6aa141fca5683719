import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GroupMember } from '../api/get-group-members';
import { memberPassbookKey } from '../api/get-member-passbook';
import { PassbookButton, PassbookPanel } from './passbook-dialog';
import { aMemberPassbook } from './passbook-fixtures';

/** The panel with the passbook answered from the cache. */
const render = (passbook = aMemberPassbook()) => {
  const client = new QueryClient();
  client.setQueryData(memberPassbookKey(7, 3, null), passbook);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <PassbookPanel groupId={7} memberId={3} />
    </QueryClientProvider>,
  );
};

describe("a member's passbook dialog", () => {
  it('shows the statement with its lines, a reversed one marked, the totals and a Print button', () => {
    const html = render();
    expect(html).toContain('Amina &quot;Mama&quot; Otieno (No. 001)');
    expect(html).toContain('Loan 5: Seed for planting');
    expect(html).toMatch(/ant-tag[^>]*>Reversed</);
    expect(html).toContain('<del>KES 70.00</del>');
    expect(html).toContain('KES 1,200.50');
    expect(html).toContain('KES 1,425.25');
    expect(html).toContain('Print passbook');
  });

  it('offers a cycle picker, labelled, only when the group has closed cycles', () => {
    expect(render()).toContain('aria-labelledby="passbook-cycle-label"');
    const one = aMemberPassbook({
      cycles: [{ number: 1, startedOn: '2026-01-15', closeDate: null, status: 'open' }],
    });
    expect(render(one)).not.toContain('passbook-cycle-label');
  });

  it('opens from a button named for the member', () => {
    const member: GroupMember = {
      id: 3,
      groupId: 7,
      groupName: 'Umoja Group',
      memberNumber: '004',
      memberIdNumber: 'ID004',
      memberName: 'Grace Naliaka',
      memberPhone: '+254722000000',
      nextOfKinName: 'Kin',
      nextOfKinIdNumber: 'KIN1',
      nextOfKinPhone: '+254722000001',
      nextOfKinRelationship: 'Sister',
      role: 'member',
      joinedAt: '2026-01-15T08:00:00.000Z',
      joinedOn: '2026-01-15',
      leftAt: null,
      isActive: true,
    };
    const html = renderToStaticMarkup(<PassbookButton member={member} />);
    expect(html).toContain('aria-label="Passbook of Grace Naliaka"');
    expect(html).toContain('Passbook');
  });
});
