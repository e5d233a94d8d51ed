import type { Prisma } from '../../generated/prisma/client.js';
import { queueMessages } from '../notifications/index.js';
import * as assignments from './assignments.repository.js';
import { removalMessage } from './officials-messages.js';
import * as repo from './officiating.repository.js';
import { toGameLine } from './referee-games.js';
import { refereeName } from './season-officials-input.js';

/** An assignment to take off the board, and why, in words for the referee ("certificate revoked"). */
export interface Removal {
  id: number;
  reason: string;
}

/**
 * Takes assignments off the board (a hand change, an auto-assign re-run) inside the caller's
 * transaction. Each active referee who was told about a removed game (published or accepted)
 * gets one email listing the games they no longer officiate; a proposal was never told, so its
 * removal is silent. The outbox key is the lowest removed assignment id of that referee: ids are
 * never reused, so a message is written once. Each game says why it was taken back (`reason`).
 * Answers the outbox ids to dispatch after commit.
 */
export async function removeAssignments(tx: Prisma.TransactionClient, season: { leagueId: number; seasonId: number; seasonName: string }, removals: Removal[]): Promise<number[]> {
  if (removals.length === 0) return [];
  const ids = removals.map((r) => r.id);
  const reasonOf = new Map(removals.map((r) => [r.id, r.reason]));
  const told = await assignments.findAssignmentsWithGames(tx, { id: { in: ids }, status: { in: repo.toldStatuses }, referee: { isActive: true } });
  const referees = await repo.findUserContacts(tx, [...new Set(told.map((a) => a.refereeId))]);
  await assignments.deleteAssignments(tx, ids);
  const messages = referees.filter((r) => r.email).map((r) => {
    const mine = told.filter((a) => a.refereeId === r.id);
    return removalMessage(season, { name: refereeName(r), email: r.email! }, mine.map((a) => ({ ...toGameLine(a), reason: reasonOf.get(a.id)! })), Math.min(...mine.map((a) => a.id)));
  });
  return queueMessages(tx, messages);
}
