import type { Db } from './database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Scope = { divisionIds: number[] } | { playerIds: number[] };

/**
 * Recomputes players' overall_skill in one statement, whatever the number of players,
 * with the same rule as lib/composite.ts: the weighted mean of displayed ratings
 * (rating / factor * 10, clamped to 0-10) over the player's own division's skills.
 * In numeric, not float8: PostgreSQL raises an error when float8 arithmetic underflows or
 * overflows, and a rating of 5e-324 (or a factor that small) is valid input (decision 0032).
 */
export async function recomputeComposites(db: Db | Prisma.TransactionClient, scope: Scope): Promise<void> {
  const ids = 'divisionIds' in scope ? scope.divisionIds : scope.playerIds;
  if (ids.length === 0) return;
  const column = 'divisionIds' in scope ? 'division_id' : 'id';
  await db.$executeRawUnsafe(
    `UPDATE players AS p SET overall_skill = COALESCE(sub.composite, 0)
     FROM (
       SELECT p2.id,
              ROUND(SUM(LEAST(GREATEST(r.rating::numeric / s.normalization_factor::numeric * 10, 0), 10) * s.weight)
                    / NULLIF(SUM(s.weight), 0), 4)::float8 AS composite
       FROM players AS p2
       LEFT JOIN player_skill_ratings AS r ON r.player_id = p2.id
       LEFT JOIN skills AS s ON s.id = r.skill_id AND s.division_id = p2.division_id
       WHERE p2.${column} = ANY($1::int[])
       GROUP BY p2.id
     ) AS sub
     WHERE p.id = sub.id`,
    ids,
  );
}
