import { App } from 'antd';
import { useMemo } from 'react';

/** spec §9: one toast at a time, shown for 5000 ms. Passed to antd's <App notification={...}>. */
export const TOAST_CONFIG = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

export interface Toast {
  /** Success toast: title 'Success' (or the given title, e.g. 'Upload successful') with the description. */
  success: (description: string, title?: string) => void;
  /** Destructive toast with the given title (e.g. 'Error', 'Login failed'). */
  error: (title: string, description: string) => void;
}

/** The error's message when it has one, else the fallback (spec §8: "server message or fallback"). */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

export const useToast = (): Toast => {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (description, title = 'Success') =>
        notification.success({ title, description, role: 'status' }),
      error: (title, description) => notification.error({ title, description, role: 'alert' }),
    }),
    [notification],
  );
};
