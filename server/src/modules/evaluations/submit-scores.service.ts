import type { EvaluationScoreInput, SubmitScoresDto, SubmitScoresInput } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { refreshStatisticsAfterBulkWrite } from '../../lib/db/keep-statistics.js';
import type { EvaluatorPrincipal } from './authenticate-evaluator.js';
import { findCheckInsByBib, findScoresByClientIds, findScoringRules, insertScores } from './scores.repository.js';

/**
 * How far ahead of the server a phone's clock may run and still be believed (decision 0110):
 * phones drift by seconds to a minute or two; a time beyond this is a wrong clock, and the time
 * the server received the score stands in for it, so it cannot win over later corrections.
 */
export const phoneClockLeadMs = 5 * 60_000;

function boundedScoredAt(phoneTime: string, now: Date): Date {
  const at = new Date(phoneTime);
  return at.getTime() > now.getTime() + phoneClockLeadMs ? now : at;
}

const idTaken = 'Another phone already sent a score with this id. Score this player again.';
type Rejection = SubmitScoresDto['rejected'][number];
type EventRow = Awaited<ReturnType<typeof findScoringRules>>;

const onScale = (value: number, e: EventRow) => {
  const steps = (value - e.scaleMin) / e.scaleStep;
  return value >= e.scaleMin && value <= e.scaleMax && Math.abs(steps - Math.round(steps)) < 1e-6;
};

/** Why one score cannot be stored, in a sentence the phone shows beside it; null when it can. */
type Skills = Map<number, { name: string; divisionId: number }>;
type CheckedIn = Map<number, { playerId: number; divisionId: number }>;

function checkScore(score: EvaluationScoreInput, event: EventRow, skills: Skills, playerOfBib: CheckedIn): Rejection | null {
  const reject = (code: string, error: string) => ({ id: score.id, code, error });
  const player = playerOfBib.get(score.bib);
  if (!player) return reject('bib_not_checked_in', `Bib ${score.bib} is not checked in at this evaluation day. Check the number, or ask the desk to check the player in.`);
  const found = skills.get(score.skill_id);
  if (!found) return reject('unknown_skill', 'This skill is not scored at this evaluation day. Reload the evaluation screen.');
  // A day of several divisions: each child is scored on their own division's skills (decision 0084).
  if (found.divisionId !== player.divisionId) return reject('unknown_skill', `Bib ${score.bib} is not scored on ${found.name}: that skill is another division's. Reload the evaluation screen.`);
  const skill = found.name;
  if (!onScale(score.value, event)) {
    return reject('off_scale', `${score.value} is not on this day's scale for ${skill}: from ${event.scaleMin} to ${event.scaleMax} in steps of ${event.scaleStep}.`);
  }
  return null;
}

/**
 * POST /evaluate/scores/: each score is stored once by its phone-made id (a resend is
 * `already_stored`); a later change to the same player and skill is a new row whose scored_at
 * wins, the earlier stays as history. Good scores are stored even when others are refused; any
 * refusal makes the answer a 4xx whose details list every score (decision 0057).
 */
export async function submitScores(db: Db, evaluator: EvaluatorPrincipal, input: SubmitScoresInput, now: Date): Promise<SubmitScoresDto> {
  const result: SubmitScoresDto = { stored: [], already_stored: [], rejected: [] };
  const unique = [...new Map(input.scores.map((s) => [s.id, s])).values()];
  // Three small reads, each bounded by the batch: a phone scoring as it goes sends one player's scores.
  const [event, checkIns, known] = await Promise.all([
    findScoringRules(db, evaluator.eventId),
    findCheckInsByBib(db, evaluator.eventId, [...new Set(unique.map((s) => s.bib))]),
    findScoresByClientIds(db, unique.map((s) => s.id)),
  ]);
  const skills: Skills = new Map(event.divisions.flatMap((d) => d.division.skills).map((s) => [s.id, { name: s.name, divisionId: s.divisionId }]));
  const playerOfBib: CheckedIn = new Map(checkIns.map((c) => [c.bib, { playerId: c.playerId, divisionId: c.player.divisionId }]));
  const ownerOf = new Map(known.map((k) => [k.clientId, k.evaluatorId]));
  const rows: Prisma.EvaluationScoreCreateManyInput[] = [];
  const checked: string[] = [];
  for (const score of unique) {
    const owner = ownerOf.get(score.id);
    if (owner === evaluator.id) result.already_stored.push(score.id);
    else if (owner !== undefined) result.rejected.push({ id: score.id, code: 'id_taken', error: idTaken });
    else {
      const problem = checkScore(score, event, skills, playerOfBib);
      if (problem) result.rejected.push(problem);
      else {
        checked.push(score.id);
        rows.push({
          clientId: score.id,
          eventId: evaluator.eventId,
          evaluatorId: evaluator.id,
          playerId: playerOfBib.get(score.bib)!.playerId,
          skillId: score.skill_id,
          value: score.value,
          note: score.note?.trim() ?? '',
          needsAnotherLook: score.needs_another_look ?? false,
          scoredAt: boundedScoredAt(score.scored_at, now),
        });
      }
    }
  }
  if (rows.length) {
    await storeNewScores(db, evaluator, rows, checked, result);
    // A phone back online sends hundreds at once: the coverage board's plan should know.
    await refreshStatisticsAfterBulkWrite(db, 'evaluation_scores', rows.length);
  }
  if (result.rejected.length) {
    const first = result.rejected[0]!.error;
    const intro = result.stored.length + result.already_stored.length ? `${result.rejected.length} of ${unique.length} scores were not stored. ` : '';
    throw new AppError(422, `${intro}${first}`, 'scores_rejected', { ...result });
  }
  return result;
}

/**
 * Only the request whose rows were written says "stored": two phones (or one phone twice) sending
 * one id at once both pass the first read, and the unique index lets one insert through. The other
 * learns who wrote it: itself (a resend, `already_stored`) or another phone (`id_taken`).
 */
async function storeNewScores(db: Db, evaluator: EvaluatorPrincipal, rows: Prisma.EvaluationScoreCreateManyInput[], ids: string[], result: SubmitScoresDto) {
  const written = new Set((await insertScores(db, rows)).map((r) => r.clientId));
  const lost = ids.filter((id) => !written.has(id));
  const ownerOf = new Map((lost.length ? await findScoresByClientIds(db, lost) : []).map((k) => [k.clientId, k.evaluatorId]));
  for (const id of ids) {
    if (written.has(id)) result.stored.push(id);
    else if (ownerOf.get(id) === evaluator.id) result.already_stored.push(id);
    else result.rejected.push({ id, code: 'id_taken', error: idTaken });
  }
}
