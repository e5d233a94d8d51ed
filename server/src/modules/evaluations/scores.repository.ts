import { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

/** One evaluator's latest score of a player on a skill: the one that counts (decision 0057). */
export interface LatestScore {
  evaluatorId: number;
  playerId: number;
  skillId: number;
  value: number;
  note: string;
  needsAnotherLook: boolean;
  scoredAt: Date;
  receivedAt: Date;
}

/**
 * The latest score per evaluator, player and skill, of players still in one of the event's
 * divisions and on a skill of the player's own division (a child moved between two of the day's
 * divisions is not counted on the other division's skills).
 */
export function findLatestScores(db: Db, eventId: number, evaluatorId?: number): Promise<LatestScore[]> {
  const byEvaluator = evaluatorId ? Prisma.sql`AND s.evaluator_id = ${evaluatorId}` : Prisma.empty;
  return db.$queryRaw<LatestScore[]>`
    SELECT DISTINCT ON (s.evaluator_id, s.player_id, s.skill_id)
      s.evaluator_id AS "evaluatorId", s.player_id AS "playerId", s.skill_id AS "skillId", s.value, s.note,
      s.needs_another_look AS "needsAnotherLook", s.scored_at AS "scoredAt", s.received_at AS "receivedAt"
    FROM evaluation_scores s
    JOIN players p ON p.id = s.player_id
    JOIN evaluation_event_divisions ed ON ed.event_id = s.event_id AND ed.division_id = p.division_id
    JOIN skills k ON k.id = s.skill_id AND k.division_id = p.division_id
    WHERE s.event_id = ${eventId} ${byEvaluator}
    ORDER BY s.evaluator_id, s.player_id, s.skill_id, s.scored_at DESC, s.id DESC`;
}

export function findCheckInsOfEvent(db: Db, eventId: number) {
  return db.evaluationCheckIn.findMany({ where: { eventId }, select: { playerId: true, bib: true, player: { select: { name: true, divisionId: true } } }, orderBy: { bib: 'asc' } });
}

export function findScoresByClientIds(db: Db, clientIds: string[]) {
  return db.evaluationScore.findMany({ where: { clientId: { in: clientIds } }, select: { clientId: true, evaluatorId: true } });
}

/** A resend of an id already stored does nothing (the unique index on client_id); answers the ids this call wrote. */
export function insertScores(db: Db, rows: Prisma.EvaluationScoreCreateManyInput[]) {
  return db.evaluationScore.createManyAndReturn({ data: rows, skipDuplicates: true, select: { clientId: true } });
}

export function findEvaluatorsOfEvent(db: Db, eventId: number) {
  return db.evaluator.findMany({ where: { eventId }, select: { id: true, name: true, accessCode: { select: { revokedAt: true } } }, orderBy: { id: 'asc' } });
}

export function countScoresReceivedAfter(db: Db, eventId: number, after: Date, divisionIds: number[]) {
  return db.evaluationScore.count({ where: { eventId, receivedAt: { gt: after }, player: { divisionId: { in: divisionIds } } } });
}

/** What checking a batch of scores needs of its event: the scale and its divisions' skills. */
export function findScoringRules(db: Db, eventId: number) {
  return db.evaluationEvent.findUniqueOrThrow({
    where: { id: eventId },
    select: { scaleMin: true, scaleMax: true, scaleStep: true, divisions: { select: { division: { select: { skills: { select: { id: true, name: true, divisionId: true } } } } } } },
  });
}

export function findCheckInsByBib(db: Db, eventId: number, bibs: number[]) {
  return db.evaluationCheckIn.findMany({ where: { eventId, bib: { in: bibs } }, select: { playerId: true, bib: true, player: { select: { divisionId: true } } } });
}
