import type { EvaluationResultsDto, EvaluationResultsQuery } from '@league/contract';
import type { LeagueContext } from '../../lib/permissions.js';
import { describeSeverity, largestRankMoves, overallFigures } from './aggregate/index.js';
import { computeFigures, readEventScores, readPriors } from './compute-results.js';
import { scaleOf } from './evaluations.dto.js';
import type { EventRow } from './events.repository.js';
import { chooseDivisions, requireEvent } from './events.service.js';
import { countScoresReceivedAfter } from './scores.repository.js';

const rankMovesShown = 10;

/** The earliest finalise of the shown divisions: scores received after it are not in all their ratings yet. */
function lastFinalised(event: EventRow, shown: Set<number>): Date | null {
  const times = event.divisions.flatMap((d) => (shown.has(d.divisionId) && d.finalisedAt ? [d.finalisedAt.getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * GET /evaluations/{id}/results/: per player and skill the figure by the chosen method, the raw
 * mean beside it, the count and the evaluators who scored it with their severity; each evaluator's
 * severity per skill in words; the players whose place moves most between raw and corrected.
 * Severities are always the corrected model's: the mean and the trimmed mean estimate none.
 */
export async function readResults(ctx: LeagueContext, eventId: number, query: EvaluationResultsQuery): Promise<EvaluationResultsDto> {
  const event = await requireEvent(ctx, eventId);
  const data = await readEventScores(ctx.db, event);
  const priors = await readPriors(ctx.db, event, data.players);
  const figures = computeFigures(event, data, priors, query.method, query.blend_weight / 100);
  const divisions = chooseDivisions(event, query.division_id);
  const skills = divisions.flatMap((d) => d.skills);
  const divisionOf = new Map(data.players.map((p) => [p.id, p.divisionId]));
  const shown = new Set(divisions.map((d) => d.id));
  const nameOf = new Map(data.players.map((p) => [p.id, p.name]));
  const bibOf = new Map(data.checkIns.map((c) => [c.playerId, c.bib]));
  const evaluatorName = new Map(data.evaluators.map((e) => [e.id, e.name]));
  const excluded = new Set(event.excludedEvaluatorIds);
  const severity = new Map<string, number>();
  for (const [skillId, agg] of figures.corrected) for (const s of agg.severities) severity.set(`${s.evaluator}:${skillId}`, s.severity);
  const scorersOf = new Map<string, number[]>();
  for (const s of data.scores) {
    if (excluded.has(s.evaluatorId)) continue;
    const key = `${s.playerId}:${s.skillId}`;
    scorersOf.set(key, [...(scorersOf.get(key) ?? []), s.evaluatorId]);
  }
  const rawFigure = new Map<string, number>();
  for (const [skillId, agg] of figures.raw) for (const f of agg.figures) rawFigure.set(`${f.player}:${skillId}`, f.figure);

  const players = [...figures.blended].filter(([playerId]) => shown.has(divisionOf.get(playerId) ?? -1)).map(([playerId, bySkill]) => ({
    player_id: playerId,
    name: nameOf.get(playerId) ?? '',
    bib: bibOf.get(playerId) ?? null,
    division_id: divisionOf.get(playerId)!,
    overall: figures.overall.has(playerId) ? round(figures.overall.get(playerId)!) : null,
    skills: skills.flatMap((skill) => {
      const key = `${playerId}:${skill.id}`;
      const figure = bySkill.get(skill.id);
      if (figure === undefined) return [];
      const scorers = scorersOf.get(key) ?? [];
      return [{
        skill_id: skill.id,
        figure: round(figure),
        raw_mean: round(rawFigure.get(key)!),
        prior: priors.has(key) ? round(priors.get(key)!) : null,
        count: scorers.length,
        evaluators: scorers.map((e) => ({ name: evaluatorName.get(e) ?? '', severity: round(severity.get(`${e}:${skill.id}`) ?? 0) })),
      }];
    }),
  }));
  players.sort((a, b) => (b.overall ?? -Infinity) - (a.overall ?? -Infinity) || a.name.localeCompare(b.name));

  // Places are within each division: children of two divisions are not ranked against each other.
  const moves = divisions
    .flatMap((d) => {
      const weights = d.skills.map((s) => ({ id: s.id, name: s.name, weight: s.weight }));
      return largestRankMoves(overallFigures(weights, figures.raw), overallFigures(weights, figures.corrected), rankMovesShown);
    })
    .sort((a, b) => b.moved - a.moved)
    .slice(0, rankMovesShown);
  const finalisedAt = lastFinalised(event, shown);
  return {
    method: query.method,
    blend_weight: query.blend_weight,
    division_id: query.division_id ?? null,
    scale: scaleOf(event),
    skills: skills.map((s) => ({ id: s.id, name: s.name })),
    players,
    evaluators: data.evaluators.map((e) => ({
      id: e.id,
      name: e.name,
      excluded: excluded.has(e.id),
      severities: skills.flatMap((skill) => {
        const s = figures.corrected.get(skill.id)?.severities.find((x) => x.evaluator === e.id);
        return s ? [{ skill_id: skill.id, severity: round(s.severity), sentence: describeSeverity(s.severity, skill.name), scored: s.scored }] : [];
      }),
    })),
    rank_moves: moves.map((m) => ({ player_id: m.player, name: nameOf.get(m.player) ?? '', raw_place: m.rawPlace, corrected_place: m.correctedPlace, moved: m.moved })),
    late_scores: finalisedAt ? await countScoresReceivedAfter(ctx.db, event.id, finalisedAt, [...shown]) : 0,
  };
}
