import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

/**
 * Each skill's mean stored rating (on the skill's own scale) over the division's players: what an
 * unrated late player starts with (decision 0051), so a late sign-up is neither the weakest nor
 * the strongest child by default. Skills nobody is rated in are absent.
 */
export async function findDivisionRatingMeans(db: Db | Prisma.TransactionClient, divisionId: number): Promise<Map<number, number>> {
  const rows = await db.playerSkillRating.groupBy({ by: ['skillId'], where: { player: { divisionId } }, _avg: { rating: true } });
  return new Map(rows.flatMap((r) => (r._avg.rating === null ? [] : [[r.skillId, r._avg.rating] as [number, number]])));
}
