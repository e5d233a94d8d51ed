import { submitCoachRatingsInputSchema, type CoachFormDto, type CoachFormStatusDto, type CoachRatingsSavedDto } from '@league/contract';
import { parseInput } from '../../lib/validate.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { lockRoster } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { hashTokenKey } from '../../lib/tokens.js';
import * as repo from './coach-links.repository.js';
import { findRosterKeyTeam } from '../publishing/index.js';
import { recordRatings } from './record-ratings.js';
import { scaleForSource } from './rating-scales.service.js';
import { describeScale, isOnScale, toScaleDto, type Scale } from './rating-scale.js';

// The coach's side (decision 0044): the link opens one team, until its deadline. Unknown tokens
// are 404, revoked or expired ones 410 with a sentence; any player not on the team is a 404.

const tokenPattern = /^[0-9a-f]{64}$/;

/** A coach form with no scale set by the admin: 1 to 5, 5 is best (what paper forms use). */
export const defaultCoachScale: Scale = { min: 1, max: 5, lowIsBest: false };

async function openLink(db: Db, token: string, now: Date): Promise<repo.OpenLink> {
  const link = tokenPattern.test(token) ? ((await repo.findLinkByHash(db, hashTokenKey(token))) ?? (await linkOfRosterKey(db, token, now))) : null;
  if (!link) throw AppError.notFound('This rating link');
  if (link.revokedAt) throw new AppError(410, 'This rating link was withdrawn by the league. Ask the league administrator for a new one.', 'gone');
  if (link.expiresAt <= now) {
    throw new AppError(410, `This rating link closed on ${link.expiresAt.toISOString().slice(0, 10)}. Ask the league administrator if you still need to rate your players.`, 'gone');
  }
  return link;
}

/**
 * A coach's roster page key also opens the form (decision 0090), through the team's open rating
 * link: the ratings land on the link the league opened, so one coach's ratings are not split.
 */
async function linkOfRosterKey(db: Db, key: string, now: Date): Promise<repo.OpenLink | null> {
  const teamId = await findRosterKeyTeam(db, now, key);
  if (teamId === null) return null;
  const link = await repo.findOpenTeamLink(db, teamId, now);
  if (!link) throw new AppError(404, 'The league has not opened end-of-season ratings for your team yet.', 'ratings_not_open');
  return link;
}

/**
 * GET /coach-links/{token}/status/: whether the form opens now. Not opened yet, withdrawn or closed
 * are answers with their sentence (the roster page asks on each load); an unknown key stays a 404.
 */
export async function readCoachFormStatus(db: Db, token: string, now: Date): Promise<CoachFormStatusDto> {
  try {
    const link = await openLink(db, token, now);
    return { open: true, expires_at: link.expiresAt.toISOString(), sentence: null };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'ratings_not_open' || error.status === 410)) return { open: false, expires_at: null, sentence: error.message };
    throw error;
  }
}

const coachScale = async (db: Db, divisionId: number) => (await scaleForSource(db, divisionId, 'coach_form')) ?? defaultCoachScale;

export async function openCoachForm(db: Db, token: string, now: Date): Promise<CoachFormDto> {
  const link = await openLink(db, token, now);
  const players = await repo.findTeamPlayers(db, link.teamId);
  const sent = new Map<number, { ratings: Map<number, number>; comment: string }>();
  for (const e of await repo.findLinkEntries(db, link.id)) {
    const player = sent.get(e.playerId) ?? { ratings: new Map(), comment: '' };
    player.ratings.set(e.skillId, e.originalValue);
    player.comment = e.comment;
    sent.set(e.playerId, player);
  }
  return {
    league_name: link.league.name, season_name: link.division.season.name, division_name: link.division.name, team_name: link.team.name,
    coach_name: link.coachName, expires_at: link.expiresAt.toISOString(), scale: toScaleDto(await coachScale(db, link.divisionId)),
    skills: link.division.skills.map((s) => ({ id: s.id, name: s.name, description: s.description })),
    players: players.map((p) => ({
      id: p.id, name: p.name,
      ratings: [...(sent.get(p.id)?.ratings ?? new Map<number, number>())].map(([skill_id, value]) => ({ skill_id, value })),
      comment: sent.get(p.id)?.comment ?? '',
    })),
  };
}

/** One player's ratings; sending again before the deadline replaces them (the earlier ones stay in the history). */
export async function submitCoachRatings(db: Db, token: string, body: unknown, now: Date): Promise<CoachRatingsSavedDto> {
  // The link first: a closed link answers 410 whatever was sent.
  const link = await openLink(db, token, now);
  const input = parseInput(submitCoachRatingsInputSchema, body ?? {});
  const skills = new Map(link.division.skills.map((s) => [s.id, s]));
  const scale = await coachScale(db, link.divisionId);
  for (const r of input.ratings) {
    const skill = skills.get(r.skill_id);
    if (!skill) throw AppError.notFound('Skill');
    if (!isOnScale(r.value, scale)) throw AppError.badRequest(`The ${skill.name} rating must be ${describeScale(scale)}.`, { skill_id: skill.id }, 'rating_out_of_range');
  }
  if (new Set(input.ratings.map((r) => r.skill_id)).size !== input.ratings.length) throw AppError.badRequest('Each skill can be rated once per player.', undefined, 'validation_error');
  return runTransaction(db, async (tx) => {
    // Under the division and player locks, the player must still be on this team (a transfer may have moved them).
    await lockRoster(tx, { leagueId: link.leagueId, divisionIds: [link.divisionId], playerIds: [input.player_id] });
    const player = await repo.findTeamPlayer(tx, link.teamId, input.player_id);
    if (!player) throw AppError.notFound('Player');
    await recordRatings(tx, {
      leagueId: link.leagueId, kind: 'coach_form', scale, raterName: link.coachName, coachLinkId: link.id, ratedOn: new Date(now.toISOString().slice(0, 10)),
      ratings: input.ratings.map((r) => ({ playerId: player.id, skillId: r.skill_id, value: r.value, comment: input.comment })),
    });
    return { player_id: player.id, saved: input.ratings.length };
  });
}
