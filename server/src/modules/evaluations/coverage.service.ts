import type { EvaluationCoverageDto } from '@league/contract';
import type { LeagueContext } from '../../lib/permissions.js';
import { aggregateSkill } from './aggregate/index.js';
import { readEventScores } from './compute-results.js';
import { chooseDivisions, requireEvent } from './events.service.js';

/**
 * Scores of one skill this far apart (a share of the scale's range), once each evaluator's
 * harshness or leniency is taken out, put the player on the call-back list.
 */
const farApartShare = 0.5;

/** Evaluator id -> severity on each skill, fitted on every score of the day (the model results use). */
function severitiesBySkill(scores: readonly { playerId: number; evaluatorId: number; skillId: number; value: number }[]) {
  const cellsOf = new Map<number, { player: number; evaluator: number; value: number }[]>();
  for (const s of scores) cellsOf.set(s.skillId, [...(cellsOf.get(s.skillId) ?? []), { player: s.playerId, evaluator: s.evaluatorId, value: s.value }]);
  return new Map([...cellsOf].map(([skillId, cells]) => [skillId, new Map(aggregateSkill(cells, 'corrected').severities.map((e) => [e.evaluator, e.severity]))]));
}

/**
 * GET /evaluations/{id}/coverage/: per checked-in player how many evaluators scored each skill,
 * who is below the minimum, each evaluator's progress, and the call-back list. Every evaluator
 * counts here, the left-out ones too: a child they saw was seen. With `divisionId`, only that
 * division's children and the scores they got (400 for a division not of the day).
 */
export async function readCoverage(ctx: LeagueContext, eventId: number, divisionId?: number): Promise<EvaluationCoverageDto> {
  const event = await requireEvent(ctx, eventId);
  // Each child is counted on their own division's skills (decision 0084).
  const skillsOf = new Map(chooseDivisions(event, divisionId).map((d) => [d.id, d.skills]));
  const all = await readEventScores(ctx.db, event);
  const checkIns = all.checkIns.filter((c) => skillsOf.has(c.player.divisionId));
  const shownPlayers = new Set(checkIns.map((c) => c.playerId));
  const scores = all.scores.filter((s) => shownPlayers.has(s.playerId));
  const { evaluators } = all;
  const severityOf = severitiesBySkill(all.scores);
  const valuesOf = new Map<string, number[]>();
  // The same scores with each evaluator's severity taken out: a harsh and a lenient evaluator agree on a child.
  const correctedOf = new Map<string, number[]>();
  const flagged = new Set<number>();
  const playersOf = new Map<number, Set<number>>();
  const scoreCount = new Map<number, number>();
  for (const s of scores) {
    const key = `${s.playerId}:${s.skillId}`;
    valuesOf.set(key, [...(valuesOf.get(key) ?? []), s.value]);
    correctedOf.set(key, [...(correctedOf.get(key) ?? []), s.value - (severityOf.get(s.skillId)?.get(s.evaluatorId) ?? 0)]);
    if (s.needsAnotherLook) flagged.add(s.playerId);
    if (!playersOf.has(s.evaluatorId)) playersOf.set(s.evaluatorId, new Set());
    playersOf.get(s.evaluatorId)!.add(s.playerId);
    scoreCount.set(s.evaluatorId, (scoreCount.get(s.evaluatorId) ?? 0) + 1);
  }
  const farApart = farApartShare * (event.scaleMax - event.scaleMin);
  const players = checkIns.map((c) => {
    const perSkill = (skillsOf.get(c.player.divisionId) ?? []).map((skill) => ({ skill_id: skill.id, evaluators: valuesOf.get(`${c.playerId}:${skill.id}`)?.length ?? 0 }));
    return { player_id: c.playerId, name: c.player.name, bib: c.bib, skills: perSkill, below_minimum: perSkill.some((s) => s.evaluators < event.minEvaluators) };
  });
  const callBack = checkIns.flatMap((c) => {
    const reasons: string[] = [];
    if (flagged.has(c.playerId)) reasons.push('An evaluator asked for another look.');
    for (const skill of skillsOf.get(c.player.divisionId) ?? []) {
      const values = valuesOf.get(`${c.playerId}:${skill.id}`) ?? [];
      const corrected = correctedOf.get(`${c.playerId}:${skill.id}`) ?? [];
      // A tiny tolerance: the fitted severities carry rounding of about 1e-10.
      if (values.length >= 2 && Math.max(...corrected) - Math.min(...corrected) >= farApart - 1e-6) {
        reasons.push(`${skill.name} scores are far apart, even allowing for harsh and lenient evaluators (${Math.min(...values)} to ${Math.max(...values)}).`);
      }
    }
    return reasons.length ? [{ player_id: c.playerId, name: c.player.name, bib: c.bib, reasons }] : [];
  });
  return {
    min_evaluators: event.minEvaluators,
    players,
    below_minimum: players.filter((p) => p.below_minimum).length,
    evaluators: evaluators.map((e) => ({
      id: e.id,
      name: e.name,
      players_scored: playersOf.get(e.id)?.size ?? 0,
      scores: scoreCount.get(e.id) ?? 0,
      share_of_field: checkIns.length ? Math.round((1000 * (playersOf.get(e.id)?.size ?? 0)) / checkIns.length) / 1000 : 0,
      revoked: e.accessCode.revokedAt !== null,
    })),
    call_back: callBack,
  };
}
