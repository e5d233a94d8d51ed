import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { insertPlayers, type NewPlayerRow } from '../../lib/db/insert-players.js';

type Client = Db | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

// Players on teams.

/** One statement per target team (null: Unassigned), so moving 2,000 players is a handful of updates. */
export async function assignPlayers(db: Client, divisionId: number, byTeam: Map<number | null, number[]>): Promise<void> {
  for (const [teamId, playerIds] of byTeam) {
    if (playerIds.length) await db.player.updateMany({ where: { divisionId, id: { in: playerIds } }, data: { teamId } });
  }
}

export function setPlayerTeam(db: Client, playerId: number, teamId: number | null) {
  return db.player.update({ where: { id: playerId }, data: { teamId }, select: { id: true } });
}

/** A transfer: the players join the other division, on no team there yet. */
export function movePlayersToDivision(tx: Tx, playerIds: number[], divisionId: number) {
  return tx.player.updateMany({ where: { id: { in: playerIds } }, data: { divisionId, teamId: null } });
}

/** Set-based (lib/db/insert-players.ts): the ids come back in the order of `rows`. */
export function createPlayersOnTeams(tx: Tx, rows: NewPlayerRow[]): Promise<number[]> {
  return insertPlayers(tx, rows);
}

export interface NewPlayer {
  name: string;
  email: string | null;
  dateOfBirth: Date | null;
  heightCm: number | null;
  additionalData: Prisma.InputJsonObject;
  leagueId: number;
  divisionId: number;
  teamId: number | null;
  ratings: { skillId: number; rating: number }[];
}

/** One player, on a team or Unassigned, with a first rating of each skill. */
export function createPlayer(db: Client, p: NewPlayer) {
  const { ratings, ...fields } = p;
  return db.player.create({ data: { ...fields, ratings: { createMany: { data: ratings } } }, select: { id: true } });
}

// Teams.

/** `include` is the caller's row shape (the teams module's list row), so its answer needs no second read. */
export function createTeam<I extends Prisma.TeamInclude>(db: Client, data: { name: string; coach: string | null; divisionId: number; leagueId: number }, include: I) {
  return db.team.create({ data, include });
}

/** `coaches[i]` is team i's coach (a volunteer parent, decision 0064), or null. */
export function createTeams(tx: Tx, division: { id: number; leagueId: number }, names: string[], coaches: (string | null)[] = []) {
  return tx.team.createManyAndReturn({
    data: names.map((name, i) => ({ name, coach: coaches[i] ?? null, divisionId: division.id, leagueId: division.leagueId })),
    select: { id: true, name: true },
  });
}

/** The schema's ON DELETE SET NULL unassigns the players; they stay in their division. deleteMany: a concurrent delete is no error. */
export async function deleteTeam(db: Client, id: number): Promise<void> {
  await db.team.deleteMany({ where: { id } });
}

export async function deleteTeams(tx: Tx, divisionId: number, ids: number[]): Promise<void> {
  if (ids.length) await tx.team.deleteMany({ where: { divisionId, id: { in: ids } } });
}

/** The division's players stay, unassigned (team_id ON DELETE SET NULL). */
export async function deleteDivisionTeams(tx: Tx, divisionId: number): Promise<void> {
  await tx.team.deleteMany({ where: { divisionId } });
}

/** A replaced roster: ratings go with their players, so deleting the players deletes them too (cascade). */
export async function deleteDivisionRoster(tx: Tx, divisionId: number): Promise<void> {
  await tx.player.deleteMany({ where: { divisionId } });
  await tx.team.deleteMany({ where: { divisionId } });
}
