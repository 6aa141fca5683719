import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { actorOf } from '@/features/auth/api/get-user';
import { useAuth } from '@/features/auth/components/auth-context';
import { dashboardPathOf } from './navigation';
import { ProtectedLayout, preloadSignedIn } from './route-guard';
// The sign-in page is the first screen of every new phone: it comes with the entry, not one round trip later.
import AuthRoute from './routes/auth';

type Loader = () => Promise<{ default: ComponentType }>;
type Page = ComponentType & { readonly preload: Loader };

/** A page of its own chunk, which can be fetched before it renders (the browser keeps the module). */
const page = (load: Loader): Page => Object.assign(lazy(load), { preload: load });

// Every page is its own chunk: the first load carries only the sign-in page and the session check.
const HomePage = page(() => import('./routes/home'));
const ProjectsPage = page(() => import('./routes/projects'));
const AdministrationPage = page(() => import('./routes/administration'));
const ParticipantsPage = page(() => import('./routes/participants'));
const ContributionsPage = page(() => import('./routes/contributions'));
const MobilePaymentsPage = page(() => import('./routes/mobile-payments'));
const AssetsPage = page(() => import('./routes/assets'));
const ReportsPage = page(() => import('./routes/reports'));
const SmsPage = page(() => import('./routes/sms'));
const SavingGroupsOverviewPage = page(() => import('./routes/saving-groups-overview'));
const GroupsManagementPage = page(() => import('./routes/saving-groups-groups'));
const CreateSavingGroupPage = page(() => import('./routes/saving-groups-create'));
const MembersManagementPage = page(() => import('./routes/saving-groups-members'));
const GroupMemberManagementPage = page(() => import('./routes/group-member-management'));
const SavingsTrackingPage = page(() => import('./routes/saving-groups-savings'));
const LoansManagementPage = page(() => import('./routes/saving-groups-loans'));
const LoanDisbursementsPage = page(() => import('./routes/loan-disbursements'));
const EmergencyFundPage = page(() => import('./routes/emergency-fund'));
const MeetingsPage = page(() => import('./routes/meetings'));
const MeetingRunPage = page(() => import('./routes/meeting-run'));
const CollectionsPage = page(() => import('./routes/collections'));
const GroupReportsPage = page(() => import('./routes/group-reports'));
const VisitationsPage = page(() => import('./routes/visitations'));
const ChurchFacilitatorPage = page(() => import('./routes/church-facilitator'));
const UsersPage = page(() => import('./routes/users'));
const DocumentsPage = page(() => import('./routes/documents'));
const RegionalDashboardPage = page(() => import('./routes/regional-dashboard'));
const NationalDashboardPage = page(() => import('./routes/national-dashboard'));
const AuditPage = page(() => import('./routes/audit'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

const standalone = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/**
 * `/` is the project dashboard. Users with a dashboard of their own (spec: screens "Route guard") land there,
 * except when they drill down from it into one project (`/?projectId=N` from the regional and national
 * dashboards, which an Auditor of a region or of the whole programme reads too).
 */
function HomeRoute() {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const role = user?.role;
  if (!user || !role) return <HomePage />;
  const dashboard = dashboardPathOf({ ...actorOf(user), role });
  const drillDown =
    search.has('projectId') &&
    (role === 'RegionalAdmin' || role === 'NationalDirector' || role === 'Auditor');
  if (dashboard !== '/' && !drillDown) return <Navigate to={dashboard} replace />;
  return <HomePage />;
}

/** Screens of the route table not built yet: they show a placeholder inside the shell. */
const PLACEHOLDERS: readonly (readonly [path: string, name: string])[] = [];

/** A guarded page; `handle.preload` fetches its chunk (see preloadRoute). */
const guarded = (path: string, Page: Page): RouteObject => ({
  path,
  element: <Page />,
  handle: { preload: Page.preload },
});

export const routes: RouteObject[] = [
  { path: '/auth', element: standalone(<AuthRoute />) },
  {
    path: '/',
    element: <ProtectedLayout />,
    children: [
      { index: true, element: <HomeRoute />, handle: { preload: HomePage.preload } },
      guarded('projects', ProjectsPage),
      guarded('administration', AdministrationPage),
      guarded('users', UsersPage),
      guarded('participants', ParticipantsPage),
      guarded('contributions', ContributionsPage),
      guarded('mobile-payments', MobilePaymentsPage),
      guarded('assets', AssetsPage),
      guarded('reports', ReportsPage),
      guarded('sms', SmsPage),
      guarded('church-facilitator', ChurchFacilitatorPage),
      guarded('saving-groups', SavingGroupsOverviewPage),
      guarded('saving-groups/groups', GroupsManagementPage),
      guarded('saving-groups/create', CreateSavingGroupPage),
      guarded('saving-groups/members', MembersManagementPage),
      guarded('group-member-management', GroupMemberManagementPage),
      guarded('saving-groups/savings', SavingsTrackingPage),
      guarded('saving-groups/loans', LoansManagementPage),
      guarded('loan-disbursements', LoanDisbursementsPage),
      // one screen under both paths (spec: screens)
      guarded('emergency-fund', EmergencyFundPage),
      guarded('saving-groups/emergency-fund', EmergencyFundPage),
      guarded('saving-groups/meetings', MeetingsPage),
      guarded('saving-groups/meetings/record', MeetingRunPage),
      guarded('meetings-management', MeetingsPage),
      guarded('collections', CollectionsPage),
      guarded('saving-groups/reports', GroupReportsPage),
      guarded('saving-groups/visitations', VisitationsPage),
      guarded('regional-dashboard', RegionalDashboardPage),
      guarded('national-dashboard', NationalDashboardPage),
      guarded('documents', DocumentsPage),
      guarded('audit', AuditPage),
      ...PLACEHOLDERS.map(([path, name]) => ({ path, element: <ComingSoonPage key={path} name={name} /> })),
    ],
  },
  { path: '*', element: standalone(<NotFoundPage />) },
];

/**
 * Fetches the chunks of a guarded address (the shell and the page) while the session is asked for, so a
 * signed-in user opening it waits for one round of downloads instead of three in a row. Nothing for /auth.
 */
export const preloadRoute = (pathname: string): void => {
  const matches = matchRoutes(routes, pathname);
  if (!matches?.some((match) => match.route.element && match.route.path === '/')) return;
  void preloadSignedIn().catch(() => {});
  for (const { route } of matches) {
    const preload = (route.handle as { preload?: Loader } | undefined)?.preload;
    void preload?.().catch(() => {});
  }
};
