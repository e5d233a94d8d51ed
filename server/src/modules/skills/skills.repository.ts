import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { sameTextIgnoringCase } from '../../lib/like-pattern.js';

type Client = Db | Prisma.TransactionClient;

/** Skills in creation order, the order the admin defined them in. */
export function findSkills(db: Db, leagueId: number, divisionId?: number) {
  return db.skill.findMany({
    where: { division: { leagueId }, ...(divisionId ? { divisionId } : {}) },
    orderBy: { id: 'asc' },
  });
}

/** Names compare without case within a division; `exceptId` skips the skill being renamed. */
export function findSkillByName(db: Db, divisionId: number, name: string, exceptId?: number) {
  return db.skill.findFirst({
    where: { divisionId, name: sameTextIgnoringCase(name), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
}

export function insertSkill(db: Client, data: Prisma.SkillUncheckedCreateInput) {
  return db.skill.create({ data });
}

export function updateSkillRow(db: Client, id: number, data: Prisma.SkillUncheckedUpdateInput) {
  return db.skill.update({ where: { id }, data });
}

/** Its ratings go by FK cascade. */
export function deleteSkillRow(db: Client, id: number) {
  return db.skill.delete({ where: { id } });
}
