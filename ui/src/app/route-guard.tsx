import { Button } from 'antd';
import AppContext from 'antd/es/app/context';
import useApp from 'antd/es/app/useApp';
import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/features/auth/components/auth-context';
import { t } from '@/i18n';
import { signInAddress } from '@/lib/return-to';
import { messageVia, ToastsContext } from '@/lib/toast';

type Screen<P> = ComponentType<P>;

/**
 * Inside antd's <App>: its dialogs, with the toasts (notification and message alike) sent to the app's one
 * holder (providers.tsx), so a toast asked for on the sign-in page and one asked for on a screen never
 * show together, and one at a time holds across the whole app.
 */
function OneToastHolder({ children }: { readonly children: ReactNode }) {
  const app = useApp();
  const shared = useContext(ToastsContext);
  const value = useMemo(
    () => (shared ? { ...app, notification: shared, message: messageVia(shared) } : app),
    [app, shared],
  );
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/**
 * A screen of the signed-in user, loaded only once someone is signed in (the sign-in screen of a new phone
 * stays light), inside antd's whole <App> (its dialogs, which the providers leave out; its toasts go to
 * the app's one holder, `OneToastHolder`). The <App> comes from the same chunk as the screen, so neither
 * waits for the other.
 */
const signedIn = <P extends object>(load: () => Promise<Screen<P>>) => {
  let loading: Promise<{ default: Screen<P> }> | undefined;
  const preload = () => {
    loading ??= Promise.all([import('antd/es/app'), load()]).then(
      ([{ default: App }, Screen]) => ({
        default: (props: P) => (
          <App>
            <OneToastHolder>
              <Screen {...props} />
            </OneToastHolder>
          </App>
        ),
      }),
      (error: unknown) => {
        // a failed download (a lost connection) is tried again at the next render, not kept
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
};

const AppShell = signedIn(() => import('./shell/app-shell').then((m) => m.AppShell));
const PendingRolePage = signedIn(() => import('./shell/pending-role-page').then((m) => m.PendingRolePage));
const ChoosePasswordPage = signedIn(() =>
  import('@/features/auth/components/choose-password-page').then((m) => m.ChoosePasswordPage),
);
/** Fetches the shell's chunks (see preloadRoute in router.tsx). */
export const preloadSignedIn = (): Promise<unknown> => AppShell.preload();

// antd's Result carries the illustrations of every status; it is needed only when the server is unreachable
const Result = lazy(() => import('antd/es/result'));

const loading = (screen: ReactNode) => (
  <Suspense fallback={<FullPageSpinner label={t('Loading your session')} />}>{screen}</Suspense>
);

/**
 * The route guard (spec: screens): a spinner while the user loads, /auth without a user, and the shell around
 * every guarded page. A user signed in with a one-time password sees only "Choose your password"; an
 * account without a role sees only the "waiting for an administrator" page.
 */
export function ProtectedLayout() {
  const { user, isLoading, error } = useAuth();
  const location = useLocation();
  if (isLoading) {
    // most who open a guarded address are signed in: the shell loads while the session is asked for
    void AppShell.preload();
    return <FullPageSpinner label={t('Loading your session')} />;
  }
  if (user === undefined && error) {
    return loading(
      <Result
        status="error"
        title={t('The server could not be reached')}
        subTitle={error.message}
        extra={<Button onClick={() => window.location.reload()}>{t('Try again')}</Button>}
      />,
    );
  }
  // the address opened signed out is where signing in leads back to
  if (!user) return <Navigate to={signInAddress(location.pathname, location.search)} replace />;
  // a one-time password (new account, reset) is replaced before any other screen
  if (user.mustChangePassword) return loading(<ChoosePasswordPage user={user} />);
  if (user.role === null) return loading(<PendingRolePage user={user} />);
  return loading(<AppShell user={{ ...user, role: user.role }} />);
}
