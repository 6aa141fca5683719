import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { REVERSALS, type ReversalKind, reverseUrl } from '../components/reversal';
import { invalidateAfterMinistryWrite } from './invalidate';

export interface ReverseEntryVariables {
  readonly id: number;
  readonly reason: string;
}

/** POST /api/group-savings/12/reverse {reason}: 200 {position}. */
export const sendReversal = (
  kind: ReversalKind,
  { id, reason }: ReverseEntryVariables,
): Promise<CommandResult> => apiSend<CommandResult>('POST', reverseUrl(kind, id), { reason });

/**
 * POST {list}/{id}/reverse with the reason: 'Saving reversed', or 'Failed to reverse saving. This
 * saving has already been reversed'. Every ministry read refetches (the lists, the totals, the loan fund),
 * and the histories in `streams` (group-12, loan-4, emergency-fund-2).
 */
export const useReverseEntry = (
  kind: ReversalKind,
  streams: readonly string[],
  callbacks: CommandCallbacks = {},
) =>
  useCommand<ReverseEntryVariables, CommandResult>({
    ...callbacks,
    mutationFn: (variables) => sendReversal(kind, variables),
    // the texts are marked in reversal.ts
    success: t(REVERSALS[kind].success),
    failure: t(REVERSALS[kind].failure),
    failureText: 'fixed',
    invalidate: (client) => invalidateAfterMinistryWrite(client, streams),
  });
