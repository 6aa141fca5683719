import type { SmsRow } from '@pm/domain/sms/rows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import SmsPage from '@/app/routes/sms';
import type { User } from '@/features/auth/api/get-user';
import { aSignedInUser, SignedIn } from '@/features/auth/testing/signed-in';
import { SMS_URL } from '../api/get-sms';

const aUser = aSignedInUser;

const aMessage: SmsRow = {
  id: 1,
  content: 'The parents meeting is on Saturday at 10',
  recipientType: 'all',
  recipientFilter: null,
  kind: null,
  customPhoneNumber: null,
  projectId: 3,
  projectCode: 'KE0420',
  sentBy: 5,
  sentByName: 'Peter Otieno',
  totalRecipients: 12,
  skippedRecipients: 0,
  deliveredCount: 12,
  failedCount: 0,
  status: 'Sent',
  failureReason: null,
  sentAt: '2026-03-02T08:00:05.000Z',
  createdAt: '2026-03-02T08:00:00.000Z',
};

/** The page as the user sees it, its message list answered from the cache (nothing is fetched to HTML). */
const renderFor = (user: User) => {
  const client = new QueryClient();
  client.setQueryData(
    [SMS_URL, { projectId: undefined }],
    [aMessage, { ...aMessage, id: 2, kind: 'receipt', content: 'Receipt: KES 200.00 saving recorded' }],
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SignedIn user={user}>
        <MemoryRouter initialEntries={['/sms']}>
          <SmsPage />
        </MemoryRouter>
      </SignedIn>
    </QueryClientProvider>,
  );
};

describe('the SMS page', () => {
  it('lets a ProjectAdmin compose and send', () => {
    const html = renderFor(aUser({}));
    expect(html).toContain('Compose Message');
    expect(html).toContain('Send SMS');
    expect(html).toContain('Quick Templates');
    expect(html).toContain('The parents meeting is on Saturday at 10');
    // a receipt shows as such in the history, and the Receipts card is there
    expect(html).toContain('Receipt to a member or guardian');
    expect(html).toContain('Receipts');
  });

  it('shows an Auditor the messages and their delivery, with no form to send', () => {
    const html = renderFor(
      aUser({ username: 'auditor', role: 'Auditor', regionId: null, clusterId: null, projectId: null }),
    );
    expect(html).toContain('Recent Messages');
    expect(html).toContain('The parents meeting is on Saturday at 10');
    expect(html).toContain('Messages sent to parents and guardians, and their delivery');
    expect(html).not.toContain('Compose Message');
    expect(html).not.toContain('Send SMS');
    expect(html).not.toContain('Quick Templates');
  });
});
