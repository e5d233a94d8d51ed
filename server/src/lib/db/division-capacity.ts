import { maxDivisionPlayers } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../app-error.js';

const players = (n: number) => `${n} player${n === 1 ? '' : 's'}`;

/**
 * One limit per division (decision 0030), checked by every path that adds players: adding one,
 * saving teams, transferring. Call it holding the division's lock (lockDivisions/lockRoster), so
 * two additions racing are counted one after the other and cannot both squeeze in.
 */
export async function requireRoomInDivision(tx: Prisma.TransactionClient, division: { id: number; name: string }, adding: number): Promise<void> {
  const current = await tx.player.count({ where: { divisionId: division.id } });
  if (current + adding <= maxDivisionPlayers) return;
  throw new AppError(
    409,
    `${division.name} has ${players(current)}; adding ${players(adding)} would make ${current + adding}, over the limit of ${maxDivisionPlayers} players in one division.`,
    'division_full',
    { division_id: division.id, current, adding, limit: maxDivisionPlayers },
  );
}
