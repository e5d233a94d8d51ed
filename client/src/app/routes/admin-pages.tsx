// One loader per dashboard page: each page is its own chunk, loaded when first visited.
export const loadDashboardHomePage = async () => (await import('../../features/dashboard/components/dashboard-home-page')).DashboardHomePage;
export const loadSeasonsPage = async () => (await import('../../features/seasons/components/seasons-page')).SeasonsPage;
export const loadDivisionsPage = async () => (await import('../../features/divisions/components/divisions-page')).DivisionsPage;
export const loadCreateTeamsPage = async () => (await import('../../features/balancing/components/create-teams-page')).CreateTeamsPage;
export const loadViewTeamsPage = async () => (await import('../../features/teams/components/view-teams-page')).ViewTeamsPage;
export const loadViewPlayersPage = async () => (await import('../../features/players/components/view-players-page')).ViewPlayersPage;
export const loadEditTeamsPage = async () => (await import('../../features/edit-teams/components/edit-teams-page')).EditTeamsPage;
export const loadSkillsPage = async () => (await import('../../features/skills/components/skills-page')).SkillsPage;
export const loadProfilePage = async () => (await import('../../features/dashboard/components/profile-page')).ProfilePage;
