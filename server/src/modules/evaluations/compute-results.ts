import type { Db } from '../../lib/db/database.js';
import { findCarriedRatings, fromSkillRating } from '../ratings/index.js';
import { aggregateEvent, blendWithPrior, overallFigures, type AggregationMethod, type SkillAggregate, type SkillCell } from './aggregate/index.js';
import { eventDivisionIds, eventSkillRows } from './evaluations.dto.js';
import type { EventRow } from './events.repository.js';
import { findCheckInsOfEvent, findEvaluatorsOfEvent, findLatestScores, findPlayersOfDivisions } from './scores.repository.js';

/** Everything the results, the coverage board and finalise read about one event, in one place. */
export async function readEventScores(db: Db, event: EventRow) {
  const [scores, checkIns, evaluators, players] = await Promise.all([
    findLatestScores(db, event.id),
    findCheckInsOfEvent(db, event.id),
    findEvaluatorsOfEvent(db, event.id),
    findPlayersOfDivisions(db, eventDivisionIds(event)),
  ]);
  return { scores, checkIns, evaluators, players };
}
export type EventScores = Awaited<ReturnType<typeof readEventScores>>;

/** Last season's rating of each player (carried by skill name, decision 0044), on the event's scale; each division its own. */
export async function readPriors(db: Db, event: EventRow, players: EventScores['players']): Promise<Map<string, number>> {
  const factorOf = new Map(eventSkillRows(event).map((s) => [s.id, s.normalizationFactor]));
  const priors = new Map<string, number>();
  const scale = { min: event.scaleMin, max: event.scaleMax, lowIsBest: false };
  for (const divisionId of eventDivisionIds(event)) {
    const own = players.filter((p) => p.divisionId === divisionId);
    const carried = await findCarriedRatings(db, divisionId, [...new Set(own.flatMap((p) => (p.participantId ? [p.participantId] : [])))]);
    for (const p of own) {
      for (const r of carried.get(p.participantId ?? -1) ?? []) {
        const factor = factorOf.get(r.skillId);
        if (factor) priors.set(`${p.id}:${r.skillId}`, fromSkillRating(r.rating, scale, factor));
      }
    }
  }
  return priors;
}

export interface ComputedFigures {
  perSkill: Map<number, SkillAggregate>;
  /** The same cells by the raw mean and by the corrected model, for side by side and rank moves. */
  raw: Map<number, SkillAggregate>;
  corrected: Map<number, SkillAggregate>;
  /** Player id -> skill id -> the figure blended with the prior. */
  blended: Map<number, Map<number, number>>;
  overall: Map<number, number>;
}

// Six decimals: the model's fit stops within 1e-10, and a stored 4.99999999994 would read oddly.
const clampTo = (event: EventRow, v: number) => Math.round(Math.min(event.scaleMax, Math.max(event.scaleMin, v)) * 1e6) / 1e6;

/** The figures of every player and skill by `method`, without the excluded evaluators, blended at `weight` (0-1). */
export function computeFigures(event: EventRow, data: EventScores, priors: Map<string, number>, method: AggregationMethod, weight: number): ComputedFigures {
  const skills = eventSkillRows(event).map((s) => ({ id: s.id, name: s.name, weight: s.weight }));
  const cells: SkillCell[] = data.scores.map((s) => ({ player: s.playerId, evaluator: s.evaluatorId, skill: s.skillId, value: s.value }));
  const excluded = new Set(event.excludedEvaluatorIds);
  const raw = aggregateEvent(skills, cells, 'mean', excluded);
  const corrected = aggregateEvent(skills, cells, 'corrected', excluded);
  const perSkill = method === 'mean' ? raw : method === 'corrected' ? corrected : aggregateEvent(skills, cells, method, excluded);
  const blended = new Map<number, Map<number, number>>();
  for (const [skillId, aggregate] of perSkill) {
    for (const f of aggregate.figures) {
      // A corrected figure can leave the scale (a lenient panel's top player): finalised ratings stay on it.
      const value = clampTo(event, blendWithPrior(f.figure, priors.get(`${f.player}:${skillId}`), weight));
      if (!blended.has(f.player)) blended.set(f.player, new Map());
      blended.get(f.player)!.set(skillId, value);
    }
  }
  const blendedAggregates = new Map(
    [...perSkill.keys()].map((skillId) => [
      skillId,
      { severities: [], figures: [...blended].flatMap(([player, m]) => (m.has(skillId) ? [{ player, figure: m.get(skillId)!, evaluators: 0 }] : [])) },
    ]),
  );
  return { perSkill, raw, corrected, blended, overall: overallFigures(skills, blendedAggregates) };
}
