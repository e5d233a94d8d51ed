import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';

type Client = Db | Prisma.TransactionClient;

const eventInclude = {
  division: { select: { id: true, name: true, skills: { select: { id: true, name: true, weight: true, normalizationFactor: true }, orderBy: { id: 'asc' } } } },
  sessions: { orderBy: [{ date: 'asc' }, { startTime: 'asc' }, { id: 'asc' }] },
  _count: { select: { checkIns: true } },
} satisfies Prisma.EvaluationEventInclude;

export type EventRow = Prisma.EvaluationEventGetPayload<{ include: typeof eventInclude }>;

export function findEvent(db: Client, id: number): Promise<EventRow | null> {
  return db.evaluationEvent.findUnique({ where: { id }, include: eventInclude });
}

export function findEventsOfLeague(db: Client, leagueId: number, divisionId?: number): Promise<EventRow[]> {
  return db.evaluationEvent.findMany({ where: { leagueId, ...(divisionId ? { divisionId } : {}) }, include: eventInclude, orderBy: { id: 'desc' } });
}

export function findDivisionSkillIds(db: Client, divisionId: number) {
  return db.skill.findMany({ where: { divisionId }, select: { id: true } });
}

export interface SessionData {
  date: Date;
  startTime: string;
  gym: string;
}

export function insertEvent(tx: Prisma.TransactionClient, data: Prisma.EvaluationEventUncheckedCreateInput, sessions: SessionData[]) {
  return tx.evaluationEvent.create({ data: { ...data, sessions: { create: sessions } }, select: { id: true } });
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

export function markFinalised(tx: Prisma.TransactionClient, id: number, data: { finalisedAt: Date; finalisedMethod: string; finalisedBlendWeight: number }) {
  return tx.evaluationEvent.update({ where: { id }, data, select: { id: true } });
}
