import { describe, expect, it } from 'vitest';
import { countsByStatus } from '../api/get-mobile-payments';
import { aMobilePayment, anAssignedPayment } from '../testing';
import { assignEffectText } from './assign-dialog';
import { childOptionLabel } from './child-field';
import {
  childText,
  countText,
  decidedText,
  filterLabel,
  paymentName,
  projectText,
  statusColor,
  statusLabel,
  unmatchedReasonText,
} from './mobile-payment-format';
import { columnsNeeded } from './mobile-payments-table';
import { tabText } from './status-tabs';

describe('the M-Pesa payments texts', () => {
  it('names every status, and the filters with Unmatched first and All last', () => {
    expect(statusLabel('unmatched')).toBe('Unmatched');
    expect(statusLabel('refund')).toBe('Marked for refund');
    expect(filterLabel('refund')).toBe('Refund');
    expect(filterLabel('all')).toBe('All');
    expect(
      new Set(['unmatched', 'matched', 'assigned', 'refund'].map((s) => statusColor(s as never))).size,
    ).toBe(4);
  });

  it('says why a payment did not match, and keeps saying it once decided', () => {
    expect(unmatchedReasonText(aMobilePayment())).toBe('No child has this participant ID');
    expect(unmatchedReasonText(aMobilePayment({ unmatchedReason: 'deleted-child' }))).toBe(
      'The child was deleted from the register',
    );
    expect(unmatchedReasonText(anAssignedPayment())).toBe('No child has this participant ID');
    expect(unmatchedReasonText(aMobilePayment({ status: 'matched', unmatchedReason: null }))).toBeNull();
  });

  it('names the child a payment paid by participant ID and name, and none when unread or unpaid', () => {
    expect(childText(anAssignedPayment())).toBe('KE0420-101 · Amani Otieno');
    expect(childText(anAssignedPayment({ participantName: null }))).toBe('KE0420-101');
    expect(childText(aMobilePayment())).toBeNull();
  });

  it('says who decided and when, and nothing before a decision', () => {
    expect(decidedText(anAssignedPayment())).toMatch(/^project, Mar 02, 2026 \d\d:\d\d:\d\d$/);
    expect(decidedText(aMobilePayment())).toBeNull();
  });

  it('lists a payment whose reference named no project for the national staff', () => {
    expect(projectText(aMobilePayment())).toBe('KE0420');
    expect(projectText(aMobilePayment({ projectId: null, projectCode: null }))).toBe(
      'No project (national staff)',
    );
  });

  it('names a payment by its amount and receipt', () => {
    expect(paymentName(aMobilePayment(), 'KES 500.00')).toBe('KES 500.00, receipt QAB12CD34E');
  });

  it('offers a child by participant ID, name and project, marking one no longer active', () => {
    const child = { participantId: 'KE0420-101', fullName: 'Amani Otieno', projectCode: 'KE0420' };
    expect(childOptionLabel({ ...child, isActive: true })).toBe('KE0420-101 Amani Otieno (KE0420)');
    expect(childOptionLabel({ ...child, isActive: false })).toBe(
      'KE0420-101 Amani Otieno (KE0420) · inactive',
    );
  });

  it('says what an assignment does with the money, naming the child once chosen', () => {
    expect(assignEffectText('KES 500.00', null)).toBe(
      "The payment pays the child's oldest outstanding months first; the rest becomes the child's credit.",
    );
    expect(assignEffectText('KES 500.00', 'KE0420-101 Amani Otieno (KE0420)')).toBe(
      "KES 500.00 pays the oldest outstanding months of KE0420-101 Amani Otieno (KE0420) first; the rest becomes the child's credit.",
    );
  });
});

describe('the status counts', () => {
  it('writes a count grouped, and one the server stopped counting as "at least"', () => {
    expect(countText({ total: 1204, atLeast: false })).toBe('1,204');
    expect(countText({ total: 201, atLeast: true })).toBe('201+');
    expect(tabText('unmatched', { total: 3, atLeast: false })).toBe('Unmatched (3)');
    expect(tabText('matched', undefined)).toBe('Matched');
  });

  it('adds the four statuses up for All, only once all four are known', () => {
    const three = { total: 3, atLeast: false };
    expect(countsByStatus([three, three, undefined, three])).toEqual({
      unmatched: three,
      matched: three,
      refund: three,
    });
    expect(countsByStatus([three, { total: 201, atLeast: true }, three, three]).all).toEqual({
      total: 210,
      atLeast: true,
    });
    expect(countsByStatus([three, three, three, { total: 0, atLeast: false }]).all).toEqual({
      total: 9,
      atLeast: false,
    });
  });
});

describe('the table', () => {
  it('has a child, a decision and an actions column only when a row needs one', () => {
    expect(columnsNeeded([aMobilePayment()])).toEqual({ child: false, decision: false, actions: true });
    expect(columnsNeeded([anAssignedPayment()])).toEqual({ child: true, decision: true, actions: false });
    expect(
      columnsNeeded([aMobilePayment({ status: 'matched', unmatchedReason: null, mayDecide: false })]),
    ).toEqual({ child: true, decision: false, actions: false });
    expect(
      columnsNeeded([aMobilePayment({ status: 'refund', reason: 'Wrong paybill', decidedBy: 'project' })])
        .child,
    ).toBe(false);
  });
});
