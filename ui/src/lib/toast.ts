// antd's App.useApp alone: `App` itself would bring its dialogs and messages into the first load
import useApp from 'antd/es/app/useApp';
import type {
  JointContent,
  ArgsProps as MessageArgs,
  MessageInstance,
  MessageType,
  NoticeType,
} from 'antd/es/message/interface';
import type { NotificationInstance, NotificationPlacement } from 'antd/es/notification/interface';
import { createContext, isValidElement, useContext, useMemo } from 'react';
import { t } from '@/i18n';
import { isApiError, isDatabaseUnavailable } from './api-client';

/** The sticky header's height (styles.css `.pm-header`): a toast on top sits just below it. */
const HEADER_HEIGHT = 64;

/**
 * spec: limits: one toast at a time, shown for 5000 ms. Passed to the app's one toast holder (providers.tsx).
 * It closes on its own even under the pointer (`pauseOnHover: false`). Where (docs/behaviour.md, "Toasts"):
 * from a tablet up at the top centre just below the header, between the page's heading (left) and its
 * buttons (right); on a phone at the bottom (`toastPlacement`), where no page keeps its buttons.
 */
export const TOAST_CONFIG = {
  maxCount: 1,
  duration: 5,
  pauseOnHover: false,
  placement: 'top',
  top: HEADER_HEIGHT + 8,
  bottom: 16,
} as const;

/** The narrow screens that take the phone's layout (theme.ts's TOUCH_QUERY, by width alone). */
export const PHONE_QUERY = '(max-width: 767px)';

/** Where a toast opens: at the bottom of a phone, else at the top centre below the header. */
export const toastPlacement = (phone: boolean): NotificationPlacement => (phone ? 'bottom' : 'top');

const placementNow = (): NotificationPlacement =>
  toastPlacement(typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true);

/**
 * The app's one toast holder (providers.tsx), reached the same way on the sign-in page and inside the
 * signed-in screens, whose antd `<App>` would otherwise hold a second one: two holders show two toasts at
 * once, and a failed sign-in's would stay on the dashboard.
 */
export const ToastsContext = createContext<NotificationInstance | null>(null);

const isMessageArgs = (content: JointContent): content is MessageArgs =>
  typeof content === 'object' && content !== null && !isValidElement(content) && 'content' in content;

/**
 * antd's message API shown through the one toast holder, so a message and a notification never show at
 * once either (the screens use `useToast`; this only keeps `App.useApp().message` from opening a second
 * stack). A message's content becomes the toast's title.
 */
export const messageVia = (notification: NotificationInstance): MessageInstance => {
  let next = 0;
  const show =
    (type: NoticeType) =>
    (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction): MessageType => {
      const args: MessageArgs = isMessageArgs(content) ? content : { content };
      next += 1;
      const key = args.key ?? `message-${next}`;
      const closed = typeof duration === 'function' ? duration : (onClose ?? args.onClose);
      const seconds = typeof duration === 'number' ? duration : args.duration;
      let resolve: (value: boolean) => void = () => {};
      const done = new Promise<boolean>((r) => {
        resolve = r;
      });
      const kind = type === 'loading' ? 'info' : type;
      notification[kind]({
        key,
        title: args.content,
        duration: seconds ?? TOAST_CONFIG.duration,
        placement: placementNow(),
        role: kind === 'error' ? 'alert' : 'status',
        onClose: () => {
          closed?.();
          resolve(true);
        },
      });
      // antd's MessageType: a function that closes it, and a promise of its closing
      // biome-ignore lint/suspicious/noThenProperty: the message API answers a thenable by its contract
      return Object.assign(() => notification.destroy(key), { then: done.then.bind(done) });
    };
  return {
    info: show('info'),
    success: show('success'),
    error: show('error'),
    warning: show('warning'),
    loading: show('loading'),
    open: (args) => show(args.type ?? 'info')(args),
    destroy: (key) => notification.destroy(key),
  };
};

export interface Toast {
  /** Success toast: title 'Success' (or the given title, e.g. 'Upload successful') with the description. */
  success: (description: string, title?: string) => void;
  /** Destructive toast with the given title (e.g. 'Error', 'Login failed'). */
  error: (title: string, description: string) => void;
  /** Closes the toast on screen, and drops one still waiting for its code (after a successful sign-in). */
  clear: () => void;
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
  const shared = useContext(ToastsContext);
  // outside the app's providers (a unit test's antd <App>): that App's own holder
  const { notification: own } = useApp();
  const notification = shared ?? own;
  return useMemo(
    () => ({
      success: (description, title = t('Success')) =>
        notification.success({ title, description, role: 'status', placement: placementNow() }),
      error: (title, description) =>
        notification.error({ title, description, role: 'alert', placement: placementNow() }),
      clear: () => notification.destroy(),
    }),
    [notification],
  );
};
