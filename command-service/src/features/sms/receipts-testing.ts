import type { SmsQueued } from '@pm/domain';
import { allEvents } from '@pm/system/builders';
import type { System } from '@pm/system/system';

/** Helpers of the receipts spec. */

export type QueuedData = SmsQueued['data'];

/** The receipts and corrections queued so far, in log order. */
export const receiptsQueued = async (system: System): Promise<QueuedData[]> =>
  (await allEvents(system))
    .filter((e) => e.type === 'SmsQueued' && (e.data as QueuedData).kind !== undefined)
    .map((e) => e.data as QueuedData);

/** The queued receipts of one entry (kind, entry type and id). */
export const receiptsOf = async (
  system: System,
  kind: 'receipt' | 'correction',
  entryType: string,
  entryId: number,
): Promise<QueuedData[]> =>
  (await receiptsQueued(system)).filter(
    (r) => r.kind === kind && r.receiptOf?.entryType === entryType && r.receiptOf.entryId === entryId,
  );

/** Waits until `check` answers true (the receipts process follows the log asynchronously). */
export const eventually = async (what: string, check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

let children = 0;
/** A participant of KE0420 (KES 1,000 a month) whose guardian has the given number, with a fresh ID. */
export const aChild = (phone: string) => {
  children += 1;
  return {
    participantId: `KE0420-R${Date.now() % 100000}${children}`,
    firstName: 'Achieng',
    secondName: null,
    surname: 'Otieno',
    dateOfBirth: '2016-03-14',
    gender: 'Female',
    parentGuardianName: 'Mary Otieno',
    careGiverName: null,
    contactPhone: phone,
    gradeLevel: 'Grade 3',
    monthlyContribution: 1000,
    plannedExitDate: null,
  };
};
