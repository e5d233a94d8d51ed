// The format a version stores is the writer's (modules/rosters, decision 0197); history reads it
// through here, so its own files and tests name one place in their folder.
export { readSnapshot, type RosterSnapshot } from '../rosters/index.js';
