/**
 * What other modules may use from leagues (decision 0038). The route table (modules/index.ts)
 * mounts this module's router; anything another module needs goes here.
 */
// The league's time zone, for rules that read a game's start as an instant (decision 0185).
export { findLeagueTimeZone } from './leagues.repository.js';
