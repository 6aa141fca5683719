import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n';
import { isApiError } from './api-client';
import { failureText, fixedFailureText, useToast } from './toast';

/** What a dialog passes to a command's hook: close on success, show the fields the server refused. */
export interface CommandCallbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

type Text<V, R> = string | ((variables: V, result: R) => string);

export interface CommandOptions<V, R> extends CommandCallbacks {
  readonly mutationFn: (variables: V) => Promise<R>;
  /** The success toast's description (spec: error catalogue), e.g. 'Saving recorded successfully'; none when absent. */
  readonly success?: Text<V, R>;
  /** The success toast's title; 'Success' by default. */
  readonly successTitle?: string;
  /** The error toast's fallback description, e.g. 'Failed to record saving'. */
  readonly failure: string | ((variables: V) => string);
  /** The error toast's title; 'Error' by default. */
  readonly failureTitle?: string;
  /**
   * 'server' (the default): the server's answer to a refusal replaces the fallback (spec: error catalogue "server message
   * or fallback"); 'fixed': the specification's fixed text, followed by the server's reason for a refusal;
   * 'message': the error's own message always (spec: error catalogue's session toasts).
   */
  readonly failureText?: 'server' | 'fixed' | 'message';
  /** After the success toast: refetch what the write changed (the read carries X-Min-Position). */
  readonly invalidate?: (client: QueryClient, variables: V, result: R) => Promise<void> | void;
}

const textOf = <V, R>(text: Text<V, R>, variables: V, result: R): string =>
  typeof text === 'string' ? text : text(variables, result);

/**
 * A command of the UI: the mutation, its toasts and the queries it invalidates, in one place. The toasts'
 * texts come from the specification; the dialog's own callbacks run after the toast.
 */
export const useCommand = <V, R>(options: CommandOptions<V, R>) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation<R, Error, V>({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      if (options.success !== undefined)
        toast.success(textOf(options.success, variables, result), options.successTitle);
      options.onSuccess?.();
      await options.invalidate?.(client, variables, result);
    },
    onError: (error, variables) => {
      const fallback = typeof options.failure === 'string' ? options.failure : options.failure(variables);
      const description =
        options.failureText === 'fixed'
          ? fixedFailureText(error, fallback)
          : options.failureText === 'message'
            ? // the server's words without the HTTP status (the status stays in the network answer)
              (isApiError(error) ? error.text : error.message) || fallback
            : failureText(error, fallback);
      toast.error(options.failureTitle ?? t('Error'), description);
      options.onError?.(error);
    },
  });
};
