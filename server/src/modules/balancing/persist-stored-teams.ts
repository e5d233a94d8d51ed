import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import type { PersistTeamsInput } from '@league/contract';
import * as rosters from '../rosters/index.js';
import * as repo from './balancing.repository.js';
import { summarizeSavedTeams } from './summarize-saved-teams.js';

/** A preview made from stored players carries their ids (decision 0040). */
export const isStoredSave = (input: PersistTeamsInput) => input.teams.some((team) => team.players.some((p) => p.player_id !== undefined));

/**
 * Saves a preview of the division's stored players (decision 0040): the same players get new
 * teams; nobody is created or deleted and ratings, rules and contacts stay as stored. With
 * `replace` the division's teams are replaced; its players not in the preview (left out for
 * missing ratings) stay in the division, unassigned. One transaction under the division lock.
 */
export function saveStoredRoster(ctx: LeagueContext, division: { id: number; leagueId: number }, input: PersistTeamsInput) {
  const ids = input.teams.flatMap((team) => team.players.map((p) => p.player_id));
  if (ids.some((id) => id === undefined)) {
    throw AppError.badRequest('This save mixes players of the division (with player_id) and new players; preview again and save that preview.', { fields: { player_id: 'required' } }, 'validation_error');
  }
  const playerIds = ids as number[];
  if (new Set(playerIds).size !== playerIds.length) throw AppError.badRequest('A player can be on one team only; a player_id is listed twice.', { fields: { player_id: 'duplicate' } }, 'validation_error');
  return runTransaction(
    ctx.db,
    async (tx) => {
      await lockDivisions(tx, [division.id]);
      const existing = await repo.countDivisionTeams(tx, division.id);
      if (existing > 0 && !input.replace) {
        throw AppError.conflict(`This division already has ${existing} team${existing === 1 ? '' : 's'}. Save again with replace: true to replace its teams (its players stay).`, { existing_teams: existing });
      }
      const found = await repo.countDivisionPlayersAmong(tx, division.id, playerIds);
      if (found !== playerIds.length) {
        throw AppError.conflict(`${playerIds.length - found} player${playerIds.length - found === 1 ? ' of this preview is' : 's of this preview are'} no longer in this division (removed or moved since the preview). Preview again.`);
      }
      // Players keep their rows; deleting the teams only unassigns them (team_id ON DELETE SET NULL).
      if (input.replace) await rosters.deleteDivisionTeams(tx, division.id);
      // The preview's coaches (parents who volunteered at registration, decision 0120) are the teams' coaches.
      const teams = await rosters.createTeams(tx, division, input.teams.map((t) => t.team_name), input.teams.map((t) => t.coach_name));
      const teamIds = new Map(teams.map((t) => [t.name, t.id]));
      await rosters.assignPlayers(tx, division.id, new Map(input.teams.map((team) => [teamIds.get(team.team_name)!, team.players.map((p) => p.player_id!)])));
      await rosters.recordRosterVersion(tx, ctx, division.id, input.replace ? 'replace' : 'save', `Teams from the division's players: ${teams.length} teams, ${playerIds.length} players.`);
      return summarizeSavedTeams(tx, division.id, teams, { replacedTeams: input.replace ? existing : 0, players: playerIds.length });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
