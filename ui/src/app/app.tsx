import { BrowserRouter, useRoutes } from 'react-router';
import type { User } from '@/features/auth/api/get-user';
import type { FirstData } from './first-data';
import { AppProviders } from './providers';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
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
