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
 * Two statements whose plans cannot go wrong, with or without the planner's statistics
 * (decision 0115): the event's latest scores, read alone in the order of their index; and the
 * divisions of the event's players and skills, a few hundred rows. As one statement with joins,
 * a planner that believed the tables empty scanned a skill's scores once per player (9 s for
 * 9,600 scores), and one with statistics scanned the players once per score (2 s).
 */
export async function findLatestScores(db: Db, eventId: number, evaluatorId?: number): Promise<LatestScore[]> {
  const byEvaluator = evaluatorId ? Prisma.sql`AND s.evaluator_id = ${evaluatorId}` : Prisma.empty;
  const [scores, divisions] = await Promise.all([
    db.$queryRaw<LatestScore[]>`
      SELECT DISTINCT ON (s.evaluator_id, s.player_id, s.skill_id)
        s.evaluator_id AS "evaluatorId", s.player_id AS "playerId", s.skill_id AS "skillId", s.value, s.note,
        s.needs_another_look AS "needsAnotherLook", s.scored_at AS "scoredAt", s.received_at AS "receivedAt"
      FROM evaluation_scores s
      WHERE s.event_id = ${eventId} ${byEvaluator}
      ORDER BY s.evaluator_id, s.player_id, s.skill_id, s.scored_at DESC, s.id DESC`,
    db.$queryRaw<{ kind: 'player' | 'skill'; id: number; divisionId: number }[]>`
      SELECT 'player' AS kind, p.id, p.division_id AS "divisionId"
      FROM players p JOIN evaluation_event_divisions ed ON ed.division_id = p.division_id WHERE ed.event_id = ${eventId}
      UNION ALL
      SELECT 'skill', k.id, k.division_id
      FROM skills k JOIN evaluation_event_divisions ed ON ed.division_id = k.division_id WHERE ed.event_id = ${eventId}`,
  ]);
  const playerDivision = new Map(divisions.filter((d) => d.kind === 'player').map((d) => [d.id, d.divisionId]));
  const skillDivision = new Map(divisions.filter((d) => d.kind === 'skill').map((d) => [d.id, d.divisionId]));
  return scores.filter((s) => playerDivision.has(s.playerId) && playerDivision.get(s.playerId) === skillDivision.get(s.skillId));
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

/** The players an event scores: everyone in its divisions. */
export function findPlayersOfDivisions(db: Db, divisionIds: number[]) {
  return db.player.findMany({ where: { divisionId: { in: divisionIds } }, select: { id: true, name: true, participantId: true, divisionId: true } });
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
