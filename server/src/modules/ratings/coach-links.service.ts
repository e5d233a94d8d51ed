import type { CoachLinkDto, CreateCoachLinksInput, ListResponse, SubmittedCoachRatingDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { toDisplayRating } from '../../lib/composite.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { generateTokenKey, hashTokenKey } from '../../lib/tokens.js';
import * as repo from './coach-links.repository.js';
import { toScaleDto } from './rating-scale.js';

// The admin's side of coach rating links (decision 0044). A token (256 random bits) is answered
// once, when created; only its SHA-256 is stored, so a lost link is revoked and made again.

/** A date alone means the end of that day (UTC): coaches can rate all of the deadline day. */
const readDeadline = (text: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text);

function toDto(link: repo.StoredLink, playersRated: number, now: Date, token?: string): CoachLinkDto {
  return {
    id: link.id, division_id: link.divisionId, team: link.team, coach_name: link.coachName,
    expires_at: link.expiresAt.toISOString(), revoked_at: link.revokedAt?.toISOString() ?? null,
    status: link.revokedAt ? 'revoked' : link.expiresAt <= now ? 'expired' : 'open',
    created_at: link.createdAt.toISOString(), players_rated: playersRated,
    ...(token ? { token, path: `/coach-ratings/${token}` } : {}),
  };
}

export async function createCoachLinks(ctx: LeagueContext, input: CreateCoachLinksInput, now: Date): Promise<ListResponse<CoachLinkDto>> {
  await requireInLeague(ctx, 'division', input.division_id);
  const expiresAt = readDeadline(input.expires_at);
  if (expiresAt <= now) throw AppError.badRequest('The deadline must be in the future.', { fields: { expires_at: 'past' } }, 'validation_error');
  const teams = input.team_ids
    ? await requireAllInLeague(ctx, 'team', input.team_ids)
    : await repo.findDivisionTeams(ctx.db, input.division_id, ctx.leagueId);
  const elsewhere = teams.find((t) => t.divisionId !== input.division_id);
  if (elsewhere) throw AppError.badRequest(`${elsewhere.name} is not a team of this division.`, { fields: { team_ids: elsewhere.id } }, 'validation_error');
  if (teams.length === 0) throw AppError.badRequest('This division has no teams yet: form teams before sending coaches their rating links.', undefined, 'no_teams');
  const coaches = await repo.findTeamCoaches(ctx.db, teams.map((t) => t.id));
  const tokens = teams.map(() => generateTokenKey());
  const created = await runTransaction(ctx.db, (tx) => repo.createLinks(tx, teams.map((team, i) => ({
    leagueId: ctx.leagueId, divisionId: input.division_id, teamId: team.id, tokenHash: hashTokenKey(tokens[i]!), expiresAt,
    coachName: input.coach_names?.[String(team.id)] ?? coaches.get(team.id) ?? `${team.name} coach`,
  }))));
  const tokenOf = new Map(created.map((c, i) => [c.id, tokens[i]!]));
  const links = await repo.listLinks(ctx.db, { id: { in: created.map((c) => c.id) } });
  return { count: links.length, results: links.map((l) => toDto(l, 0, now, tokenOf.get(l.id))) };
}

export async function listCoachLinks(ctx: LeagueContext, divisionId: number, now: Date): Promise<ListResponse<CoachLinkDto>> {
  await requireInLeague(ctx, 'division', divisionId);
  const links = await repo.listLinks(ctx.db, { divisionId, leagueId: ctx.leagueId });
  const rated = await repo.countPlayersRated(ctx.db, links.map((l) => l.id));
  return { count: links.length, results: links.map((l) => toDto(l, rated.get(l.id) ?? 0, now)) };
}

/** Revoking twice is fine; another league's link is a 404. */
export async function revokeCoachLink(ctx: LeagueContext, id: number, now: Date): Promise<CoachLinkDto> {
  const [link] = await repo.listLinks(ctx.db, { id, leagueId: ctx.leagueId });
  if (!link) throw AppError.notFound('Coach link');
  await repo.revokeLink(ctx.db, id, now);
  const [after] = await repo.listLinks(ctx.db, { id });
  return toDto(after!, (await repo.countPlayersRated(ctx.db, [id])).get(id) ?? 0, now);
}

export async function listSubmittedCoachRatings(ctx: LeagueContext, divisionId: number): Promise<ListResponse<SubmittedCoachRatingDto>> {
  await requireInLeague(ctx, 'division', divisionId);
  const entries = await repo.findCoachEntries(ctx.db, ctx.leagueId, divisionId);
  const results = entries.map((e) => ({
    entry_id: e.id, coach_link_id: e.coachLinkId, team_name: e.coachLink?.team.name ?? null, rater_name: e.raterName,
    player_id: e.playerId, player_name: e.player.name, skill_id: e.skillId, skill_name: e.skill.name,
    original_value: e.originalValue, scale: toScaleDto({ min: e.scaleMin, max: e.scaleMax, lowIsBest: e.lowIsBest }),
    rating: e.rating, display_rating: toDisplayRating(e.rating, e.skill.normalizationFactor), comment: e.comment, rated_on: e.ratedOn.toISOString().slice(0, 10), standardised: e.standardised,
  }));
  return { count: results.length, results };
}
