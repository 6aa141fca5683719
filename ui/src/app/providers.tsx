import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type User, userQueryKey } from '@/features/auth/api/get-user';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { LanguageProvider } from '@/i18n/language';
import { UserLanguage } from '@/i18n/language-switch';
import { createQueryClient } from '@/lib/query-client';
import { messageVia, TOAST_CONFIG, ToastsContext } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import type { FirstData } from './first-data';
import { appTheme, TOUCH_QUERY, touchTheme } from './theme';

/**
 * The app's theme with the touch sizes over it, as one theme: one set of design tokens for Ant Design to
 * derive on a phone, not a second layer derived on top of the first (its work delays the first screen).
 */
const TOUCH_APP_THEME: ThemeConfig = {
  ...appTheme,
  token: { ...appTheme.token, ...touchTheme.token },
  components: Object.fromEntries(
    [
      ...new Set([...Object.keys(appTheme.components ?? {}), ...Object.keys(touchTheme.components ?? {})]),
    ].map((name) => {
      const key = name as keyof NonNullable<ThemeConfig['components']>;
      return [key, { ...appTheme.components?.[key], ...touchTheme.components?.[key] }];
    }),
  ),
};

type Notification = useAppProps['notification'];

type UseNotification = typeof import('antd/es/notification/useNotification').default;

/** antd's toasts (notification and its motion), loaded with the first toast rather than the first screen. */
const loadNotification = () => import('antd/es/notification/useNotification').then((m) => m.default);

function ToastHolder({
  useNotification,
  onReady,
}: {
  readonly useNotification: UseNotification;
  readonly onReady: (api: Notification) => void;
}) {
  const [api, holder] = useNotification(TOAST_CONFIG);
  // the api queues what it is asked before its holder is mounted
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

/**
 * What antd's <App> gives, less its dialogs: the app's one toast holder (`useToast`, and
 * `App.useApp().notification` and `.message`, which both show through it) and its root text styles. The
 * screens behind the route guard get the whole <App>, modal included, with the shell (route-guard.tsx),
 * its toasts sent to this same holder: the sign-in screen does not load them. A toast asked for before
 * its code is here waits for it (a failed sign-in shows one round trip later).
 */
function Toasts({ children }: { readonly children: ReactNode }) {
  const [useNotification, setUseNotification] = useState<UseNotification | null>(null);
  const api = useRef<Notification | null>(null);
  const waiting = useRef<((api: Notification) => void)[]>([]);
  const notification = useMemo<Notification>(() => {
    const call = (toast: (api: Notification) => void) => {
      if (api.current) return toast(api.current);
      waiting.current.push(toast);
      void loadNotification().then((loaded) => setUseNotification(() => loaded));
    };
    return {
      open: (config) => call((ready) => ready.open(config)),
      success: (config) => call((ready) => ready.success(config)),
      error: (config) => call((ready) => ready.error(config)),
      info: (config) => call((ready) => ready.info(config)),
      warning: (config) => call((ready) => ready.warning(config)),
      // nothing to close before the code is here; toasts still waiting for it are dropped
      destroy: (key) => {
        if (key === undefined) waiting.current = [];
        api.current?.destroy(key);
      },
    };
  }, []);
  const onReady = useCallback((ready: Notification) => {
    api.current = ready;
    for (const toast of waiting.current.splice(0)) toast(ready);
  }, []);
  const { token } = theme.useToken();
  // modal is antd's own default outside an <App> (empty): nothing before the guard uses it
  const value = useMemo(
    () => ({ notification, message: messageVia(notification), modal: {} }) as unknown as useAppProps,
    [notification],
  );
  return (
    <ToastsContext.Provider value={notification}>
      <AppContext.Provider value={value}>
        <div
          style={{
            color: token.colorText,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            fontFamily: token.fontFamily,
          }}
        >
          {useNotification && <ToastHolder useNotification={useNotification} onReady={onReady} />}
          {children}
        </div>
      </AppContext.Provider>
    </ToastsContext.Provider>
  );
}

/**
 * Theme, language, toasts, the query cache and the session, around the whole app. `session`: the answer
 * of GET /api/user when main.tsx already has it (the user, or null when nobody is signed in).
 */
export function AppProviders({
  children,
  session,
  firstData = [],
}: {
  readonly children: ReactNode;
  readonly session?: User | null;
  /** Answers main.tsx already has for the opened page (app/first-data.ts). */
  readonly firstData?: FirstData;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (session !== undefined) client.setQueryData(userQueryKey, session);
    for (const [key, data] of firstData) client.setQueryData(key, data);
    return client;
  });
  // a touch screen or a narrow one (see TOUCH_QUERY), following changes
  const touch = useMediaQuery(TOUCH_QUERY);
  return (
    // one theme object or the other: the tree stays mounted when a tablet turns (what is typed is kept)
    <ConfigProvider theme={touch ? TOUCH_APP_THEME : appTheme}>
      <LanguageProvider>
        <Toasts>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <UserLanguage />
              {children}
            </AuthProvider>
          </QueryClientProvider>
        </Toasts>
      </LanguageProvider>
    </ConfigProvider>
  );
}
