import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RouteFallback } from '@/components/ui/route-fallback';
import { LandingPage } from '@/features/landing/components/landing-page';
import { RefereeIndexRedirect, RequireReferee, RequireRefereeAdmin } from '@/features/referee-auth/components/referee-guards';
import { NotFoundPage } from './not-found-page';

// The SPA's one route table. Every page is its own chunk, loaded when first visited.
const page = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(async () => (await import('@/features/dashboard/components/dashboard-home-page')).DashboardHomePage) },
  { path: paths.dashboard.startSeason, lazy: page(async () => (await import('@/features/seasons/components/seasons-page')).SeasonsPage) },
  { path: paths.dashboard.createDivisions, lazy: page(async () => (await import('@/features/divisions/components/divisions-page')).DivisionsPage) },
  { path: paths.dashboard.createTeams, lazy: page(async () => (await import('@/features/balancing/components/create-teams-page')).CreateTeamsPage) },
  { path: paths.dashboard.viewTeams, lazy: page(async () => (await import('@/features/teams/components/view-teams-page')).ViewTeamsPage) },
  { path: paths.dashboard.viewPlayers, lazy: page(async () => (await import('@/features/players/components/view-players-page')).ViewPlayersPage) },
  {
    path: paths.dashboard.importRegistrations,
    lazy: page(async () => (await import('@/features/registration-import/components/import-registrations-page')).ImportRegistrationsPage),
  },
  { path: paths.dashboard.participant(':participantId'), lazy: page(async () => (await import('@/features/players/components/participant-page')).ParticipantPage) },
  {
    path: paths.dashboard.fairnessReport(':divisionId'),
    lazy: page(async () => (await import('@/features/fairness-report/components/fairness-report-page')).FairnessReportPage),
  },
  { path: paths.dashboard.rosterBoard, lazy: page(async () => (await import('@/features/roster-board/components/roster-board-page')).RosterBoardPage) },
  { path: paths.dashboard.createDraft, lazy: page(async () => (await import('@/features/live-draft/components/create-draft-page')).CreateDraftPage) },
  { path: paths.dashboard.draftRoom(':draftId'), lazy: page(async () => (await import('@/features/live-draft/components/draft-room-page')).DraftRoomPage) },
  {
    path: paths.dashboard.publishRosters(':divisionId'),
    lazy: page(async () => (await import('@/features/publish-rosters/components/publish-rosters-page')).PublishRostersPage),
  },
  {
    path: paths.dashboard.coachRatingLinks(':divisionId'),
    lazy: page(async () => (await import('@/features/coach-rating-links/components/coach-rating-links-page')).CoachRatingLinksPage),
  },
  { path: paths.dashboard.evaluationDays, lazy: page(async () => (await import('@/features/evaluation-events/components/evaluation-days-page')).EvaluationDaysPage) },
  {
    path: paths.dashboard.evaluationEvent(':eventId'),
    lazy: page(async () => (await import('@/features/evaluation-events/components/evaluation-event-page')).EvaluationEventPage),
  },
  {
    path: paths.dashboard.evaluationCheckIn(':eventId'),
    lazy: page(async () => (await import('@/features/evaluation-events/components/check-in-desk-page')).CheckInDeskPage),
  },
  { path: paths.dashboard.evaluationPrint(':eventId'), lazy: page(async () => (await import('@/features/evaluation-events/components/print-bibs-page')).PrintBibsPage) },
  { path: paths.dashboard.evaluationCoverage(':eventId'), lazy: page(async () => (await import('@/features/evaluation-results/components/coverage-page')).CoveragePage) },
  { path: paths.dashboard.evaluationResults(':eventId'), lazy: page(async () => (await import('@/features/evaluation-results/components/results-page')).ResultsPage) },
  {
    path: paths.dashboard.evaluationFamilyReport(':eventId'),
    lazy: page(async () => (await import('@/features/evaluation-results/components/family-report-page')).FamilyReportPage),
  },
  { path: paths.dashboard.editTeams, lazy: page(async () => (await import('@/features/edit-teams/components/edit-teams-page')).EditTeamsPage) },
  { path: paths.dashboard.seasonSchedule, lazy: page(async () => (await import('@/features/season-schedule/components/season-schedule-page')).SeasonSchedulePage) },
  { path: paths.dashboard.officials, lazy: page(async () => (await import('@/features/officials-board/components/officials-page')).OfficialsPage) },
  { path: paths.dashboard.skills, lazy: page(async () => (await import('@/features/skills/components/skills-page')).SkillsPage) },
  { path: paths.dashboard.profile, lazy: page(async () => (await import('@/features/dashboard/components/profile-page')).ProfilePage) },
];

