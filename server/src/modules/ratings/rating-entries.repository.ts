import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { inBatches } from '../../lib/db/in-batches.js';

type Client = Db | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

/** Each registration's name, birthday, season start and label parts: what an entry records about it. */
export function findRegistrations(db: Client, leagueId: number, playerIds: number[]) {
  return db.player.findMany({
    where: { leagueId, id: { in: playerIds } },
    select: {
      id: true, name: true, divisionId: true, teamId: true,
      participant: { select: { dateOfBirth: true } },
      division: { select: { name: true, season: { select: { name: true, startDate: true } } } },
    },
  });
}

export function findSkills(db: Client, skillIds: number[]) {
  return db.skill.findMany({ where: { id: { in: skillIds } }, select: { id: true, name: true, divisionId: true, normalizationFactor: true } });
}

/** In VALUES order, as the rosters module's createPlayersOnTeams explains. */
export function insertEntries(tx: Tx, rows: Prisma.RatingEntryCreateManyInput[]) {
  return inBatches(rows, 500, async (slice) => (await tx.ratingEntry.createManyAndReturn({ data: slice, select: { id: true } })).sort((a, b) => a.id - b.id));
}

/** The current value of each (player, skill) becomes the entry's; a blank comment keeps the notes there were. */
export async function setCurrentRatings(tx: Tx, rows: { playerId: number; skillId: number; rating: number; notes: string; entryId: number }[]): Promise<void> {
  await inBatches(rows, 2000, async (slice) => [
    await tx.$executeRawUnsafe(
      `INSERT INTO player_skill_ratings (player_id, skill_id, rating, notes, source_entry_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::float8[], $4::text[], $5::int[]) AS t(player_id, skill_id, rating, notes, entry_id)
       ON CONFLICT (player_id, skill_id) DO UPDATE SET rating = EXCLUDED.rating, source_entry_id = EXCLUDED.source_entry_id,
         notes = CASE WHEN EXCLUDED.notes = '' THEN player_skill_ratings.notes ELSE EXCLUDED.notes END`,
      slice.map((r) => r.playerId),
      slice.map((r) => r.skillId),
      slice.map((r) => r.rating),
      slice.map((r) => r.notes),
      slice.map((r) => r.entryId),
    ),
  ]);
}

export function findScale(db: Client, divisionId: number, kind: string) {
  return db.ratingScale.findUnique({ where: { divisionId_kind: { divisionId, kind } } });
}

export function listScales(db: Client, divisionId: number) {
  return db.ratingScale.findMany({ where: { divisionId } });
}

export function saveScale(db: Client, divisionId: number, kind: string, scale: { scaleMin: number; scaleMax: number; lowIsBest: boolean }) {
  return db.ratingScale.upsert({ where: { divisionId_kind: { divisionId, kind } }, create: { divisionId, kind, ...scale }, update: scale });
}

export function findParticipantInLeague(db: Client, id: number, leagueId: number) {
  return db.participant.findFirst({ where: { id, leagueId }, select: { id: true } });
}

/** Every rating the person was given in the league, with its skill, registration and whether it is current; newest first. */
export function findParticipantEntries(db: Client, leagueId: number, participantId: number) {
  return db.ratingEntry.findMany({
    where: { leagueId, player: { participantId } },
    include: {
      skill: { select: { name: true, normalizationFactor: true } },
      player: { select: { division: { select: { name: true, season: { select: { name: true } } } } } },
      currentOf: { select: { id: true } },
    },
    orderBy: [{ ratedOn: 'desc' }, { id: 'desc' }],
  });
}

/** The division's skills and its season's start, what carrying ratings forward compares against. */
export function findDivisionSkillsAndStart(db: Client, divisionId: number) {
  return db.division.findUniqueOrThrow({ where: { id: divisionId }, select: { season: { select: { startDate: true } }, skills: { select: { id: true, name: true, normalizationFactor: true } } } });
}

/** These people's rated registrations in seasons that started before `before`, latest season first. */
export function findEarlierRatedRegistrations(db: Client, participantIds: number[], before: Date) {
  return db.player.findMany({
    where: { participantId: { in: participantIds }, division: { season: { startDate: { lt: before } } }, ratings: { some: {} } },
    select: {
      id: true, participantId: true, participant: { select: { dateOfBirth: true } },
      division: { select: { name: true, season: { select: { name: true, startDate: true } } } },
      ratings: { select: { rating: true, skill: { select: { name: true, normalizationFactor: true } }, sourceEntry: true } },
    },
    orderBy: [{ division: { season: { startDate: 'desc' } } }, { id: 'desc' }],
  });
}
