import type { Db } from '../../lib/db/database.js';
import { inBatches } from '../../lib/db/in-batches.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;
type Client = Db | Tx;

export const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
export const toDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export function findDivisionInLeague(db: Client, divisionId: number, leagueId: number) {
  return db.division.findFirst({ where: { id: divisionId, leagueId }, select: { id: true, name: true, leagueId: true } });
}

export function listLeagueParticipants(db: Client, leagueId: number) {
  return db.participant.findMany({
    where: { leagueId },
    select: { id: true, name: true, dateOfBirth: true, registrationId: true, gender: true, householdId: true, emails: true, phones: true, guardianNames: true },
    orderBy: { id: 'asc' },
  });
}

export type StoredParticipant = Awaited<ReturnType<typeof listLeagueParticipants>>[number];

export function listDivisionRegistrations(db: Client, divisionId: number) {
  return db.player.findMany({ where: { divisionId }, select: { id: true, participantId: true, name: true, email: true, dateOfBirth: true }, orderBy: { id: 'asc' } });
}

/** The division's players made from a registration, with the person each was registered as. */
export function listRegisteredPlayers(db: Client, divisionId: number) {
  return db.player.findMany({
    where: { divisionId, participantId: { not: null } },
    select: { id: true, name: true, participant: { select: { id: true, name: true, dateOfBirth: true, registrationId: true } } },
  });
}

/** Imports of one league queue behind each other (taken after the division lock, decision 0030's order). */
export async function lockLeaguePeople(tx: Tx, leagueId: number): Promise<void> {
  await tx.$queryRawUnsafe('SELECT pg_advisory_xact_lock(24, $1::int)::text AS locked', leagueId);
}

/** In VALUES order, as the rosters module's createPlayersOnTeams explains. */
export function createHouseholds(tx: Tx, leagueId: number, names: string[]) {
  return inBatches(names, 500, async (slice) =>
    (await tx.household.createManyAndReturn({ data: slice.map((name) => ({ leagueId, name: name.slice(0, 200) })), select: { id: true } })).sort((a, b) => a.id - b.id));
}

/** In VALUES order, as the rosters module's createPlayersOnTeams explains. */
export function createParticipants(tx: Tx, rows: Prisma.ParticipantCreateManyInput[]) {
  return inBatches(rows, 500, async (slice) => (await tx.participant.createManyAndReturn({ data: slice, select: { id: true } })).sort((a, b) => a.id - b.id));
}

export function updateParticipant(tx: Tx, id: number, data: Prisma.ParticipantUncheckedUpdateInput) {
  return tx.participant.update({ where: { id }, data, select: { id: true } });
}

/** In VALUES order, as the rosters module's createPlayersOnTeams explains. */
export function createRegistrations(tx: Tx, rows: Prisma.PlayerCreateManyInput[]) {
  return inBatches(rows, 500, async (slice) => (await tx.player.createManyAndReturn({ data: slice, select: { id: true } })).sort((a, b) => a.id - b.id));
}

export function listDivisionSkills(db: Client, divisionId: number) {
  return db.skill.findMany({ where: { divisionId }, select: { id: true, name: true, normalizationFactor: true } });
}

export function updateRegistration(tx: Tx, id: number, data: Prisma.PlayerUncheckedUpdateInput) {
  return tx.player.update({ where: { id }, data, select: { id: true } });
}

export function deleteRegistrations(tx: Tx, divisionId: number, playerIds: number[]) {
  return tx.player.deleteMany({ where: { divisionId, id: { in: playerIds } } });
}
