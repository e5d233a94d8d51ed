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
 *
 * Written to be fast before the planner has statistics (decision 0115): the event's scores are
 * read alone, in the order of their index, and each kept row looks its player's and skill's
 * division up by primary key. As joins, a planner that believes the tables empty walked every
 * player and skill and scanned the skill's scores for each pair: 9,600 scores took 9 s.
 */
export function findLatestScores(db: Db, eventId: number, evaluatorId?: number): Promise<LatestScore[]> {
  const byEvaluator = evaluatorId ? Prisma.sql`AND s.evaluator_id = ${evaluatorId}` : Prisma.empty;
  return db.$queryRaw<LatestScore[]>`
    SELECT l."evaluatorId", l."playerId", l."skillId", l.value, l.note, l."needsAnotherLook", l."scoredAt", l."receivedAt"
    FROM (
      SELECT DISTINCT ON (s.evaluator_id, s.player_id, s.skill_id)
        s.evaluator_id AS "evaluatorId", s.player_id AS "playerId", s.skill_id AS "skillId", s.value, s.note,
        s.needs_another_look AS "needsAnotherLook", s.scored_at AS "scoredAt", s.received_at AS "receivedAt",
        (SELECT p.division_id FROM players p WHERE p.id = s.player_id) AS player_division,
        (SELECT k.division_id FROM skills k WHERE k.id = s.skill_id) AS skill_division
      FROM evaluation_scores s
      WHERE s.event_id = ${eventId} ${byEvaluator}
      ORDER BY s.evaluator_id, s.player_id, s.skill_id, s.scored_at DESC, s.id DESC
    ) l
    WHERE l.player_division = l.skill_division
      AND l.player_division IN (SELECT ed.division_id FROM evaluation_event_divisions ed WHERE ed.event_id = ${eventId})
    ORDER BY l."evaluatorId", l."playerId", l."skillId"`;
}

export function findCheckInsOfEvent(db: Db, eventId: number) {
  return db.evaluationCheckIn.findMany({ where: { eventId }, select: { playerId: true, bib: true, player: { select: { name: true, divisionId: true } } }, orderBy: { bib: 'asc' } });
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
