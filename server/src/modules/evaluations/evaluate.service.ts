import type { EvaluatorEventDto, JoinEvaluationDto, JoinEvaluationInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { generateTokenKey, hashTokenKey } from '../../lib/tokens.js';
import { findAccessCodeByHash, insertEvaluator } from './access-codes.repository.js';
import { hashAccessCode } from './access-codes.service.js';
import type { EvaluatorPrincipal } from './authenticate-evaluator.js';
import { eventDivisions, eventSkills, scaleOf } from './evaluations.dto.js';
import { findEvent } from './events.repository.js';
import type { JoinAttempt } from './join-rate-limit.js';
import { findCheckInsOfEvent, findLatestScores } from './scores.repository.js';

/** What the phone shows: the event, the checked-in bibs, and this evaluator's own scores only. */
export async function readEvaluatorEvent(db: Db, evaluator: Pick<EvaluatorPrincipal, 'id' | 'eventId'>): Promise<EvaluatorEventDto> {
  const [event, checkIns, mine] = await Promise.all([findEvent(db, evaluator.eventId), findCheckInsOfEvent(db, evaluator.eventId), findLatestScores(db, evaluator.eventId, evaluator.id)]);
  const bibOf = new Map(checkIns.map((c) => [c.playerId, c.bib]));
  const skillIdsOf = new Map(eventDivisions(event!).map((d) => [d.id, d.skills.map((s) => s.id)]));
  return {
    id: event!.id,
    name: event!.name,
    scale: scaleOf(event!),
    skills: eventSkills(event!),
    players: checkIns.map((c) => ({ bib: c.bib, name: c.player.name, skill_ids: skillIdsOf.get(c.player.divisionId) ?? [] })),
    my_scores: mine.flatMap((s) => {
      const bib = bibOf.get(s.playerId);
      return bib === undefined ? [] : [{ bib, skill_id: s.skillId, value: s.value, note: s.note, needs_another_look: s.needsAnotherLook, scored_at: s.scoredAt.toISOString() }];
    }),
  };
}

/**
 * POST /evaluate/session/: a code and a name make an evaluator with a token of their own, for the
 * session's hours from `now`. The attempt is told how the code turned out before the answer, so
 * the join limits count only wrong codes (decision 0102).
 */
export async function joinEvaluation(db: Db, input: JoinEvaluationInput, now: Date, attempt: JoinAttempt): Promise<JoinEvaluationDto> {
  const codeHash = hashAccessCode(input.code);
  const code = await findAccessCodeByHash(db, codeHash);
  if (!code) {
    await attempt.refused(codeHash, 'unknown');
    throw new AppError(404, 'That access code is not known. Check it with the organiser of the evaluation day.', 'unknown_code');
  }
  if (code.revokedAt) {
    await attempt.refused(codeHash, 'withdrawn');
    throw new AppError(410, 'This access code was withdrawn by the organiser. Ask them for a new one.', 'code_revoked');
  }
  await attempt.accepted();
  const token = generateTokenKey();
  const evaluator = await insertEvaluator(db, { eventId: code.eventId, accessCodeId: code.id, name: input.name, tokenHash: hashTokenKey(token), createdAt: now });
  return { token, evaluator: { id: evaluator.id, name: evaluator.name }, event: await readEvaluatorEvent(db, { id: evaluator.id, eventId: code.eventId }) };
}
