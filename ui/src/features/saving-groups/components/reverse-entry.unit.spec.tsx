import type { Actor } from '@pm/domain/access/policy';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { aFeePayment, aPenalty, aSaving } from '../testing/builders';
import { EntryAmount, ReversedTag, ReverseEntry } from './reverse-entry';
import { SavingsTable } from './savings-table';

const admin: Actor = {
  userId: 1,
  username: 'pa.kakamega',
  role: 'ProjectAdmin',
  regionId: 1,
  clusterId: 2,
  projectId: 3,
};
const facilitator: Actor = { ...admin, userId: 7, username: 'facilitator', role: 'ChurchFacilitator' };
const reversal = {
  reason: 'Recorded twice',
  reversedBy: 'pa.kakamega',
  reversedAt: '2026-11-26T07:30:00.000Z',
};

describe('a reversed entry', () => {
  it('shows its amount struck through with a Reversed tag naming the reason and who reversed it', () => {
    const html = renderToStaticMarkup(<EntryAmount amount={200} reversal={reversal} />);
    expect(html).toContain('<del>KES 200.00</del>');
    expect(html).toContain('Reversed');
    expect(html).toMatch(/title="Reversed by pa\.kakamega on [^"]*\. Reason: Recorded twice"/);
    // screen readers hear the reason too, not only the tooltip
    expect(html).toMatch(/class="visually-hidden">\. Reversed by pa\.kakamega .*Reason: Recorded twice</);
  });

  it('shows a plain amount while not reversed', () => {
    expect(renderToStaticMarkup(<EntryAmount amount={200} reversal={null} />)).toBe('KES 200.00');
  });

  it('stays in the savings list, without a Reverse action', () => {
    const html = renderToStaticMarkup(
      <SavingsTable
        savings={[
          aSaving({ id: 1, memberName: 'Jane Wanjiru', amount: 200 }),
          aSaving({ id: 2, memberName: 'Mary Achieng', amount: 500, reversal }),
        ]}
        loading={false}
        actor={admin}
      />,
    );
    expect(html).toContain('Mary Achieng');
    expect(html).toContain('<del>KES 500.00</del>');
    expect(html).toContain('aria-label="Reverse the saving of Jane Wanjiru"');
    expect(html).not.toContain('aria-label="Reverse the saving of Mary Achieng"');
  });

  it('renders the tag alone as well', () => {
    expect(renderToStaticMarkup(<ReversedTag reversal={reversal} />)).toContain('Reversed');
  });
});

describe('the Reverse action', () => {
  const render = (
    actor: Actor | null,
    row = aPenalty({ recordedBy: 'facilitator', createdAt: new Date().toISOString() }),
  ) =>
    renderToStaticMarkup(
      <ReverseEntry
        kind="penalty"
        row={row}
        actor={actor}
        summary={{ who: 'Jane Wanjiru', amount: 50, date: '2026-11-26' }}
        streams={['group-1']}
      />,
    );

  it('is a named button for a facilitator on their own entry of today', () => {
    expect(render(facilitator)).toMatch(
      /<button[^>]*aria-label="Reverse the penalty of Jane Wanjiru"[^>]*>.*Reverse/,
    );
  });

  it('is absent for an entry of another facilitator, of an earlier day, or already reversed', () => {
    expect(
      render(facilitator, aPenalty({ recordedBy: 'another', createdAt: new Date().toISOString() })),
    ).toBe('');
    expect(
      render(facilitator, aPenalty({ recordedBy: 'facilitator', createdAt: '2026-01-05T06:00:00.000Z' })),
    ).toBe('');
    expect(render(admin, aPenalty({ reversal }))).toBe('');
    expect(render(null)).toBe('');
  });

  it('is offered to an administrator on any day', () => {
    expect(
      render(admin, aPenalty({ recordedBy: 'another', createdAt: '2026-01-05T06:00:00.000Z' })),
    ).toContain('Reverse the penalty of Jane Wanjiru');
  });
});

const apiSend = vi.hoisted(() => vi.fn(async () => ({ position: '42' })));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiSend,
}));

describe('sending a reversal', () => {
  it('posts the reason to the reverse route of the entry', async () => {
    const { sendReversal } = await import('../api/reverse-entry');
    await sendReversal('feePayment', { id: aFeePayment({ id: 9 }).id, reason: 'Wrong member' });
    expect(apiSend).toHaveBeenCalledWith('POST', '/api/member-registration-fee-payments/9/reverse', {
      reason: 'Wrong member',
    });
    await sendReversal('emergencyContribution', { id: 4, reason: 'Recorded twice' });
    expect(apiSend).toHaveBeenLastCalledWith('POST', '/api/emergency-contributions/4/reverse', {
      reason: 'Recorded twice',
    });
  });
});
