import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiSend, type CommandResult } from '@/lib/api-client';
import type { RunRequest } from '../components/meeting-run-format';
import { invalidateAfterMinistryWrite } from './invalidate';

const storageKey = (meetingId: number) => `meeting-run-${meetingId}`;

/**
 * The submission id of a meeting's form: the same until the submission succeeds, so the requests sent
 * again after a dropped connection carry the keys of the first attempt and the server records them once.
 */
export const submissionIdOf = (meetingId: number): string => {
  const known = window.sessionStorage.getItem(storageKey(meetingId));
  if (known) return known;
  const fresh = crypto.randomUUID();
  window.sessionStorage.setItem(storageKey(meetingId), fresh);
  return fresh;
};

export interface RunProgress {
  readonly done: number;
  readonly total: number;
  readonly failed: { readonly label: string; readonly message: string } | null;
}

/** Sends a submission's requests one by one with their keys, reporting progress; stops at the first refusal. */
export const useSubmitMeeting = (meetingId: number, streams: readonly string[]) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const submit = async (requests: readonly RunRequest[]): Promise<boolean> => {
    const ids = new Map<string, number>();
    setProgress({ done: 0, total: requests.length, failed: null });
    try {
      for (const [index, request] of requests.entries()) {
        const owner = request.paysPenaltyOf ? ids.get(request.paysPenaltyOf) : undefined;
        const url = owner === undefined ? request.url : request.url.replace('{id}', String(owner));
        try {
          const result = await apiSend<CommandResult>('POST', url, request.body, {
            headers: { 'Idempotency-Key': request.key },
          });
          ids.set(request.key, result.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          setProgress({ done: index, total: requests.length, failed: { label: request.label, message } });
          return false;
        }
        setProgress({ done: index + 1, total: requests.length, failed: null });
      }
      window.sessionStorage.removeItem(storageKey(meetingId));
      return true;
    } finally {
      await invalidateAfterMinistryWrite(client, streams);
    }
  };
  return { submit, progress };
};
