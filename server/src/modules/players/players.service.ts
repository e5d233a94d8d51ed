import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import { toStoredRating } from '../../lib/composite.js';
import { requireRoomInDivision } from '../../lib/db/division-capacity.js';
import { lockDivisions, lockRoster } from '../../lib/db/division-lock.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { requireFiltersInLeague, requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import * as rosters from '../rosters/index.js';
import { carryForwardRatings } from '../ratings/index.js';
import { weekdayCodes, type CreatePlayerInput, type ListPlayersQuery } from '@league/contract';
import { toPlayerDto } from './players.dto.js';
import * as repo from './players.repository.js';

/** A new player's rating in a skill nobody rated yet, on the 0-10 display scale. */
export const defaultDisplayedRating = 5;

export async function listPlayers(ctx: LeagueContext, query: ListPlayersQuery) {
  await requireFiltersInLeague(ctx, { division: query.division, team: query.team, season: query.season });
  const { count, rows } = await repo.findPlayersPage(ctx.db, {
    leagueId: ctx.leagueId,
    divisionId: query.division,
    teamId: query.team,
    seasonId: query.season,
    unassigned: query.unassigned,
    search: query.search || undefined,
    history: query.history,
    missingRatings: query.missing_ratings,
    household: query.household,
  }, query);
  const people = await repo.findPeopleFacts(ctx.db, rows.map((r) => r.id));
  // count is every match, so a caller that asked for one page knows how many there are.
  return { count, results: rows.map((r) => ({ ...toPlayerDto(r), people: people.get(r.id) })) };
}

export async function createPlayer(ctx: LeagueContext, input: CreatePlayerInput) {
  requireOwnLeague(ctx, input.league);
  const division = await requireInLeague(ctx, 'division', input.division);
  if (input.team != null) {
    const team = await requireInLeague(ctx, 'team', input.team);
    if (team.divisionId !== division.id) throw AppError.badRequest("The team must belong to the player's division.", { fields: { team: 'other_division' } });
  }
  const skills = await repo.findDivisionSkills(ctx.db, division.id);
  const given = input.ratings ?? {};
  const skillIds = new Set(skills.map((s) => s.id));
  const stray = Object.keys(given).find((id) => !skillIds.has(Number(id)));
  if (stray) throw AppError.badRequest("Ratings can only be given for the skills of the player's division.", { fields: { ratings: stray } });
  // A skill not rated here starts at the division's mean for it (decision 0051), never at a fixed 5;
  // in a division nobody is rated in yet, every player starts level at the scale's middle.
  const means = await repo.findDivisionRatingMeans(ctx.db, division.id);
  const ratings = skills.map((skill) => {
    const shown = given[String(skill.id)];
    // Displayed ratings below 0 become 0 (and above 10 become 10) before conversion.
    if (shown !== undefined) return { skillId: skill.id, rating: toStoredRating(Math.max(0, shown), skill.normalizationFactor) };
    return { skillId: skill.id, rating: means.get(skill.id) ?? toStoredRating(defaultDisplayedRating, skill.normalizationFactor) };
  });
  const id = await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [division.id]);
    await requireRoomInDivision(tx, division, 1);
    const created = await rosters.createPlayer(tx, {
      name: input.name,
      email: input.email ?? null,
      dateOfBirth: input.date_of_birth ? new Date(input.date_of_birth) : null,
      heightCm: input.height ?? null,
      additionalData: withPlayerFacts(input),
      leagueId: ctx.leagueId,
      divisionId: division.id,
      teamId: input.team ?? null,
      ratings,
    });
    await recomputeComposites(tx, { playerIds: [created.id] });
    // A returning person (the insert trigger found them) brings last season's ratings for the skills not given here (decision 0044).
    const participantId = await repo.findPlayerParticipantId(tx, created.id);
    if (participantId) await carryForwardRatings(tx, ctx.leagueId, division.id, [{ playerId: created.id, participantId, skip: new Set(Object.keys(given).map(Number)) }]);
    return created.id;
  });
  return getPlayer(ctx, id);
}

/** The form's region, conflicts and gender go where CSV import puts them (persist_teams), over any sent in additional_data. */
function withPlayerFacts(input: CreatePlayerInput): Prisma.InputJsonObject {
  return {
    ...((input.additional_data ?? {}) as Prisma.InputJsonObject),
    ...(input.region ? { region: input.region } : {}),
    ...(input.gender ? { gender: input.gender } : {}),
    ...(input.unavailable_days ? { unavailable_days: weekdayCodes.filter((day) => input.unavailable_days!.includes(day)) } : {}),
  };
}

export async function getPlayer(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'player', id);
  const [[player], people] = await Promise.all([repo.findPlayersByIds(ctx.db, [id]), repo.findPeopleFacts(ctx.db, [id])]);
  return { ...toPlayerDto(player!), people: people.get(id) };
}

export async function deletePlayer(ctx: LeagueContext, id: number): Promise<void> {
  await requireInLeague(ctx, 'player', id);
  await runTransaction(ctx.db, async (tx) => {
    // The division before the player (the one lock order), as every roster change takes them.
    const divisionOf = await lockRoster(tx, { leagueId: ctx.leagueId, playerIds: [id] });
    const [named] = await repo.findPlayersByIds(tx, [id]);
    if (!named) throw AppError.notFound('Player');
    await repo.deletePlayer(tx, id);
    await rosters.recordRosterVersion(tx, ctx, divisionOf.get(id)!, 'player_delete', `Deleted player ${named.name}.`);
  });
}
