import type { Prisma } from '../../generated/prisma/client.js';

/**
 * The lock order every transaction follows: the division row first, then its teams, players
 * and ratings. FOR NO KEY UPDATE, so plain inserts that only reference the division (a new
 * team) are not blocked. Saves of one division queue behind each other, so each sees the
 * previous one's committed roster; other divisions are not blocked. Lock several divisions in
 * ascending id order so two transactions never wait on each other in a circle.
 */
export async function lockDivisions(tx: Prisma.TransactionClient, divisionIds: number[]): Promise<void> {
  const ids = [...new Set(divisionIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.$queryRawUnsafe('SELECT id FROM divisions WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', ids);
}
