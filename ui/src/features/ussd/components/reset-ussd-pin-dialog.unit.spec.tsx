import { resetUssdPinSchema } from '@pm/domain/api/ussd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Participant } from '@/features/participants';
import { ManageActions } from '@/features/participants/components/participant-actions';
import { MemberCards } from '@/features/saving-groups/components/member-cards';
import { MembersTable } from '@/features/saving-groups/components/members-table';
import { aMember } from '@/features/saving-groups/testing/builders';
import { ApiError } from '@/lib/api-client';
import { needsNewKey, resetUssdPin, USSD_PIN_RESETS_URL } from '../api/reset-ussd-pin';
import { PinResetIntro, ResetUssdPinButton } from './reset-ussd-pin-dialog';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

const holder = { name: 'Agnes Wekesa, guardian of Brian Wekesa', phone: '+254710000000' };

describe('the Reset USSD PIN dialog', () => {
  it('names the person and their number, and says what the reset does', () => {
    const html = renderToStaticMarkup(<PinResetIntro holder={holder} />);
    expect(html).toContain(
      'The USSD PIN of Agnes Wekesa, guardian of Brian Wekesa (+254710000000) will be reset.',
    );
    expect(html).toContain(
      'They will get a new code by SMS the next time they dial, and choose a new PIN. A lock after wrong PINs is lifted too.',
    );
  });

  it('opens from a button named for the row, with the dialog mounted only once opened', () => {
    const html = render(<ResetUssdPinButton holder={holder} subject="KE0420-001" />);
    expect(html).toContain('aria-label="Reset USSD PIN of KE0420-001"');
    expect(html).not.toContain('reset-ussd-pin_reason');
    expect(render(<ResetUssdPinButton holder={holder} />)).toContain(
      'aria-label="Reset USSD PIN of Agnes Wekesa, guardian of Brian Wekesa"',
    );
  });

  it("requires the server's reason: 3 to 500 characters", () => {
    const reason = resetUssdPinSchema.pick({ reason: true });
    expect(reason.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(
      'Please give a reason of at least 3 characters',
    );
    expect(reason.safeParse({ reason: '  ab ' }).success).toBe(false);
    expect(reason.safeParse({ reason: 'Forgot the PIN' }).success).toBe(true);
    expect(reason.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('the Idempotency-Key of one opening', () => {
  it('is renewed after a refusal, which reset nothing', () => {
    for (const status of [400, 403, 404, 409, 422])
      expect(needsNewKey(new ApiError(status, 'refused'))).toBe(true);
  });

  it('is kept after a lost answer or a server failure, when the reset may have been done', () => {
    expect(needsNewKey(new TypeError('Failed to fetch'))).toBe(false);
    for (const status of [500, 502, 503]) expect(needsNewKey(new ApiError(status, 'failed'))).toBe(false);
  });
});

describe('sending a reset', () => {
  const sent: { url: string; init: RequestInit }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ phone: '+2547******00', position: '12' }), { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the number and the reason with the Idempotency-Key, and answers the masked number', async () => {
    const answer = await resetUssdPin({
      phone: '0710 000 000',
      reason: 'Forgot the PIN',
      idempotencyKey: 'key-1',
    });
    expect(answer).toEqual({ phone: '+2547******00', position: '12' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(USSD_PIN_RESETS_URL);
    expect(sent[0]?.init.method).toBe('POST');
    expect(new Headers(sent[0]?.init.headers).get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      phone: '0710 000 000',
      reason: 'Forgot the PIN',
    });
  });
});

const aChild = (overrides: Partial<Participant> = {}): Participant => ({
  id: 1,
  participantId: 'KE0420-001',
  firstName: 'Brian',
  secondName: null,
  surname: 'Wekesa',
  fullName: 'Brian Wekesa',
  dateOfBirth: '2014-03-12',
  age: 12,
  ageGroup: '12-14',
  gender: 'Male',
  parentGuardianName: 'Agnes Wekesa',
  careGiverName: null,
  contactPhone: '+254710000000',
  gradeLevel: 'Grade 6',
  projectId: 1,
  projectCode: 'KE0420',
  projectName: 'Kakamega Central',
  monthlyContribution: 500,
  plannedExitDate: null,
  isActive: true,
  inactivatedAt: null,
  inactivationReason: null,
  erased: false,
  createdAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

describe('where Reset USSD PIN is offered', () => {
  const actions = (participant: Participant, canResetPin: boolean) =>
    render(
      <ManageActions
        participant={participant}
        canManage={false}
        canErase={false}
        canResetPin={canResetPin}
        onEdit={() => undefined}
        onInactivate={() => undefined}
      />,
    );

  it("on a child's row with a contact phone, to those who record payments", () => {
    expect(actions(aChild(), true)).toContain('aria-label="Reset USSD PIN of KE0420-001"');
    expect(actions(aChild(), false)).not.toContain('Reset USSD PIN');
    expect(actions(aChild({ contactPhone: null }), true)).not.toContain('Reset USSD PIN');
    expect(actions(aChild({ contactPhone: '  ' }), true)).not.toContain('Reset USSD PIN');
    expect(actions(aChild({ erased: true }), true)).not.toContain('Reset USSD PIN');
  });

  it("on a current member's row and card, to those who manage the group", () => {
    const members = [
      aMember({ memberName: 'Jane Wanjiru' }),
      aMember({ id: 2, memberName: 'Former One', leftAt: '2026-02-01T08:00:00.000Z', isActive: false }),
    ];
    const table = render(<MembersTable members={members} loading={false} canManage />);
    expect(table).toContain('aria-label="Reset USSD PIN of Jane Wanjiru"');
    expect(table).not.toContain('Reset USSD PIN of Former One');
    expect(render(<MembersTable members={members} loading={false} canManage={false} />)).not.toContain(
      'Reset USSD PIN',
    );
    const cards = render(<MemberCards members={members} loading={false} canManage emptyText="None" />);
    expect(cards).toContain('aria-label="Reset USSD PIN of Jane Wanjiru"');
    expect(
      render(<MemberCards members={members} loading={false} canManage={false} emptyText="None" />),
    ).not.toContain('Reset USSD PIN');
    expect(
      render(<MembersTable members={[aMember({ memberPhone: '' })]} loading={false} canManage />),
    ).not.toContain('Reset USSD PIN');
  });
});
