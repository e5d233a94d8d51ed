/** What other modules may use from publishing: which team a coach roster key opens (decision 0090). */
export { findRosterKeyTeam } from './coach-page.service.js';
