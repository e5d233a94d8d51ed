import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

export function findLastPublication(db: Client, divisionId: number) {
  return db.rosterPublication.findFirst({ where: { divisionId }, orderBy: { version: 'desc' }, include: { actor: { select: { username: true } } } });
}

export function findDivisionNames(db: Client, divisionId: number) {
  return db.division.findUniqueOrThrow({ where: { id: divisionId }, select: { name: true, season: { select: { name: true } }, league: { select: { name: true } } } });
}

/** The division's players with what a family email needs (the person's guardians and addresses). */
export function findRosterForPublishing(db: Client, divisionId: number) {
  return Promise.all([
    db.player.findMany({
      where: { divisionId },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        name: true,
        teamId: true,
        email: true,
        additionalData: true,
        participant: { select: { id: true, householdId: true, guardianNames: true, emails: true, phones: true } },
      },
    }),
    db.team.findMany({
      where: { divisionId },
      orderBy: { id: 'asc' },
      select: { id: true, name: true, coach: true, coachEmail: true, coachPhone: true, practiceDetails: true },
    }),
  ]);
}

export function insertPublication(db: Client, data: Prisma.RosterPublicationUncheckedCreateInput) {
  return db.rosterPublication.create({ data, select: { id: true, version: true } });
}

export function updatePublicationCounts(db: Client, id: number, families: number, coaches: number) {
  return db.rosterPublication.update({ where: { id }, data: { familiesNotified: families, coachesNotified: coaches } });
}

export function insertCoachLink(db: Client, data: Prisma.CoachRosterLinkUncheckedCreateInput) {
  return db.coachRosterLink.create({ data, select: { id: true } });
}

/** A team's links to another address than its coach's now: the old coach no longer sees the roster. */
export function revokeOtherCoachesLinks(db: Client, teamId: number, coachEmail: string | null, now: Date) {
  return db.coachRosterLink.updateMany({
    where: { teamId, revokedAt: null, ...(coachEmail ? { NOT: { coachEmail } } : {}) },
    data: { revokedAt: now },
  });
}

export function revokeTeamLinks(db: Client, teamId: number, now: Date) {
  return db.coachRosterLink.updateMany({ where: { teamId, revokedAt: null }, data: { revokedAt: now } });
}

export function findLinkByHash(db: Client, keyHash: string) {
  return db.coachRosterLink.findUnique({
    where: { keyHash },
    include: { team: { select: { id: true, name: true, coach: true, practiceDetails: true, divisionId: true, division: { select: { name: true, season: { select: { name: true } } } } } } },
  });
}

export function findPlayersWithContacts(db: Client, ids: number[]) {
  return db.player.findMany({
    where: { id: { in: ids } },
    orderBy: { name: 'asc' },
    select: { id: true, name: true, email: true, participant: { select: { guardianNames: true, emails: true, phones: true } } },
  });
}

/** Each link of these teams, to tell the admin which coaches' pages still open. */
export function findTeamLinks(db: Client, teamIds: number[]) {
  return db.coachRosterLink.findMany({ where: { teamId: { in: teamIds } }, select: { teamId: true, createdAt: true, expiresAt: true, revokedAt: true } });
}
