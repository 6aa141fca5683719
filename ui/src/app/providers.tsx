import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { LanguageProvider } from '@/i18n/language';
import { UserLanguage } from '@/i18n/language-switch';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_CONFIG } from '@/lib/toast';
import { appTheme, TOUCH_QUERY, touchTheme } from './theme';

const NO_TOUCH = {};

/** Whether the screen is a touch screen or narrow (see TOUCH_QUERY), following changes. */
const useTouchScreen = (): boolean => {
  const [query] = useState(() =>
    typeof window === 'undefined' ? null : (window.matchMedia?.(TOUCH_QUERY) ?? null),
  );
  const [touch, setTouch] = useState(query?.matches === true);
  useEffect(() => {
    if (!query) return;
    const changed = () => setTouch(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [query]);
  return touch;
};

/** Theme, language, toasts, the query cache and the session, around the whole app. */
export function AppProviders({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const touch = useTouchScreen();
  return (
    <ConfigProvider theme={appTheme}>
      {/* always a theme object: switching to none would remount the whole app (and lose what is typed) */}
      <ConfigProvider theme={touch ? touchTheme : NO_TOUCH}>
        <LanguageProvider>
          <AntApp notification={TOAST_CONFIG}>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>
                <UserLanguage />
                {children}
              </AuthProvider>
            </QueryClientProvider>
          </AntApp>
        </LanguageProvider>
      </ConfigProvider>
    </ConfigProvider>
  );
}
