import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Client = Db | Prisma.TransactionClient;

const withSkill = { skill: { select: { name: true, weight: true, normalizationFactor: true } } } as const;

/** One query: the skill's name, weight and factor come through the include. */
export function findRatingsOfPlayer(db: Db, playerId: number, divisionId: number) {
  return db.playerSkillRating.findMany({
    where: { playerId, skill: { divisionId } },
    include: withSkill,
    orderBy: { skillId: 'asc' },
  });
}

export function findRatingById(db: Client, id: number) {
  return db.playerSkillRating.findUniqueOrThrow({ where: { id }, include: withSkill });
}

export function findRatingByPair(db: Client, playerId: number, skillId: number) {
  return db.playerSkillRating.findUnique({ where: { playerId_skillId: { playerId, skillId } }, select: { id: true } });
}

export function insertRating(db: Client, data: Prisma.PlayerSkillRatingUncheckedCreateInput) {
  return db.playerSkillRating.create({ data, include: withSkill });
}

export function updateRatingRow(db: Client, id: number, data: Prisma.PlayerSkillRatingUncheckedUpdateInput) {
  return db.playerSkillRating.update({ where: { id }, data, include: withSkill });
}
