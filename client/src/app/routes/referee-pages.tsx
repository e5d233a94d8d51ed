// One loader per referee page: each page is its own chunk, loaded when first visited.
export const loadLoginPage = async () => (await import('../../features/referee-auth/components/referee-login-page')).RefereeLoginPage;
export const loadRegisterPage = async () => (await import('../../features/referee-auth/components/referee-register-page')).RefereeRegisterPage;
export const loadDashboardPage = async () => (await import('../../features/referee-dashboard/components/referee-dashboard-page')).RefereeDashboardPage;
export const loadQuizPage = async () => (await import('../../features/quiz-taking/components/quiz-page')).QuizPage;
export const loadResultsPage = async () => (await import('../../features/quiz-taking/components/quiz-results-page')).QuizResultsPage;
export const loadAdminQuizzesPage = async () => (await import('../../features/quiz-admin/components/quiz-admin-page')).QuizAdminPage;
export const loadAdminRefereesPage = async () => (await import('../../features/referee-list/components/referee-list-page')).RefereeListPage;
