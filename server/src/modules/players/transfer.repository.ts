import type { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** The players' current ratings with their skill's name and scale, in one query. */
export function findRatingsWithSkills(tx: Tx, playerIds: number[]) {
  return tx.playerSkillRating.findMany({
    where: { playerId: { in: playerIds } },
    select: { playerId: true, rating: true, skill: { select: { name: true, normalizationFactor: true, divisionId: true } } },
  });
}

export function findSkillsOfDivision(tx: Tx, divisionId: number) {
  return tx.skill.findMany({ where: { divisionId }, select: { id: true, name: true, normalizationFactor: true } });
}

export async function replaceRatings(tx: Tx, playerIds: number[], ratings: { playerId: number; skillId: number; rating: number }[]) {
  await tx.playerSkillRating.deleteMany({ where: { playerId: { in: playerIds } } });
  if (ratings.length) await tx.playerSkillRating.createMany({ data: ratings });
}
