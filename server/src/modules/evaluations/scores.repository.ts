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

/** The latest score per evaluator, player and skill, of players still in the event's division. */
export function findLatestScores(db: Db, eventId: number, evaluatorId?: number): Promise<LatestScore[]> {
  const byEvaluator = evaluatorId ? Prisma.sql`AND s.evaluator_id = ${evaluatorId}` : Prisma.empty;
  return db.$queryRaw<LatestScore[]>`
    SELECT DISTINCT ON (s.evaluator_id, s.player_id, s.skill_id)
      s.evaluator_id AS "evaluatorId", s.player_id AS "playerId", s.skill_id AS "skillId", s.value, s.note,
      s.needs_another_look AS "needsAnotherLook", s.scored_at AS "scoredAt", s.received_at AS "receivedAt"
    FROM evaluation_scores s
    JOIN evaluation_events e ON e.id = s.event_id
    JOIN players p ON p.id = s.player_id AND p.division_id = e.division_id
    WHERE s.event_id = ${eventId} ${byEvaluator}
    ORDER BY s.evaluator_id, s.player_id, s.skill_id, s.scored_at DESC, s.id DESC`;
}

export function findCheckInsOfEvent(db: Db, eventId: number) {
  return db.evaluationCheckIn.findMany({ where: { eventId }, select: { playerId: true, bib: true, player: { select: { name: true } } }, orderBy: { bib: 'asc' } });
}

export function findScoresByClientIds(db: Db, clientIds: string[]) {
  return db.evaluationScore.findMany({ where: { clientId: { in: clientIds } }, select: { clientId: true, evaluatorId: true } });
}

/** A resend of an id already stored does nothing (the unique index on client_id). */
export function insertScores(db: Db, rows: Prisma.EvaluationScoreCreateManyInput[]) {
  return db.evaluationScore.createMany({ data: rows, skipDuplicates: true });
}

export function findEvaluatorsOfEvent(db: Db, eventId: number) {
  return db.evaluator.findMany({ where: { eventId }, select: { id: true, name: true, accessCode: { select: { revokedAt: true } } }, orderBy: { id: 'asc' } });
}

export function countScoresReceivedAfter(db: Db, eventId: number, after: Date) {
  return db.evaluationScore.count({ where: { eventId, receivedAt: { gt: after } } });
}

/** What checking a batch of scores needs of its event: the scale and the division's skills. */
export function findScoringRules(db: Db, eventId: number) {
  return db.evaluationEvent.findUniqueOrThrow({
    where: { id: eventId },
    select: { scaleMin: true, scaleMax: true, scaleStep: true, division: { select: { skills: { select: { id: true, name: true } } } } },
  });
}

export function findCheckInsByBib(db: Db, eventId: number, bibs: number[]) {
  return db.evaluationCheckIn.findMany({ where: { eventId, bib: { in: bibs } }, select: { playerId: true, bib: true } });
}
