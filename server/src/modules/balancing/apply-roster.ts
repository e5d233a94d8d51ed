import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { ApplyRosterInput, ApplyRosterResultDto } from '@league/contract';
import * as rosters from '../rosters/index.js';
import { findRepeatedTeamName } from '../../lib/team-name-rule.js';
import { countTeamPlayers, findAssignment } from './roster-change.repository.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Saves a previewed rebalance or placement in one transaction under the division lock
 * (decision 0019): existing teams keep their id, name and coach, a rebalance's new teams are
 * created and its emptied teams deleted, and a roster version is recorded. A roster that
 * changed since the preview (another version, or players added or removed) answers 409.
 */
export async function applyRoster(ctx: LeagueContext, input: ApplyRosterInput): Promise<ApplyRosterResultDto> {
  requireOwnLeague(ctx, input.league_id);
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const newNames = [...new Set(input.assignment.filter((row) => row.team_id === null).map((row) => row.team_name))];
  if (input.kind === 'place_new' && newNames.length) throw AppError.badRequest('Placing new players uses the existing teams only; every player needs a team_id.', { fields: { assignment: 'team_id' } }, 'validation_error');
  return runTransaction(
    ctx.db,
    async (tx) => {
      await lockDivisions(tx, [division.id]);
      const latest = await rosters.findLatestVersionNumber(tx, division.id);
      const now = await findAssignment(tx, division.id);
      const ids = new Set(now.players.map((p) => p.id));
      const samePlayers = ids.size === input.assignment.length && input.assignment.every((row) => ids.has(row.player_id));
      if (latest !== input.expected_version || !samePlayers) {
        throw AppError.conflict('The roster changed since this preview was made (someone saved, traded or added players). Preview again to see the moves as things stand now.', {
          expected_version: input.expected_version,
          current_version: latest,
        });
      }
      const teamIds = new Set(now.teams.map((t) => t.id));
      const foreign = input.assignment.find((row) => row.team_id !== null && !teamIds.has(row.team_id));
      if (foreign) throw AppError.badRequest(`Team ${foreign.team_id} is not a team of this division.`, { fields: { assignment: 'team_id' } }, 'validation_error');
      const repeated = findRepeatedTeamName([...now.teams.map((t) => t.name), ...newNames]);
      if (repeated !== null) throw AppError.badRequest(`A new team cannot be named "${repeated}": the division already has a team by that name.`, { fields: { team_name: repeated } }, 'duplicate_team_name');

      const created = new Map((await rosters.createTeams(tx, division, newNames)).map((t) => [t.name, t.id]));
      const before = new Map(now.players.map((p) => [p.id, p.teamId]));
      const byTeam = new Map<number | null, number[]>();
      let moves = 0;
      for (const row of input.assignment) {
        const teamId = row.team_id ?? created.get(row.team_name)!;
        if (before.get(row.player_id) === teamId) continue;
        if (before.get(row.player_id) !== null) moves++;
        byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), row.player_id]);
      }
      await rosters.assignPlayers(tx, division.id, byTeam);
      const counts = new Map((await countTeamPlayers(tx, division.id)).map((row) => [row.teamId, row._count._all]));
      const emptied = input.kind === 'rebalance' ? now.teams.filter((t) => !counts.has(t.id)).map((t) => t.id) : [];
      await rosters.deleteTeams(tx, division.id, emptied);
      const placed = input.assignment.filter((row) => before.get(row.player_id) === null && row.team_id !== null).length;
      const summary =
        input.kind === 'rebalance'
          ? `Rebalanced: ${plural(moves, 'player')} changed team${created.size ? `, ${plural(created.size, 'team')} added` : ''}${emptied.length ? `, ${plural(emptied.length, 'team')} removed` : ''}.`
          : `Placed ${plural(placed, 'new player')}; ${plural(moves, 'placed player')} moved.`;
      const version = await rosters.recordRosterVersion(tx, ctx, division.id, input.kind, summary);
      const teams = [...now.teams.filter((t) => !emptied.includes(t.id)), ...[...created].map(([name, id]) => ({ id, name }))];
      return {
        roster_version: version,
        player_count: input.assignment.length,
        moves,
        created_teams: created.size,
        deleted_teams: emptied.length,
        teams: teams.map((t) => ({ id: t.id, team_name: t.name, player_count: counts.get(t.id) ?? 0 })),
      };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
