import { describe, expect, it } from 'vitest';
import { mergeDraft, readDraft } from './meeting-draft';
import { blankLine, type RunLine } from './meeting-run-format';

const line = (memberId: number, patch: Partial<RunLine> = {}): RunLine => ({
  ...blankLine(memberId, `Member ${memberId}`),
  ...patch,
});

/** A Storage holding one value under every key (what readDraft is given). */
const storageWith = (value: string | null): Storage => ({ getItem: () => value }) as unknown as Storage;

describe('the meeting draft', () => {
  it('keeps what was typed for each member still active, with the fresh name and loan', () => {
    const typed = [line(1, { present: true, saving: 200, loanId: 7 }), line(2, { repayment: 50 }), line(9)];
    const fresh = [line(1, { memberName: 'Jane Auma', loanId: null }), line(2), line(3)];
    expect(mergeDraft(fresh, typed)).toEqual([
      line(1, { memberName: 'Jane Auma', present: true, saving: 200, loanId: null }),
      line(2, { repayment: 50 }),
      line(3),
    ]);
  });

  it('reads a kept draft, and nothing from a missing or damaged one', () => {
    const kept = [line(1, { present: true })];
    expect(readDraft(storageWith(JSON.stringify(kept)), 4, 5)).toEqual(kept);
    expect(readDraft(storageWith(null), 4, 5)).toEqual([]);
    expect(readDraft(storageWith('{not json'), 4, 5)).toEqual([]);
    expect(readDraft(storageWith('{"memberId":1}'), 4, 5)).toEqual([]);
    expect(readDraft(storageWith('[{"memberId":"1","present":true},null]'), 4, 5)).toEqual([]);
  });
});
