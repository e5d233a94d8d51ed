import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

const divisionSelect = { id: true, name: true, skills: { select: { id: true, name: true, weight: true, normalizationFactor: true, divisionId: true }, orderBy: { id: 'asc' } } } as const;

const eventInclude = {
  division: { select: divisionSelect },
  // Every division of the day, the main one among them (decision 0084), each with how it was last finalised.
  divisions: { include: { division: { select: divisionSelect } }, orderBy: { divisionId: 'asc' } },
  sessions: { orderBy: [{ date: 'asc' }, { startTime: 'asc' }, { id: 'asc' }] },
  _count: { select: { checkIns: true } },
} satisfies Prisma.EvaluationEventInclude;

export type EventRow = Prisma.EvaluationEventGetPayload<{ include: typeof eventInclude }>;

export function findEvent(db: Client, id: number): Promise<EventRow | null> {
  return db.evaluationEvent.findUnique({ where: { id }, include: eventInclude });
}

export function findEventsOfLeague(db: Client, leagueId: number, divisionId?: number): Promise<EventRow[]> {
  return db.evaluationEvent.findMany({ where: { leagueId, ...(divisionId ? { divisions: { some: { divisionId } } } : {}) }, include: eventInclude, orderBy: { id: 'desc' } });
}

export function countCheckInsOfDivision(db: Client, eventId: number, divisionId: number) {
  return db.evaluationCheckIn.count({ where: { eventId, player: { divisionId } } });
}

export function findDivisionSkillIds(db: Client, divisionIds: number[]) {
  return db.skill.findMany({ where: { divisionId: { in: divisionIds } }, select: { id: true } });
}

export interface SessionData {
  date: Date;
  startTime: string;
  gym: string;
}

export function insertEvent(tx: Prisma.TransactionClient, data: Prisma.EvaluationEventUncheckedCreateInput, sessions: SessionData[], divisionIds: number[]) {
  return tx.evaluationEvent.create({
    data: { ...data, sessions: { create: sessions }, divisions: { create: divisionIds.map((divisionId) => ({ divisionId })) } },
    select: { id: true },
  });
}

export async function updateEventRow(tx: Prisma.TransactionClient, id: number, data: Prisma.EvaluationEventUncheckedUpdateInput, sessions?: SessionData[]) {
  await tx.evaluationEvent.update({ where: { id }, data });
  if (!sessions) return;
  // Codes made for a session are kept with the event's other codes when sessions are replaced.
  await tx.evaluationAccessCode.updateMany({ where: { eventId: id, sessionId: { not: null } }, data: { sessionId: null } });
  await tx.evaluationSession.deleteMany({ where: { eventId: id } });
  await tx.evaluationSession.createMany({ data: sessions.map((s) => ({ ...s, eventId: id })) });
}

export function findEvaluatorIds(db: Client, eventId: number) {
  return db.evaluator.findMany({ where: { eventId }, select: { id: true } });
}

/** The event keeps its latest finalise; each division finalised now keeps its own (decision 0084). */
export async function markFinalised(tx: Prisma.TransactionClient, id: number, divisionIds: number[], data: { finalisedAt: Date; finalisedMethod: string; finalisedBlendWeight: number }) {
  await tx.evaluationEventDivision.updateMany({ where: { eventId: id, divisionId: { in: divisionIds } }, data });
  return tx.evaluationEvent.update({ where: { id }, data, select: { id: true } });
}
