import { evaluationMethodNames, type FinaliseEvaluationDto, type FinaliseEvaluationInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { recordRatings, type RatingToRecord } from '../ratings/index.js';
import { computeFigures, readEventScores, readPriors } from './compute-results.js';
import { dateOnly } from './evaluations.dto.js';
import { markFinalised } from './events.repository.js';
import { chooseDivisions, requireEvent } from './events.service.js';

/**
 * POST /evaluations/{id}/finalise/: the chosen figures become the division's ratings through the
 * ratings module's one writer (source evaluation_day, on the event's scale), so each is a history
 * entry and the current value; finalising again records new entries and keeps the earlier ones.
 */
export async function finaliseEvaluation(ctx: LeagueContext, eventId: number, input: FinaliseEvaluationInput): Promise<FinaliseEvaluationDto> {
  const event = await requireEvent(ctx, eventId);
  const data = await readEventScores(ctx.db, event);
  if (data.scores.length === 0) throw AppError.conflict('No scores have been received for this evaluation day yet, so there is nothing to finalise.');
  const priors = await readPriors(ctx.db, event, data.players);
  const figures = computeFigures(event, data, priors, input.method, input.blend_weight / 100);
  // One division of the day, or all of them; each division's players on its own skills.
  const divisionIds = chooseDivisions(event, input.division_id).map((d) => d.id);
  const chosen = new Set(data.players.filter((p) => divisionIds.includes(p.divisionId)).map((p) => p.id));
  const finalised = [...figures.blended].filter(([playerId]) => chosen.has(playerId));
  if (finalised.length === 0) throw AppError.conflict('No scores have been received for the children of this division yet, so there is nothing to finalise.');
  // The day of the last session (the evaluation day itself), else today.
  const day = event.sessions.at(-1)?.date ?? new Date(new Date().toISOString().slice(0, 10));
  const blend = input.blend_weight > 0 ? `, blended ${input.blend_weight}% with last season's rating` : '';
  const sourceLabel = `Evaluation day ${dateOnly(day)}, ${evaluationMethodNames[input.method]}${blend}`;
  const ratings: RatingToRecord[] = finalised.flatMap(([playerId, bySkill]) => [...bySkill].map(([skillId, value]) => ({ playerId, skillId, value, comment: sourceLabel })));
  const finalisedAt = new Date();
  await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, divisionIds);
    await recordRatings(tx, {
      leagueId: ctx.leagueId,
      kind: 'evaluation_day',
      scale: { min: event.scaleMin, max: event.scaleMax, lowIsBest: false },
      raterName: event.name,
      ratedOn: day,
      ratings,
    });
    await markFinalised(tx, event.id, divisionIds, { finalisedAt, finalisedMethod: input.method, finalisedBlendWeight: input.blend_weight });
  });
  return {
    finalised_at: finalisedAt.toISOString(),
    method: input.method,
    blend_weight: input.blend_weight,
    source_label: sourceLabel,
    players: finalised.length,
    ratings_written: ratings.length,
    division_ids: divisionIds,
  };
}
