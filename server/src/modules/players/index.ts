/** What other modules may use from players (decision 0038): the fairness report reads rules per team as trades do. */
export { toRuledTeams } from './trade-rules.js';
