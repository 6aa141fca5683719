import type { Actor } from '@pm/domain/access/policy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SMS_RECEIPTS_URL, type SmsReceiptSettings } from '../api/get-sms-receipts';
import { ReceiptSwitches, ReceiptsCard } from './receipts-card';

const admin: Actor = {
  userId: 1,
  username: 'project',
  role: 'ProjectAdmin',
  regionId: 1,
  clusterId: 2,
  projectId: 3,
};
const auditor: Actor = { ...admin, username: 'auditor', role: 'Auditor', projectId: null };

const aSettings = (overrides: Partial<SmsReceiptSettings> = {}): SmsReceiptSettings => ({
  projectId: 3,
  projectCode: 'KE0420',
  projectName: 'Kakamega Church',
  enabled: false,
  reminders: true,
  refused: 0,
  groups: [
    {
      groupId: 7,
      name: 'Upendo Women',
      enabled: true,
      reminders: false,
      refused: 2,
      membersWithoutPhone: [{ memberId: 11, memberName: 'Ruth Atieno', memberPhone: 'none' }],
    },
    {
      groupId: 8,
      name: 'Tumaini Youth',
      enabled: false,
      reminders: true,
      refused: 0,
      membersWithoutPhone: [],
    },
  ],
  ...overrides,
});

const switches = (props: Partial<Parameters<typeof ReceiptSwitches>[0]> = {}) =>
  renderToStaticMarkup(
    <ReceiptSwitches
      settings={[aSettings()]}
      canChangeProject
      canChangeGroups
      pending={false}
      onChange={() => {}}
      {...props}
    />,
  );

const switchOf = (html: string, name: string, kind: 'receipts' | 'reminders' = 'receipts') =>
  new RegExp(`<button[^>]*aria-label="SMS ${kind} for ${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the Receipts card', () => {
  it("labels a switch for the project's parents and one for each group, showing which are on", () => {
    const html = switches();
    expect(switchOf(html, 'KE0420')).toContain('aria-checked="false"');
    expect(switchOf(html, 'Upendo Women')).toContain('aria-checked="true"');
    expect(switchOf(html, 'Tumaini Youth')).toContain('aria-checked="false"');
    expect(html).toContain('Parents&#x27; payment receipts (KE0420)');
  });

  it('puts a reminders switch beside each receipts switch, each showing its own state', () => {
    const html = switches();
    expect(switchOf(html, 'KE0420', 'reminders')).toContain('aria-checked="true"');
    expect(switchOf(html, 'Upendo Women', 'reminders')).toContain('aria-checked="false"');
    expect(switchOf(html, 'Tumaini Youth', 'reminders')).toContain('aria-checked="true"');
    expect(html).toContain('Parents&#x27; contribution reminders (KE0420)');
    expect(html).toContain('Tumaini Youth: loan and meeting reminders');
    const locked = switches({ canChangeProject: false, canChangeGroups: false });
    for (const name of ['KE0420', 'Tumaini Youth'])
      expect(switchOf(locked, name, 'reminders')).toContain('disabled');
  });

  it('names the members of a group with receipts on who get none, and counts the receipts not sent', () => {
    const html = switches();
    expect(html).toContain('These members get no receipt');
    expect(html).toContain('Ruth Atieno (none)');
    expect(html).toContain('2 receipts not sent: no valid phone number');
    const off = switches({
      settings: [aSettings({ groups: [{ ...aSettings().groups[0]!, enabled: false }] })],
    });
    expect(off).not.toContain('Ruth Atieno');
  });

  it('disables the switches a user may not change', () => {
    const html = switches({ canChangeProject: false, canChangeGroups: false });
    for (const name of ['KE0420', 'Upendo Women']) expect(switchOf(html, name)).toContain('disabled');
    expect(switchOf(switches(), 'KE0420')).not.toContain('disabled');
  });

  it('reads the switches of the project in view; an Auditor sees them and changes none', () => {
    const render = (actor: Actor) => {
      const client = new QueryClient();
      client.setQueryData([SMS_RECEIPTS_URL, { projectId: 3 }], [aSettings()]);
      return renderToStaticMarkup(
        <QueryClientProvider client={client}>
          <ReceiptsCard actor={actor} projectId={3} />
        </QueryClientProvider>,
      );
    };
    const html = render(admin);
    expect(html).toContain('Receipts');
    expect(switchOf(html, 'Upendo Women')).not.toContain('disabled');
    expect(switchOf(render(auditor), 'Upendo Women')).toContain('disabled');
  });
});
