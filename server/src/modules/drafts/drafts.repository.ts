import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

export async function findDivisionTeams(db: Client, divisionId: number) {
  return db.team.findMany({ where: { divisionId }, select: { id: true, name: true }, orderBy: { id: 'asc' } });
}

export async function insertDraft(
  tx: Prisma.TransactionClient,
  draft: { leagueId: number; divisionId: number; orderKind: string; pickSeconds: number; coachFigures?: string[]; seats: { teamId: number; position: number; keyHash: string }[] },
) {
  return tx.draft.create({
    data: {
      leagueId: draft.leagueId,
      divisionId: draft.divisionId,
      // Waiting: the clock starts when the admin starts the draft, once the links are sent (decision 0187).
      status: 'waiting',
      orderKind: draft.orderKind,
      pickSeconds: draft.pickSeconds,
      coachFigures: draft.coachFigures,
      coaches: { create: draft.seats },
    },
  });
}

export async function findCoachSeatByKeyHash(db: Client, keyHash: string) {
  return db.draftCoach.findUnique({ where: { keyHash }, select: { id: true, draftId: true, teamId: true } });
}

export async function findDraftInLeague(db: Client, id: number, leagueId: number) {
  return db.draft.findFirst({ where: { id, leagueId }, select: { id: true } });
}

/** The division a draft of this league picks for, to lock it before the draft. */
export async function findDraftDivision(db: Client, id: number, leagueId: number) {
  return db.draft.findFirst({ where: { id, leagueId }, select: { divisionId: true } });
}

/** Holds the draft's row until the transaction ends: picks of one draft are decided one at a time. */
export async function lockDraft(tx: Prisma.TransactionClient, id: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM drafts WHERE id = ${id} FOR UPDATE`;
}

/** Everything a turn is decided from: seats, picks, and the division's players (placed or in the pool). */
export async function loadDraftBoard(db: Client, id: number) {
  const draft = await db.draft.findUnique({
    where: { id },
    include: {
      coaches: { select: { teamId: true, position: true, team: { select: { name: true } } }, orderBy: { position: 'asc' } },
      picks: { orderBy: { pickNumber: 'asc' }, include: { player: { select: { name: true } } } },
    },
  });
  if (!draft) return null;
  const players = await db.player.findMany({
    where: { divisionId: draft.divisionId },
    select: { id: true, name: true, teamId: true, overallSkill: true, _count: { select: { ratings: true } } },
    orderBy: [{ overallSkill: 'desc' }, { id: 'asc' }],
  });
  return { draft, players };
}

export type DraftBoard = NonNullable<Awaited<ReturnType<typeof loadDraftBoard>>>;

export async function insertPick(
  tx: Prisma.TransactionClient,
  pick: { draftId: number; round: number; pickNumber: number; teamId: number; playerId: number; auto: boolean },
  now: Date,
) {
  const row = await tx.draftPick.create({ data: { ...pick, createdAt: now }, include: { player: { select: { name: true } } } });
  await tx.draft.update({ where: { id: pick.draftId }, data: { turnStartedAt: now } });
  return row;
}

/** Open drafts whose team on the clock has used up its seconds per pick by `now`. */
export async function findExpiredTurns(db: Client, now: Date, onlyIds?: number[]): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM drafts
    WHERE status = 'open' AND turn_started_at + make_interval(secs => pick_seconds) <= ${now}`;
  return rows.map((row) => row.id).filter((id) => !onlyIds || onlyIds.includes(id));
}

export async function updateDraftStatus(tx: Prisma.TransactionClient, id: number, data: { status?: string; turnStartedAt?: Date }) {
  await tx.draft.update({ where: { id }, data });
}

export async function deleteLastPick(tx: Prisma.TransactionClient, draftId: number) {
  const last = await tx.draftPick.findFirst({ where: { draftId }, orderBy: { pickNumber: 'desc' }, include: { player: { select: { name: true } } } });
  if (last) await tx.draftPick.delete({ where: { id: last.id } });
  return last;
}

/** What the pool's players look like beyond name and overall skill: height, birth date, each rated skill. */
export async function findPoolFigures(db: Client, playerIds: number[]) {
  return db.player.findMany({
    where: { id: { in: playerIds } },
    select: {
      id: true, heightCm: true, dateOfBirth: true,
      ratings: { select: { rating: true, skill: { select: { id: true, name: true, normalizationFactor: true } } }, orderBy: { skillId: 'asc' } },
    },
  });
}
