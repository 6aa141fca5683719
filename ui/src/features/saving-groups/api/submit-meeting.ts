import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { enqueue, isNetworkFailure, isOffline } from '@/offline/queue';
import type { NewCommand } from '@/offline/queue-types';
import type { RunRequest } from '../components/meeting-run-format';
import { invalidateAfterMinistryWrite } from './invalidate';

const storageKey = (meetingId: number) => `meeting-run-${meetingId}`;

/**
 * The submission id of a meeting's form: the same until the submission succeeds (or is kept on the phone),
 * so the requests sent again after a refusal carry the keys of the first attempt and the server records
 * them once.
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

/** How a submission ended: all stored, kept on the phone to be sent later, or stopped at a refusal. */
export type RunOutcome = 'recorded' | 'queued' | 'refused';

/**
 * The requests not yet sent, as the phone's queue keeps them: a penalty's payment names the penalty's id
 * when it is already known, else it waits for the penalty's answer in the queue.
 */
export const toQueued = (requests: readonly RunRequest[], ids: ReadonlyMap<string, number>): NewCommand[] =>
  requests.map((request) => {
    const owner = request.paysPenaltyOf === undefined ? undefined : ids.get(request.paysPenaltyOf);
    return {
      key: request.key,
      method: 'POST',
      url: owner === undefined ? request.url : request.url.replace('{id}', String(owner)),
      body: request.body,
      label: request.label,
      ...(request.paysPenaltyOf !== undefined && owner === undefined
        ? { dependsOn: request.paysPenaltyOf }
        : {}),
    };
  });

/**
 * Sends a submission's requests one by one with their keys, reporting progress; stops at the first refusal.
 * With no connection, or when it drops before an answer, what is not yet sent is kept on the phone with
 * the same keys and sent when the connection returns.
 */
export const useSubmitMeeting = (meetingId: number, streams: readonly string[]) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const keep = async (requests: readonly RunRequest[], ids: ReadonlyMap<string, number>) => {
    await enqueue(toQueued(requests, ids));
    window.sessionStorage.removeItem(storageKey(meetingId));
    setProgress(null);
    return 'queued' as const;
  };
  const submit = async (requests: readonly RunRequest[]): Promise<RunOutcome> => {
    const ids = new Map<string, number>();
    if (isOffline()) return keep(requests, ids);
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
          if (isNetworkFailure(error)) return await keep(requests.slice(index), ids);
          const message = error instanceof Error ? error.message : String(error);
          setProgress({ done: index, total: requests.length, failed: { label: request.label, message } });
          return 'refused';
        }
        setProgress({ done: index + 1, total: requests.length, failed: null });
      }
      window.sessionStorage.removeItem(storageKey(meetingId));
      return 'recorded';
    } finally {
      await invalidateAfterMinistryWrite(client, streams);
    }
  };
  return { submit, progress };
};
