import { useEffect, useState } from 'react';
import type { RunLine } from './meeting-run-format';

/**
 * What was typed into the one-pass meeting form, kept in this browser until the meeting is recorded or
 * kept for sync: a reload, a closed tab or a phone that ran out of battery loses nothing. Keyed by user and
 * meeting, so another user of the phone never sees it.
 */
const draftKey = (userId: number, meetingId: number) => `meeting-draft-${userId}-${meetingId}`;

const isLine = (value: unknown): value is RunLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { memberId?: unknown }).memberId === 'number' &&
  typeof (value as { present?: unknown }).present === 'boolean';

/** The lines kept for this meeting; none when nothing was kept or what was kept is not a draft. */
export const readDraft = (storage: Storage, userId: number, meetingId: number): RunLine[] => {
  try {
    const kept: unknown = JSON.parse(storage.getItem(draftKey(userId, meetingId)) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isLine) : [];
  } catch {
    return [];
  }
};

const isTyped = (line: RunLine): boolean =>
  line.present ||
  [line.saving, line.repayment, line.penalty, line.emergency].some((amount) => amount !== null) ||
  line.penaltyReason !== '';

/**
 * The members as they are now, each with what was typed for them: a refresh of the members (a sync that
 * just finished, a member added) keeps every typed line; the member's name and active loan are the fresh ones.
 */
export const mergeDraft = (blank: readonly RunLine[], typed: readonly RunLine[]): RunLine[] =>
  blank.map((line) => {
    const kept = typed.find((candidate) => candidate.memberId === line.memberId);
    return kept ? { ...kept, memberName: line.memberName, loanId: line.loanId } : line;
  });

/** The form's lines, kept as they are typed; `clear` starts afresh (after recording or keeping for sync). */
export const useMeetingDraft = (userId: number, meetingId: number | null, blank: readonly RunLine[]) => {
  const [lines, setLines] = useState<RunLine[]>([]);
  useEffect(() => {
    setLines((current) =>
      mergeDraft(
        blank,
        current.length > 0 || meetingId === null ? current : readDraft(localStorage, userId, meetingId),
      ),
    );
  }, [blank, userId, meetingId]);
  useEffect(() => {
    // before the members have loaded there is no form yet, and a kept draft must not be removed
    if (meetingId === null || lines.length === 0) return;
    if (lines.some(isTyped)) localStorage.setItem(draftKey(userId, meetingId), JSON.stringify(lines));
    else localStorage.removeItem(draftKey(userId, meetingId));
  }, [lines, userId, meetingId]);
  const clear = () => {
    if (meetingId !== null) localStorage.removeItem(draftKey(userId, meetingId));
    setLines([...blank]);
  };
  return { lines, setLines, clear };
};
