import { Suspense } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { AuthProvider } from '../lib/auth';
import { FallbackRedirect, RedirectSignedInSuperAdmin, RequireAuth, RequireSuperAdmin } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyNamed } from './lazy-named';

// Each page is its own chunk (docs/architecture.md, "Web: what loads when").

const LandingPage = lazyNamed(() => import('../features/landing/landing-page'), 'LandingPage');
const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/signup/signup-page'), 'SignupPage');
const AdminLoginPage = lazyNamed(() => import('../features/admin/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyNamed(() => import('../features/admin/admin-dashboard-page'), 'AdminDashboardPage');
const CheckoutPage = lazyNamed(() => import('../features/billing/checkout-page'), 'CheckoutPage');
// The dashboard and the job page embed parts of the candidates feature: app/pages composes them.
const DashboardPage = lazyNamed(() => import('./pages/dashboard-page'), 'DashboardRoute');
const JobPostingPage = lazyNamed(() => import('../features/job-posting/job-posting-page'), 'JobPostingPage');
const ApplicationsPage = lazyNamed(() => import('../features/applications/applications-page'), 'ApplicationsPage');
const JobDetailsPage = lazyNamed(() => import('./pages/job-details-page'), 'JobDetailsRoute');
const CandidateProfilePage = lazyNamed(() => import('../features/candidate-profile/candidate-profile-page'), 'CandidateProfilePage');
const ScheduledInterviewsPage = lazyNamed(() => import('../features/scheduled-interviews/scheduled-interviews-page'), 'ScheduledInterviewsPage');
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page'), 'SettingsPage');
const EmailTemplatesPage = lazyNamed(() => import('../features/email-templates/email-templates-page'), 'EmailTemplatesPage');
const TeamPage = lazyNamed(() => import('../features/team/team-page'), 'TeamPage');
const ApplyPage = lazyNamed(() => import('../features/apply/apply-page'), 'ApplyPage');
const CareersPage = lazyNamed(() => import('../features/careers/careers-page'), 'CareersPage');
const CareersJobPage = lazyNamed(() => import('../features/careers/careers-job-page'), 'CareersJobPage');
const PrivacyNoticePage = lazyNamed(() => import('../features/apply/privacy-notice-page'), 'PrivacyNoticePage');
const PrivacyPage = lazyNamed(() => import('../features/data-rights/privacy-page'), 'PrivacyPage');
const PrivacyRequestPage = lazyNamed(() => import('../features/privacy-request/privacy-request-page'), 'PrivacyRequestPage');
const NotAuthorizedPage = lazyNamed(() => import('../features/errors/not-authorized-page'), 'NotAuthorizedPage');

/** Spec section 2: these routes show the not-authorized page to every signed-in user. */
const NOT_AUTHORIZED_PATHS = [
  '/team-meeting',
  '/ai-screening',
  '/tech-interviews',
  '/candidates',
  '/processing',
  '/live-session/:candidateName',
] as const;

/** The session provider sits inside the router because logging out navigates. */
function RootRoute() {
  return (
    <AuthProvider>
      <ScrollRestoration />
      <Suspense fallback={<LoadingScreen fullPage />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}

/** The spec's route table (section 2). Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/billing/checkout', element: <CheckoutPage /> },
      // The public application assistant (DECISIONS.md): no header or sidebar, no sign-in.
      { path: '/apply', element: <ApplyPage /> },
      { path: '/apply/:jobId', element: <ApplyPage /> },
      // A candidate's request about their data, through the signed link in an email (docs/data-rights.md).
      { path: '/privacy/request', element: <PrivacyRequestPage /> },
      // An organisation's public careers site (docs/careers.md): its colour and logo, no staff layout.
      { path: '/careers/:slug', element: <CareersPage /> },
      { path: '/careers/:slug/jobs/:jobId', element: <CareersJobPage /> },
      { path: '/apply/:jobId/privacy', element: <PrivacyNoticePage /> },
      {
        path: '/kairox-admin',
        element: (
          <RedirectSignedInSuperAdmin>
            <AdminLoginPage />
          </RedirectSignedInSuperAdmin>
        ),
      },
      {
        path: '/kairox-admin/dashboard',
        element: (
          <RequireSuperAdmin>
            <AdminDashboardPage />
          </RequireSuperAdmin>
        ),
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/job-posting', element: <JobPostingPage /> },
          { path: '/applications', element: <ApplicationsPage /> },
          { path: '/applications/:applicationId', element: <CandidateProfilePage /> },
          { path: '/jobs/:id', element: <JobDetailsPage /> },
          { path: '/job-details/:jobId', element: <JobDetailsPage /> },
          { path: '/scheduled-interviews', element: <ScheduledInterviewsPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/settings/emails', element: <EmailTemplatesPage /> },
          { path: '/team', element: <TeamPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          ...NOT_AUTHORIZED_PATHS.map((path) => ({ path, element: <NotAuthorizedPage /> })),
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
