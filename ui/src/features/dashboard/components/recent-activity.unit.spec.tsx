import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { ACTIVITY_URL, type ActivityEntry } from '../api/get-activity';
import { activitySummary } from './dashboard-format';
import { RecentActivity } from './recent-activity';

const line = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  position: '9',
  type: 'PaymentRecorded',
  summary: 'Payment of KES 500.00 recorded for KE0420-101 (2026-11)',
  summaryKey: 'Payment of {{amount}} recorded for {{label}}',
  summaryParams: { amount: 'KES 500.00', label: 'KE0420-101 (2026-11)' },
  actor: { kind: 'user', userId: 5, username: 'ruth', role: 'ProjectAdmin' },
  occurredAt: '2026-11-21T09:30:00.000Z',
  streamId: 'contribution-3',
  ...overrides,
});

const groupLine = line({
  position: '10',
  type: 'GroupStatusChanged',
  summary: 'Saving group Umoja is now Inactive',
  summaryKey: 'Saving group {{name}} is now Inactive',
  summaryParams: { name: 'Umoja' },
  streamId: 'group-4',
});

/** The card as the dashboard shows it, its feed already fetched. */
const render = (entries: ActivityEntry[]) => {
  const client = new QueryClient();
  client.setQueryData([ACTIVITY_URL, { projectId: undefined, limit: 10 }], entries);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RecentActivity />
    </QueryClientProvider>,
  );
};

describe('Recent Activity', () => {
  afterAll(() => changeLanguage('en'));

  it('shows the English lines in English', () => {
    const html = render([groupLine, line()]);
    expect(html).toContain('Saving group Umoja is now Inactive');
    expect(html).toContain('Payment of KES 500.00 recorded for KE0420-101 (2026-11)');
  });

  it("shows each line in Kiswahili by its template and values, as the server's messages", async () => {
    await changeLanguage('sw');
    const html = render([groupLine, line()]);
    expect(html).toContain('Shughuli za Hivi Karibuni');
    expect(html).toContain('Kikundi cha akiba Umoja sasa si hai');
    expect(html).toContain('Malipo ya KES 500.00 yamerekodiwa kwa KE0420-101 (2026-11)');
    expect(html).not.toContain('Payment of');
  });

  it('falls back to the English line when its template is unknown or missing', async () => {
    await changeLanguage('sw');
    expect(
      activitySummary(line({ summary: 'Something new happened', summaryKey: 'Something {{what}} happened' })),
    ).toBe('Something new happened');
    expect(activitySummary({ summary: 'Payment of KES 1.00 recorded for a contribution' })).toBe(
      'Payment of KES 1.00 recorded for a contribution',
    );
  });
});
