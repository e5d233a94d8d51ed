import type { Prisma } from '../../generated/prisma/client.js';
import type { RatingSourceKind } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { ageOn } from '../../lib/age.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { findRegistrations, findSkills, insertEntries, setCurrentRatings } from './rating-entries.repository.js';
import { describeScale, isOnScale, registrationLabel, skillScale, toSkillRating, type Scale } from './rating-scale.js';

type Tx = Prisma.TransactionClient;

export interface RatingToRecord {
  playerId: number;
  skillId: number;
  /** As given, on the source's scale (`scale`, else the skill's own). */
  value: number;
  comment?: string;
  /** Carried or rescaled ratings: the entry they come from, and what it said. */
  derivedFromId?: number;
  label?: string;
  ageThen?: number | null;
  /** Already on the skill's scale (rescaled ratings); else computed from value. */
  rating?: number;
  ratedOn?: Date;
  raterName?: string | null;
  originKind?: RatingSourceKind;
  scale?: Scale;
}

export interface RecordRatings {
  leagueId: number;
  kind: RatingSourceKind;
  /** The scale the values are given on; left out: each skill's own (0 to its factor, higher is better). */
  scale?: Scale | null;
  raterName?: string | null;
  /** Default: today. */
  ratedOn?: Date;
  coachLinkId?: number | null;
  standardised?: boolean;
  /** False keeps the player's current value (history only); default true. */
  makeCurrent?: boolean;
  ratings: RatingToRecord[];
}

/**
 * The one way a rating with a source is written (decision 0044): each becomes a history entry
 * (source, rater, date, "Season, Division" label, age then, the scale it was given on) and, unless
 * told otherwise, the player's current rating; composites follow. The caller holds the division
 * locks and has checked the players and skills are the league's; a value off its scale is a 400.
 */
export async function recordRatings(tx: Tx, input: RecordRatings): Promise<{ entryIds: number[] }> {
  if (input.ratings.length === 0) return { entryIds: [] };
  const players = new Map((await findRegistrations(tx, input.leagueId, [...new Set(input.ratings.map((r) => r.playerId))])).map((p) => [p.id, p]));
  const skills = new Map((await findSkills(tx, [...new Set(input.ratings.map((r) => r.skillId))])).map((s) => [s.id, s]));
  const ratedOn = input.ratedOn ?? new Date(new Date().toISOString().slice(0, 10));
  const rows = input.ratings.map((r): Prisma.RatingEntryCreateManyInput => {
    const player = players.get(r.playerId);
    const skill = skills.get(r.skillId);
    if (!player || !skill || skill.divisionId !== player.divisionId) throw AppError.notFound(player ? 'Skill' : 'Player');
    const scale = r.scale ?? input.scale ?? skillScale(skill.normalizationFactor);
    if (r.rating === undefined && !isOnScale(r.value, scale)) {
      throw AppError.badRequest(`${player.name}: the ${skill.name} rating ${r.value} must be ${describeScale(scale)}.`, { player_id: player.id, skill_id: skill.id }, 'rating_out_of_range');
    }
    const born = player.participant?.dateOfBirth?.toISOString().slice(0, 10);
    const start = player.division.season.startDate.toISOString().slice(0, 10);
    return {
      leagueId: input.leagueId, playerId: player.id, skillId: skill.id, kind: input.kind, originKind: r.originKind ?? input.kind,
      rating: r.rating ?? toSkillRating(r.value, scale, skill.normalizationFactor), originalValue: r.value,
      scaleMin: scale.min, scaleMax: scale.max, lowIsBest: scale.lowIsBest,
      raterName: (r.raterName !== undefined ? r.raterName : input.raterName)?.slice(0, 120) || null, ratedOn: r.ratedOn ?? ratedOn,
      label: r.label ?? registrationLabel(player.division.season.name, player.division.name),
      ageThen: r.ageThen !== undefined ? r.ageThen : born ? ageOn(born, start) : null,
      comment: r.comment ?? '', standardised: input.standardised ?? false, derivedFromId: r.derivedFromId ?? null, coachLinkId: input.coachLinkId ?? null,
    };
  });
  const created = await insertEntries(tx, rows);
  if (input.makeCurrent !== false) {
    await setCurrentRatings(tx, rows.map((row, i) => ({ playerId: row.playerId, skillId: row.skillId, rating: row.rating, notes: row.comment ?? '', entryId: created[i]!.id })));
    await recomputeComposites(tx, { playerIds: [...players.keys()] });
  }
  return { entryIds: created.map((c) => c.id) };
}
