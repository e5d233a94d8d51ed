import { AppError } from '../../lib/app-error.js';
import { toStoredRating } from '../../lib/composite.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import { requireRoomInDivision } from '../../lib/db/division-capacity.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { inBatches } from '../../lib/db/in-batches.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { PersistPlayerInput, PersistTeamsInput } from '@league/contract';
import * as repo from './balancing.repository.js';
import { summarizeSavedTeams } from './summarize-saved-teams.js';
import { findRepeatedTeamName } from '../../lib/team-name-rule.js';
import type { Prisma } from '../../generated/prisma/client.js';
import * as rosters from '../rosters/index.js';
import { isStoredSave, saveStoredRoster } from './persist-stored-teams.js';

/**
 * Saves previewed teams as the division's roster, in one transaction: teams, players with
 * height, region and unavailable days (in additional_data), and per-skill ratings converted to
 * each skill's own scale. Composites are recomputed here; the client's numbers are not trusted.
 * A division that has teams is replaced only with `replace: true`, and replacing removes its
 * teams and its players: the balanced file is the division's roster. A preview of the division's
 * stored players (with player ids) only moves those players (persist-stored-teams.ts).
 */
export async function persistTeams(ctx: LeagueContext, input: PersistTeamsInput) {
  requireOwnLeague(ctx, input.league_id);
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const skills = new Map((await repo.listDivisionSkills(ctx.db, division.id)).map((s) => [s.id, s]));
  checkTeamNames(input);
  checkRatedSkills(input, skills);
  if (isStoredSave(input)) return saveStoredRoster(ctx, division, input);
  return saveRoster(ctx, division, skills, input);
}

/** One rule for team names (lib/team-name-rule.ts): letter case does not make a new name. */
function checkTeamNames(input: PersistTeamsInput): void {
  const repeated = findRepeatedTeamName(input.teams.map((t) => t.team_name));
  if (repeated !== null) throw duplicateTeamName(repeated);
}

function saveRoster(ctx: LeagueContext, division: { id: number; name: string; leagueId: number }, skills: Map<number, { normalizationFactor: number }>, input: PersistTeamsInput) {
  return runTransaction(
    ctx.db,
    async (tx) => {
      // Taken first: concurrent saves of this division run one after the other (decision 0012).
      await lockDivisions(tx, [division.id]);
      const existing = await repo.countDivisionTeams(tx, division.id);
      if (existing > 0 && !input.replace) {
        throw AppError.conflict(
          `This division already has ${existing} team${existing === 1 ? '' : 's'}. Save again with replace: true to replace its teams and players.`,
          { existing_teams: existing },
        );
      }
      if (input.replace) await rosters.deleteDivisionRoster(tx, division.id);
      // Without replace the division's unassigned players stay: they count too.
      await requireRoomInDivision(tx, division, input.teams.reduce((sum, team) => sum + team.players.length, 0));
      const teams = await rosters.createTeams(tx, division, input.teams.map((t) => t.team_name), input.teams.map((t) => t.coach_name));
      const teamIds = new Map(teams.map((t) => [t.name, t.id]));
      const entries = input.teams.flatMap((team) => team.players.map((player) => ({ player, teamId: teamIds.get(team.team_name)! })));
      const created = await rosters.createPlayersOnTeams(
        tx,
        entries.map(({ player, teamId }) => ({
          name: player.name,
          email: player.email,
          dateOfBirth: player.date_of_birth ? new Date(`${player.date_of_birth}T00:00:00Z`) : null,
          heightCm: player.height_cm,
          additionalData: toAdditionalData(player),
          leagueId: division.leagueId,
          divisionId: division.id,
          teamId,
        })),
      );
      await repo.createRatings(
        tx,
        entries.flatMap(({ player }, index) =>
          Object.entries(player.ratings).map(([skillId, displayed]) => ({
            playerId: created[index]!,
            skillId: Number(skillId),
            rating: toStoredRating(displayed, skills.get(Number(skillId))!.normalizationFactor),
          })),
        ),
      );
      // Only the new players' composites change; slices keep each statement short on PGlite.
      await inBatches(created, 1000, async (slice) => [await recomputeComposites(tx, { playerIds: slice })]);
      await rosters.recordRosterVersion(tx, ctx, division.id, input.replace ? 'replace' : 'save', `${input.replace ? 'Replaced the roster' : 'Saved teams'}: ${teams.length} teams, ${created.length} players.`);
      return summarizeSavedTeams(tx, division.id, teams, { replacedTeams: input.replace ? existing : 0, players: created.length });
    },
    // A queued save waits for the ones before it: each may take seconds for 5,000 players.
    { timeout: 60_000, maxWait: 30_000 },
  );
}

const duplicateTeamName = (name: string) =>
  AppError.badRequest(
    `Team names must be different within a division (letter case does not count): "${name}" is used twice; nothing was saved.`,
    { fields: { team_name: name } },
    'duplicate_team_name',
  );

function checkRatedSkills(input: PersistTeamsInput, skills: Map<number, unknown>): void {
  for (const team of input.teams) {
    for (const player of team.players) {
      const foreign = Object.keys(player.ratings).find((id) => !skills.has(Number(id)));
      if (foreign) {
        throw AppError.badRequest(`Player "${player.name}" of ${team.team_name} has a rating for skill ${foreign}, which is not a skill of this division.`, undefined, 'validation_error');
      }
    }
  }
}

/**
 * The unmapped CSV columns first, then the fixed keys the apps read (ADR 0011): rule values
 * (group, lock, apart, requests, gender) are kept so Trade and Move can check them later.
 */
function toAdditionalData(player: PersistPlayerInput): Prisma.InputJsonObject {
  return {
    ...((player.additional_data ?? {}) as Prisma.InputJsonObject),
    ...(player.group ? { group: player.group } : {}),
    ...(player.lock ? { lock: player.lock } : {}),
    ...(player.apart ? { apart: player.apart } : {}),
    ...(player.requests.length ? { requests: player.requests } : {}),
    ...(player.gender ? { gender: player.gender } : {}),
    ...(player.region ? { region: player.region } : {}),
    unavailable_days: player.unavailable_days,
    ...(player.height_cm !== null ? { height_cm: player.height_cm } : {}),
  };
}
