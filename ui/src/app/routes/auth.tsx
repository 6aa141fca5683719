import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/features/auth/components/auth-context';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { t } from '@/i18n';
import { PRODUCT_NAME } from '../navigation';

/** /auth (spec §2): sign in or create an account; a signed-in user is sent to /. */
export default function AuthRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label={t('Loading your session')} />;
  if (user) return <Navigate to="/" replace />;
  return (
    <main>
      <div className="auth-page">
        <SignInCard productName={t(PRODUCT_NAME)} />
      </div>
    </main>
  );
}
