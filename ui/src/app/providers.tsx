import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { LanguageProvider } from '@/i18n/language';
import { UserLanguage } from '@/i18n/language-switch';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_CONFIG } from '@/lib/toast';
import { appTheme } from './theme';

/** Theme, language, toasts, the query cache and the session, around the whole app. */
export function AppProviders({ children }: { readonly children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={appTheme}>
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
  );
}
