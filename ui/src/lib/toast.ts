// antd's App.useApp alone: `App` itself would bring its dialogs and messages into the first load
import useApp from 'antd/es/app/useApp';
import { useMemo } from 'react';
import { t } from '@/i18n';
import { isApiError, isDatabaseUnavailable } from './api-client';

/** spec §9: one toast at a time, shown for 5000 ms. Passed to antd's <App notification={...}>. */
export const TOAST_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

export interface Toast {
  /** Success toast: title 'Success' (or the given title, e.g. 'Upload successful') with the description. */
  success: (description: string, title?: string) => void;
  /** Destructive toast with the given title (e.g. 'Error', 'Login failed'). */
  error: (title: string, description: string) => void;
}

/**
 * "server message or fallback": a refusal the server explained (4xx) reads as its answer, in words and
 * without the HTTP status ('Amount exceeds the outstanding amount'); a message the browser made itself (status 0, e.g. 'The
 * upload could not reach the server') as it is. A server failure (5xx) or a lost connection shows the
 * fallback: its text would only confuse, and the server never words its 5xx answers for people, except
 * the one saying its database is away for a moment ('The service cannot reach its database just now.
 * Please try again in a few seconds.'), which is shown as it is, since it tells what to do.
 */
export const failureText = (error: unknown, fallback: string): string => {
  if (isDatabaseUnavailable(error)) return error.text;
  if (!isApiError(error)) return fallback;
  if (error.status >= 400 && error.status < 500) return error.text;
  return error.status === 0 && error.text ? error.text : fallback;
};

/**
 * Where the specification fixes the text ('Failed to record saving'), it stays first and the server's
 * reason for a refusal follows it, so a facilitator learns why: 'Failed to record saving. The saving date
 * cannot be before the group was registered on 2026-01-15'. A server failure shows the text alone
 * (the database away: the text and the server's sentence).
 */
export const fixedFailureText = (error: unknown, fixed: string): string => {
  if (isDatabaseUnavailable(error)) return `${fixed}. ${error.text}`;
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return fixed;
  return `${fixed}. ${error.text}`;
};

export const useToast = (): Toast => {
  const { notification } = useApp();
  return useMemo(
    () => ({
      success: (description, title = t('Success')) =>
        notification.success({ title, description, role: 'status' }),
      error: (title, description) => notification.error({ title, description, role: 'alert' }),
    }),
    [notification],
  );
};
