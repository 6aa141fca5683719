import type { MobilePayment } from './api/get-mobile-payments';

/** An unmatched paybill payment of KES 500 whose reference names no child, as the list answers it. */
export const aMobilePayment = (overrides: Partial<MobilePayment> = {}): MobilePayment => ({
  receipt: 'QAB12CD34E',
  amount: 500,
  reference: 'KE0420-1O1',
  paidAt: '2026-03-02T07:15:00.000Z',
  channel: 'paybill',
  status: 'unmatched',
  unmatchedReason: 'unknown-reference',
  projectId: 3,
  projectCode: 'KE0420',
  participantId: null,
  participantCode: null,
  participantName: null,
  reason: null,
  decidedBy: null,
  decidedAt: null,
  mayDecide: true,
  ...overrides,
});

/** The same payment once staff assigned it to Amani Otieno (KE0420-101). */
export const anAssignedPayment = (overrides: Partial<MobilePayment> = {}): MobilePayment =>
  aMobilePayment({
    status: 'assigned',
    participantId: 41,
    participantCode: 'KE0420-101',
    participantName: 'Amani Otieno',
    reason: 'The parent typed the letter O for a zero',
    decidedBy: 'project',
    decidedAt: '2026-03-02T09:00:00.000Z',
    mayDecide: false,
    ...overrides,
  });
