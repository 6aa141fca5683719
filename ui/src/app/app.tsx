import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { PageErrorBoundary } from '@/components/page-error-boundary';
import type { User } from '@/features/auth/api/get-user';
import type { FirstData } from './first-data';
import { AppProviders } from './providers';
import { routes } from './router';

function AppRoutes() {
  const routed = useRoutes(routes);
  const { pathname } = useLocation();
  // the shell's own boundary (app-shell.tsx) keeps the shell around a page that fails; this one catches
  // what fails outside it (the shell itself, the sign-in and standalone pages)
  return <PageErrorBoundary resetKey={pathname}>{routed}</PageErrorBoundary>;
}

/**
 * The declarative router: the app uses none of the data router's loaders or actions, and
 * createBrowserRouter would bring ~16 KB (gzipped) of them into the first load.
 */
export function App({
  session,
  firstData,
}: {
  readonly session?: User | null;
  readonly firstData?: FirstData;
}) {
  return (
    <AppProviders session={session} firstData={firstData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
