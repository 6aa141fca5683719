import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import NotificationList, { type Line, lineTexts } from './notification-list';

/** Lines as GET /api/notifications answers them: English, with the template and values of each. */
const reversal: Line = {
  key: 'paymentReversed-41',
  kind: 'paymentReversed',
  title: 'Payment reversed',
  description: 'Payment of KES 500.00 reversed for KE0420-101 (2026-11)',
  descriptionKey: 'Payment of {{amount}} reversed for {{label}}',
  descriptionParams: { amount: 'KES 500.00', label: 'KE0420-101 (2026-11)' },
  at: '2026-11-21T09:30:00.000Z',
  link: '/contributions',
};
const request: Line = {
  key: 'emergencyRequest-7',
  kind: 'emergencyRequest',
  title: 'Emergency request waiting for your decision',
  description: 'Umoja: KES 1,000.00 requested by facilitator',
  descriptionKey: '{{group}}: {{amount}} requested by {{requestedBy}}',
  descriptionParams: { group: 'Umoja', amount: 'KES 1,000.00', requestedBy: 'facilitator' },
  at: '2026-11-21T10:00:00.000Z',
  link: '/emergency-fund',
};

const render = (lines: Line[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NotificationList lines={lines} seen={new Set()} onFollow={() => {}} />
    </MemoryRouter>,
  );

describe("the bell's lines", () => {
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('read as the server wrote them in English', () => {
    expect(lineTexts(request)).toEqual({
      title: 'Emergency request waiting for your decision',
      description: 'Umoja: KES 1,000.00 requested by facilitator',
    });
  });

  it('read in Kiswahili from their keys and values, the names and amounts kept', async () => {
    await changeLanguage('sw');
    expect(lineTexts(reversal)).toEqual({
      title: 'Malipo yamebatilishwa',
      description: 'Malipo ya KES 500.00 yamebatilishwa kwa KE0420-101 (2026-11)',
    });
    const html = render([reversal, request]);
    expect(html).toContain('Ombi la dharura linasubiri uamuzi wako');
    expect(html).toContain('Umoja: KES 1,000.00 zimeombwa na facilitator');
    expect(html).not.toContain('requested by');
    expect(html).not.toContain('Payment reversed');
  });

  it('keep a line the browser worded itself (a failing read model) as it is', async () => {
    await changeLanguage('sw');
    const failing: Line = {
      key: 'readModel-activity-x',
      kind: 'readModelFailing',
      title: 'Modeli ya kusoma "activity" inashindwa',
      description: 'Tangu jana',
      at: '2026-11-21T10:00:00.000Z',
      link: '',
    };
    expect(lineTexts(failing)).toEqual({ title: failing.title, description: failing.description });
  });
});
