import type { Prisma } from '../../generated/prisma/client.js';
import { RetryableConflict } from './with-retry.js';

type Tx = Prisma.TransactionClient;

/**
 * The lock order every transaction follows (decision 0030): division rows first, in ascending
 * id, then player rows, in ascending id; teams and ratings are only written under their
 * division's lock. FOR NO KEY UPDATE, so plain inserts that only reference a locked row (a new
 * team, a new rating) are not blocked. Saves of one division queue behind each other, so each
 * sees the previous one's committed roster; other divisions are not blocked. Taking a lock the
 * transaction already holds is free.
 */
export async function lockDivisions(tx: Tx, divisionIds: number[]): Promise<void> {
  const ids = [...new Set(divisionIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.$queryRawUnsafe('SELECT id FROM divisions WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', ids);
}

export interface RosterLocks {
  leagueId: number;
  /** Divisions to lock besides the players' own (a transfer's target). */
  divisionIds?: number[];
  playerIds: number[];
}

/**
 * Locks the given divisions and the players' divisions, then the players, in the one order.
 * A player's division can only be known by reading it before its lock is held, so it is read
 * again under the locks: a player that changed division meanwhile (its new division is not
 * locked) restarts the transaction, which then reads and locks where the player is now.
 * Answers each locked player's division, as it stands under the locks.
 */
export async function lockRoster(tx: Tx, { leagueId, divisionIds = [], playerIds }: RosterLocks): Promise<Map<number, number>> {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  const seen = ids.length
    ? await tx.$queryRawUnsafe<{ division_id: number }[]>('SELECT DISTINCT division_id FROM players WHERE id = ANY($1::int[]) AND league_id = $2', ids, leagueId)
    : [];
  const locked = new Set([...divisionIds, ...seen.map((row) => row.division_id)]);
  await lockDivisions(tx, [...locked]);
  if (ids.length === 0) return new Map();
  const rows = await tx.$queryRawUnsafe<{ id: number; division_id: number }[]>(
    'SELECT id, division_id FROM players WHERE id = ANY($1::int[]) AND league_id = $2 ORDER BY id FOR NO KEY UPDATE',
    ids,
    leagueId,
  );
  if (rows.some((row) => !locked.has(row.division_id))) throw new RetryableConflict('A player changed division while this change waited for its locks.');
  return new Map(rows.map((row) => [row.id, row.division_id]));
}