// Relative to /referee.
const refereeRoutes: RouteObject[] = [
  { index: true, element: <RefereeIndexRedirect /> },
  { path: 'login', lazy: page(async () => (await import('@/features/referee-auth/components/referee-login-page')).RefereeLoginPage) },
  { path: 'register', lazy: page(async () => (await import('@/features/referee-auth/components/referee-register-page')).RefereeRegisterPage) },
  {
    element: <RequireReferee />,
    children: [
      { path: 'dashboard', lazy: page(async () => (await import('@/features/referee-dashboard/components/referee-dashboard-page')).RefereeDashboardPage) },
      { path: 'games', lazy: page(async () => (await import('@/features/referee-games/components/my-games-page')).MyGamesPage) },
      { path: 'transcript', lazy: page(async () => (await import('@/features/transcript/components/my-transcript-page')).MyTranscriptPage) },
      { path: 'quiz/results', lazy: page(async () => (await import('@/features/quiz-taking/components/quiz-results-page')).QuizResultsPage) },
      { path: 'quiz/:quizId', lazy: page(async () => (await import('@/features/quiz-taking/components/quiz-page')).QuizPage) },
    ],
  },
  {
    element: <RequireRefereeAdmin />,
    children: [
      { path: 'admin', element: <Navigate to={paths.referee.adminQuizzes} replace /> },
      { path: 'admin/quizzes', lazy: page(async () => (await import('./quiz-admin-with-bank')).QuizAdminWithBank) },
      { path: 'admin/referees', lazy: page(async () => (await import('@/features/referee-list/components/referee-list-page')).RefereeListPage) },
      { path: 'admin/certification', lazy: page(async () => (await import('@/features/certification-admin/components/certification-admin-page')).CertificationAdminPage) },
      { path: 'admin/officials', lazy: page(async () => (await import('./referee-officials-page')).RefereeOfficialsPage) },
      {
        path: 'admin/referees/:refereeId/transcript',
        lazy: page(async () => (await import('@/features/transcript/components/referee-transcript-page')).RefereeTranscriptPage),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.referee.root} replace /> },
];

const pageRoutes: RouteObject[] = [
  { path: paths.home, element: <LandingPage /> },
  { path: paths.login, lazy: page(async () => (await import('@/features/auth/components/login-page')).LoginPage) },
  { path: paths.register, lazy: page(async () => (await import('@/features/auth/components/register-league-page')).RegisterLeaguePage) },
  { path: paths.coachRoster(':key'), lazy: page(async () => (await import('@/features/coach-roster/components/coach-roster-page')).CoachRosterPage) },
  { path: paths.coachDraft(':draftId'), lazy: page(async () => (await import('@/features/live-draft/components/coach-draft-page')).CoachDraftPage) },
  { path: paths.evaluate, lazy: page(async () => (await import('@/features/evaluate/components/evaluate-page')).EvaluatePage) },
  { path: paths.verifyCertificate(':code'), lazy: page(async () => (await import('@/features/certificate-verify/components/verify-certificate-page')).VerifyCertificatePage) },
  { path: paths.schedulePage(':token'), lazy: page(async () => (await import('@/features/family-schedule/components/public-schedule-page')).PublicSchedulePage) },
  { path: paths.coachRatings(':token'), lazy: page(async () => (await import('@/features/coach-ratings/components/coach-ratings-page')).CoachRatingsPage) },
  {
    path: paths.dashboard.home,
    lazy: page(async () => (await import('@/components/layout/dashboard-layout')).DashboardLayout),
    children: adminRoutes,
  },
  { path: `${paths.referee.root}/*`, children: refereeRoutes },
  { path: '*', element: <NotFoundPage /> },
];

// A page opened by a link starts at its top (its title in view, not the last page's scroll);
// Back and Forward return to where the reader was.
function PageRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// The root gives every lazy page the spinner to show while its chunk loads on first paint
// (without one React Router renders nothing and warns "No HydrateFallback element provided").
export const routes: RouteObject[] = [{ HydrateFallback: RouteFallback, element: <PageRoot />, children: pageRoutes }];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
