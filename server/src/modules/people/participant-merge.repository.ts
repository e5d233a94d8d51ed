import type { Prisma } from '../../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

// Every row that names a participant (prisma/schema.prisma): players.participant_id, and a
// family's calendar feed by its key ("participant-5", "household-12"). Ratings, rating history,
// evaluation scores, check-ins and draft picks hang off the players, so they move with them.

/** One side of a merge: the person, its household and each registration with what it holds. */
export function findMergeSide(tx: Tx, id: number, leagueId: number) {
  return tx.participant.findFirst({
    where: { id, leagueId },
    select: {
      id: true, name: true, dateOfBirth: true, gender: true, registrationId: true, guardianNames: true, emails: true, phones: true,
      household: { select: { id: true, name: true } },
      players: {
        select: { id: true, divisionId: true, division: { select: { name: true, season: { select: { name: true, startDate: true } } } }, _count: { select: { ratings: true, ratingEntries: true } } },
        orderBy: { id: 'asc' },
      },
    },
  });
}

export type MergeSide = NonNullable<Awaited<ReturnType<typeof findMergeSide>>>;

export function moveRegistrations(tx: Tx, fromId: number, toId: number) {
  return tx.player.updateMany({ where: { participantId: fromId }, data: { participantId: toId } });
}

export function deleteParticipant(tx: Tx, id: number) {
  return tx.participant.delete({ where: { id } });
}

export function updateKeptParticipant(tx: Tx, id: number, data: Prisma.ParticipantUncheckedUpdateInput) {
  return tx.participant.update({ where: { id }, data });
}

/** A family's feed links follow the family: keys that no longer name anyone become the kept person's. */
export function retargetFamilyFeeds(tx: Tx, leagueId: number, fromSubjects: string[], toSubject: string) {
  return tx.calendarFeed.updateMany({ where: { leagueId, kind: 'family', subject: { in: fromSubjects } }, data: { subject: toSubject } });
}
