import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

/** A season's games, divisions (with what their games need, teams and players), the league's levels and the season's venues. */
export function findSeasonForOfficials(db: Client, leagueId: number, seasonId: number) {
  return Promise.all([
    db.scheduleGame.findMany({ where: { seasonId }, orderBy: [{ date: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }] }),
    db.division.findMany({ where: { seasonId }, select: { id: true, name: true, officials: { orderBy: { position: 'asc' } }, teams: { select: { id: true, name: true, players: { select: { id: true } } } } } }),
    db.certificationLevel.findMany({ where: { leagueId }, select: { id: true, name: true, requirements: true } }),
    db.venue.findMany({ where: { seasonId }, select: { id: true, name: true } }),
  ]);
}

/** The season of a game of the league; null for a missing game or another league's. */
export function findLeagueGameSeason(db: Client, leagueId: number, gameId: number) {
  return db.scheduleGame.findFirst({ where: { id: gameId, leagueId }, select: { seasonId: true } });
}
