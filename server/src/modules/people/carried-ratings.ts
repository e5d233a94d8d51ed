import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { findCarriedRatings } from '../ratings/index.js';
import type { ImportPlan } from './plan-import.js';

/**
 * Which rows bring last season's ratings (decision 0044): returning people, and people the admin
 * confirmed, registering in this division; a skill the file rates itself is not carried.
 */
export async function describeCarriedRatings(db: Db | Prisma.TransactionClient, divisionId: number, plan: ImportPlan): Promise<void> {
  const adding = plan.rows.filter(({ dto }) => dto.status === 'returning' && dto.participant_id !== null);
  const carried = await findCarriedRatings(db, divisionId, adding.map(({ dto }) => dto.participant_id!));
  for (const { source, dto } of adding) {
    dto.carried_ratings = (carried.get(dto.participant_id!) ?? [])
      .filter((c) => source.ratings[c.skillId] === undefined)
      .map((c) => ({ skill_name: c.skillName, rating: c.rating, display_rating: c.displayRating, description: c.description }))
      // By skill name: the rows come in whatever order the database read them, and the preview
      // once listed one child's skills in two orders on two runs.
      .sort((a, b) => a.skill_name.localeCompare(b.skill_name));
  }
  plan.summary.bringing_ratings = adding.filter(({ dto }) => dto.carried_ratings?.length).length;
}
