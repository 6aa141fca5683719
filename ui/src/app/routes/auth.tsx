import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/features/auth/components/auth-context';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { t } from '@/i18n';
import { returnTo } from '@/lib/return-to';
import { PRODUCT_NAME } from '../navigation';

/**
 * /auth (spec §2): sign in or create an account; a signed-in user is sent to the address they opened
 * signed out (`?next=`, see return-to.ts), else to /.
 */
export default function AuthRoute() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
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
