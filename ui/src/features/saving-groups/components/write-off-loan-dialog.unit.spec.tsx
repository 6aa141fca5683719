import type { Actor } from '@pm/domain/access/policy';
import { writeOffLoanSchema } from '@pm/domain/saving-groups/lending-schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aLoan } from '../testing/builders';
import { mayWriteOff, WriteOffLoan } from './write-off-loan-dialog';

const admin: Actor = {
  userId: 1,
  username: 'pa.kakamega',
  role: 'ProjectAdmin',
  regionId: 1,
  clusterId: 2,
  projectId: 3,
};
const facilitator: Actor = { ...admin, userId: 7, username: 'facilitator', role: 'ChurchFacilitator' };
const today = '2026-11-26';

describe('writing a loan off', () => {
  it('is offered to a ProjectAdmin for an active loan past its due date with something owed', () => {
    const overdue = aLoan({ dueDate: '2026-05-01', amountPaid: 1000 });
    expect(mayWriteOff(admin, overdue, today)).toBe(true);
    expect(mayWriteOff(facilitator, overdue, today)).toBe(false);
    expect(mayWriteOff(null, overdue, today)).toBe(false);
    expect(mayWriteOff(admin, aLoan({ dueDate: '2026-12-01' }), today)).toBe(false);
    expect(mayWriteOff(admin, aLoan({ dueDate: today }), today)).toBe(false);
    expect(mayWriteOff(admin, aLoan({ status: 'defaulted' }), today)).toBe(false);
    expect(mayWriteOff(admin, aLoan({ status: 'completed', amountPaid: 3300 }), today)).toBe(false);
  });

  it('names the borrower on its button, and shows nothing where it is not offered', () => {
    const html = renderToStaticMarkup(<WriteOffLoan loan={aLoan()} actor={admin} today={today} />);
    expect(html).toContain('aria-label="Write off the loan of Jane Wanjiru"');
    expect(html).toContain('Write off');
    expect(renderToStaticMarkup(<WriteOffLoan loan={aLoan()} actor={facilitator} today={today} />)).toBe('');
  });

  it("checks the form with the server's own schema and messages", () => {
    expect(writeOffLoanSchema.safeParse({ writeOffDate: '2026-11-20', reason: 'Moved away' }).success).toBe(
      true,
    );
    const short = writeOffLoanSchema.safeParse({ writeOffDate: '2026-11-20', reason: 'Gone' });
    expect(short.error?.issues[0]?.message).toBe('Please give a reason of at least 5 characters');
    const date = writeOffLoanSchema.safeParse({ writeOffDate: '2026-02-30', reason: 'Moved away' });
    expect(date.error?.issues[0]?.message).toBe('writeOffDate must be a date (YYYY-MM-DD)');
  });
});
