/** What other modules may use from teams (decision 0038): the fairness report profiles teams as the team list does. */
export { averageSkills, profileTeams } from './strength-profile.js';
export { summarizeTeam } from './team-summary.js';
export type { RosterPlayer } from './team-summary.js';
export { writeCsv } from './export/csv.js';
