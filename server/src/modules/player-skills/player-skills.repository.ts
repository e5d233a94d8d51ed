import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Client = Db | Prisma.TransactionClient;

const withSkill = { skill: { select: { name: true, weight: true, normalizationFactor: true } } } as const;

export function findPlayerInLeague(db: Db, leagueId: number, id: number) {
  return db.player.findFirst({ where: { id, leagueId }, select: { id: true, divisionId: true } });
}

export function findSkillInLeague(db: Db, leagueId: number, id: number) {
  return db.skill.findFirst({
    where: { id, division: { leagueId } },
    select: { id: true, name: true, divisionId: true, normalizationFactor: true },
  });
}

/** One query: the skill's name, weight and factor come through the include. */
export function findRatingsOfPlayer(db: Db, playerId: number, divisionId: number) {
  return db.playerSkillRating.findMany({
    where: { playerId, skill: { divisionId } },
    include: withSkill,
    orderBy: { skillId: 'asc' },
  });
}

export function findRatingInLeague(db: Db, leagueId: number, id: number) {
  return db.playerSkillRating.findFirst({ where: { id, player: { leagueId } } });
}

export function findRatingByPair(db: Db, playerId: number, skillId: number) {
  return db.playerSkillRating.findUnique({ where: { playerId_skillId: { playerId, skillId } }, select: { id: true } });
}

export function insertRating(db: Client, data: Prisma.PlayerSkillRatingUncheckedCreateInput) {
  return db.playerSkillRating.create({ data, include: withSkill });
}

export function updateRatingRow(db: Client, id: number, data: Prisma.PlayerSkillRatingUncheckedUpdateInput) {
  return db.playerSkillRating.update({ where: { id }, data, include: withSkill });
}
