import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MobilePaymentsPage from '@/app/routes/mobile-payments';
import type { User } from '@/features/auth/api/get-user';
import { aSignedInUser, SignedIn } from '@/features/auth/testing/signed-in';
import { MOBILE_PAYMENTS_URL, type MobilePayment } from '../api/get-mobile-payments';
import { aMobilePayment, anAssignedPayment } from '../testing';

const listKey = (status: string) => [
  MOBILE_PAYMENTS_URL,
  { status, projectId: undefined, search: undefined },
];
const countKey = (status: string) => [
  MOBILE_PAYMENTS_URL,
  { status, projectId: undefined, search: undefined, limit: 1 },
];

/** The page as the user sees it, the unmatched list and the counts answered from the cache. */
const renderFor = (user: User, unmatched: MobilePayment[] = [aMobilePayment()]) => {
  const client = new QueryClient();
  client.setQueryData(listKey('unmatched'), unmatched);
  for (const [status, total] of [
    ['unmatched', unmatched.length],
    ['matched', 7],
    ['assigned', 2],
    ['refund', 0],
  ] as const)
    client.setQueryData(countKey(status), { total, atLeast: false });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SignedIn user={user}>
        <MemoryRouter initialEntries={['/mobile-payments']}>
          <MobilePaymentsPage />
        </MemoryRouter>
      </SignedIn>
    </QueryClientProvider>,
  );
};

describe('the M-Pesa payments page', () => {
  it('shows a ProjectAdmin the unmatched payments first, with counts, the reference as typed and the decisions', () => {
    const html = renderFor(aSignedInUser({}));
    expect(html).toContain('KE0420 - M-Pesa Payments');
    expect(html).toContain('Unmatched (1)');
    expect(html).toContain('Matched (7)');
    expect(html).toContain('All (10)');
    expect(html).toContain('QAB12CD34E');
    expect(html).toContain('KES 500.00');
    // the reference in a monospace box, exactly as typed (a letter O for a zero)
    expect(html).toMatch(/<code[^>]*>KE0420-1O1<\/code>/);
    expect(html).toContain('No child has this participant ID');
    expect(html).toContain('aria-label="Assign KES 500.00, receipt QAB12CD34E to a child"');
    expect(html).toContain('aria-label="Mark KES 500.00, receipt QAB12CD34E for refund"');
    expect(html).toContain('aria-label="Search by receipt or reference"');
    expect(html).toContain('aria-label="M-Pesa payments: Unmatched"');
    // nothing decided yet: no Child or Decision column
    expect(html).not.toContain('>Child<');
    expect(html).not.toContain('>Decision<');
  });

  it('offers no decision on a payment the server says may not be decided', () => {
    const html = renderFor(aSignedInUser({}), [anAssignedPayment({ status: 'unmatched' })]);
    expect(html).not.toContain('Assign to child');
    expect(html).not.toContain('Mark for refund');
  });

  it('shows an Auditor the payments and what became of them, with no decision to take', () => {
    const auditor = aSignedInUser({
      username: 'auditor',
      role: 'Auditor',
      regionId: null,
      clusterId: null,
      projectId: null,
    });
    const html = renderFor(auditor, [{ ...aMobilePayment(), mayDecide: false }, anAssignedPayment()]);
    expect(html).toContain('Payments parents made by M-Pesa, and what became of each');
    expect(html).toContain('KE0420-101');
    expect(html).toContain('Amani Otieno');
    expect(html).toContain('The parent typed the letter O for a zero');
    expect(html).not.toContain('Assign to child');
    expect(html).not.toContain('>Actions<');
  });

  it('tells a facilitator the payments are not for its role, and lists none', () => {
    const html = renderFor(aSignedInUser({ role: 'ChurchFacilitator' }));
    expect(html).toContain('M-Pesa payments are not available to your role.');
    expect(html).not.toContain('QAB12CD34E');
  });
});
