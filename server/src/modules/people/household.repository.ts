import type { Db } from '../../lib/db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

type Client = Db | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** A participant of the league with its household's id, or null (another league's is null too). */
export function findParticipantHousehold(db: Client, id: number, leagueId: number) {
  return db.participant.findFirst({ where: { id, leagueId }, select: { id: true, name: true, householdId: true } });
}

export function countHouseholdMembers(db: Client, householdId: number) {
  return db.participant.count({ where: { householdId } });
}

export function createHousehold(tx: Tx, leagueId: number, name: string) {
  return tx.household.create({ data: { leagueId, name: name.slice(0, 200) }, select: { id: true } });
}

export function setParticipantsHousehold(tx: Tx, ids: number[], householdId: number | null) {
  return tx.participant.updateMany({ where: { id: { in: ids } }, data: { householdId } });
}

/** A household nobody belongs to any more is dropped; one with members stays as it is. */
export function deleteHouseholdIfEmpty(tx: Tx, householdId: number) {
  return tx.household.deleteMany({ where: { id: householdId, participants: { none: {} } } });
}

/** The league's people whose name holds the text (any case), with their household's size. */
export function searchLeagueParticipants(db: Client, leagueId: number, text: string, take: number) {
  return db.participant.findMany({
    where: { leagueId, name: { contains: text, mode: 'insensitive' } },
    select: { id: true, name: true, dateOfBirth: true, household: { select: { id: true, name: true, _count: { select: { participants: true } } } } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take,
  });
}
