import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/features/auth/components/auth-context';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { t } from '@/i18n';
import { returnTo } from '@/lib/return-to';
import { useToast } from '@/lib/toast';
import { PRODUCT_NAME } from '../navigation';

/**
 * /auth (spec: screens): sign in or create an account; a signed-in user is sent to the address they opened
 * signed out (`?next=`, see return-to.ts), else to /. Leaving the page (signed in at last) closes its
 * toast: an earlier attempt's 'Login failed' does not follow the user onto the dashboard.
 */
export default function AuthRoute() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const toast = useToast();
  useEffect(() => () => toast.clear(), [toast]);
  if (isLoading) return <FullPageSpinner label={t('Loading your session')} />;
  if (user) return <Navigate to={returnTo(params.get('next'))} replace />;
  return (
    <main>
      <div className="auth-page">
        <SignInCard productName={t(PRODUCT_NAME)} />
      </div>
    </main>
  );
}
