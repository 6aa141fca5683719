import { Button, Result } from 'antd';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/features/auth/components/auth-context';
import { ChoosePasswordPage } from '@/features/auth/components/choose-password-page';
import { t } from '@/i18n';
import { AppShell } from './shell/app-shell';
import { PendingRolePage } from './shell/pending-role-page';

/**
 * The route guard (spec §2): a spinner while the user loads, /auth without a user, and the shell around
 * every guarded page. A user signed in with a one-time password sees only "Choose your password"; an
 * account without a role sees only the "waiting for an administrator" page.
 */
export function ProtectedLayout() {
  const { user, isLoading, error } = useAuth();
  if (isLoading) return <FullPageSpinner label={t('Loading your session')} />;
  if (user === undefined && error) {
    return (
      <Result
        status="error"
        title={t('The server could not be reached')}
        subTitle={error.message}
        extra={<Button onClick={() => window.location.reload()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  // a one-time password (new account, reset) is replaced before any other screen
  if (user.mustChangePassword) return <ChoosePasswordPage user={user} />;
  if (user.role === null) return <PendingRolePage user={user} />;
  return <AppShell user={{ ...user, role: user.role }} />;
}
