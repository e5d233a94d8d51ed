import type { RatingEntryDto, RatingHistoryDto, RatingSourceKind } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { toDisplayRating } from '../../lib/composite.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { findParticipantEntries, findParticipantInLeague } from './rating-entries.repository.js';
import { describeOrigin, toScaleDto } from './rating-scale.js';

/** GET /ratings/history/?participant_id: every rating the person was given, by source, newest first (decision 0044). */
export async function getRatingHistory(ctx: LeagueContext, participantId: number): Promise<RatingHistoryDto> {
  const participant = await findParticipantInLeague(ctx.db, participantId, ctx.leagueId);
  if (!participant) throw AppError.notFound('Participant');
  const entries = await findParticipantEntries(ctx.db, ctx.leagueId, participantId);
  return {
    participant_id: participantId,
    entries: entries.map((e) => ({
      ...toEntryDto(e),
      season_name: e.player.division.season.name,
      division_name: e.player.division.name,
    })),
  };
}

type EntryRow = {
  id: number; playerId: number; skillId: number; kind: string; originKind: string; rating: number; originalValue: number; scaleMin: number; scaleMax: number; lowIsBest: boolean;
  raterName: string | null; ratedOn: Date; label: string; ageThen: number | null; comment: string; standardised: boolean; derivedFromId: number | null;
  skill: { name: string; normalizationFactor: number }; currentOf: { id: number }[];
};

export function toEntryDto(e: EntryRow): RatingEntryDto {
  return {
    id: e.id, player_id: e.playerId, skill_id: e.skillId, skill_name: e.skill.name, kind: e.kind as RatingSourceKind, origin_kind: e.originKind as RatingSourceKind,
    rating: e.rating, normalization_factor: e.skill.normalizationFactor, display_rating: toDisplayRating(e.rating, e.skill.normalizationFactor),
    original_value: e.originalValue, scale: toScaleDto({ min: e.scaleMin, max: e.scaleMax, lowIsBest: e.lowIsBest }),
    rater_name: e.raterName, rated_on: e.ratedOn.toISOString().slice(0, 10), label: e.label, age_then: e.ageThen, comment: e.comment,
    standardised: e.standardised, derived_from_id: e.derivedFromId, current: e.currentOf.length > 0, description: describeOrigin(e),
  };
}
