import type { Db } from '../../lib/db/database.js';

/** The division with its season name and skills (weights in the order they were added). */
export function findReportDivision(db: Db, divisionId: number) {
  return db.division.findUniqueOrThrow({
    where: { id: divisionId },
    select: {
      id: true,
      name: true,
      season: { select: { name: true } },
      skills: { select: { id: true, name: true, weight: true, normalizationFactor: true }, orderBy: { id: 'asc' } },
    },
  });
}

/** Every player of the division with ratings, and its teams by id (the order saved locks count teams in). */
export async function findReportRoster(db: Db, divisionId: number) {
  const [players, teams] = await Promise.all([
    db.player.findMany({
      where: { divisionId },
      select: { id: true, name: true, teamId: true, overallSkill: true, heightCm: true, additionalData: true, ratings: { select: { skillId: true, rating: true } } },
      orderBy: { id: 'asc' },
    }),
    db.team.findMany({ where: { divisionId }, select: { id: true, name: true, coach: true, divisionId: true }, orderBy: { id: 'asc' } }),
  ]);
  return { players, teams };
}
export type ReportRoster = Awaited<ReturnType<typeof findReportRoster>>;

export function findLatestVersion(db: Db, divisionId: number) {
  return db.rosterVersion.findFirst({ where: { divisionId }, orderBy: { version: 'desc' }, select: { version: true, kind: true, summary: true, createdAt: true } });
}
