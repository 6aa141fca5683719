import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { actorOf } from '@/features/auth/api/get-user';
import { useAuth } from '@/features/auth/components/auth-context';
import { dashboardPathOf } from './navigation';
import { ProtectedLayout } from './route-guard';

// Every page is its own chunk: the first load carries only the shell and the session check.
const AuthRoute = lazy(() => import('./routes/auth'));
const HomePage = lazy(() => import('./routes/home'));
const ProjectsPage = lazy(() => import('./routes/projects'));
const AdministrationPage = lazy(() => import('./routes/administration'));
const ParticipantsPage = lazy(() => import('./routes/participants'));
const ContributionsPage = lazy(() => import('./routes/contributions'));
const AssetsPage = lazy(() => import('./routes/assets'));
const ReportsPage = lazy(() => import('./routes/reports'));
const SmsPage = lazy(() => import('./routes/sms'));
const SavingGroupsOverviewPage = lazy(() => import('./routes/saving-groups-overview'));
const GroupsManagementPage = lazy(() => import('./routes/saving-groups-groups'));
const CreateSavingGroupPage = lazy(() => import('./routes/saving-groups-create'));
const MembersManagementPage = lazy(() => import('./routes/saving-groups-members'));
const GroupMemberManagementPage = lazy(() => import('./routes/group-member-management'));
const SavingsTrackingPage = lazy(() => import('./routes/saving-groups-savings'));
const LoansManagementPage = lazy(() => import('./routes/saving-groups-loans'));
const LoanDisbursementsPage = lazy(() => import('./routes/loan-disbursements'));
const EmergencyFundPage = lazy(() => import('./routes/emergency-fund'));
const MeetingsPage = lazy(() => import('./routes/meetings'));
const MeetingRunPage = lazy(() => import('./routes/meeting-run'));
const CollectionsPage = lazy(() => import('./routes/collections'));
const GroupReportsPage = lazy(() => import('./routes/group-reports'));
const VisitationsPage = lazy(() => import('./routes/visitations'));
const ChurchFacilitatorPage = lazy(() => import('./routes/church-facilitator'));
const UsersPage = lazy(() => import('./routes/users'));
const DocumentsPage = lazy(() => import('./routes/documents'));
const RegionalDashboardPage = lazy(() => import('./routes/regional-dashboard'));
const NationalDashboardPage = lazy(() => import('./routes/national-dashboard'));
const AuditPage = lazy(() => import('./routes/audit'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

const standalone = (page: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>;

/**
 * `/` is the project dashboard. Users with a dashboard of their own (spec §2 "Route guard") land there,
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

export const routes: RouteObject[] = [
  { path: '/auth', element: standalone(<AuthRoute />) },
  {
    path: '/',
    element: <ProtectedLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'projects', element: <ProjectsPage /> },
      { path: 'administration', element: <AdministrationPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'participants', element: <ParticipantsPage /> },
      { path: 'contributions', element: <ContributionsPage /> },
      { path: 'assets', element: <AssetsPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'sms', element: <SmsPage /> },
      { path: 'church-facilitator', element: <ChurchFacilitatorPage /> },
      { path: 'saving-groups', element: <SavingGroupsOverviewPage /> },
      { path: 'saving-groups/groups', element: <GroupsManagementPage /> },
      { path: 'saving-groups/create', element: <CreateSavingGroupPage /> },
      { path: 'saving-groups/members', element: <MembersManagementPage /> },
      { path: 'group-member-management', element: <GroupMemberManagementPage /> },
      { path: 'saving-groups/savings', element: <SavingsTrackingPage /> },
      { path: 'saving-groups/loans', element: <LoansManagementPage /> },
      { path: 'loan-disbursements', element: <LoanDisbursementsPage /> },
      // one screen under both paths (spec §2)
      { path: 'emergency-fund', element: <EmergencyFundPage /> },
      { path: 'saving-groups/emergency-fund', element: <EmergencyFundPage /> },
      { path: 'saving-groups/meetings', element: <MeetingsPage /> },
      { path: 'saving-groups/meetings/record', element: <MeetingRunPage /> },
      { path: 'meetings-management', element: <MeetingsPage /> },
      { path: 'collections', element: <CollectionsPage /> },
      { path: 'saving-groups/reports', element: <GroupReportsPage /> },
      { path: 'saving-groups/visitations', element: <VisitationsPage /> },
      { path: 'regional-dashboard', element: <RegionalDashboardPage /> },
      { path: 'national-dashboard', element: <NationalDashboardPage /> },
      { path: 'documents', element: <DocumentsPage /> },
      { path: 'audit', element: <AuditPage /> },
      ...PLACEHOLDERS.map(([path, name]) => ({ path, element: <ComingSoonPage key={path} name={name} /> })),
    ],
  },
  { path: '*', element: standalone(<NotFoundPage />) },
];

export const createRouter = () => createBrowserRouter(routes);
