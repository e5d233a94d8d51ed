import type { Db } from '../../lib/db/database.js';

/** The notes the admin approved for family reports, each as it was written when approved (decision 0084). */
export function findNoteApprovals(db: Db, eventId: number) {
  return db.evaluationNoteApproval.findMany({ where: { eventId }, select: { playerId: true, evaluatorId: true, skillId: true, note: true } });
}

/** The note that counts now: the evaluator's latest score of the player on the skill. */
export function findLatestNote(db: Db, key: { eventId: number; evaluatorId: number; playerId: number; skillId: number }) {
  return db.evaluationScore.findFirst({ where: key, select: { note: true }, orderBy: [{ scoredAt: 'desc' }, { id: 'desc' }] });
}

export function saveNoteApproval(db: Db, key: { eventId: number; evaluatorId: number; playerId: number; skillId: number }, note: string) {
  return db.evaluationNoteApproval.upsert({
    where: { eventId_evaluatorId_playerId_skillId: key },
    create: { ...key, note },
    update: { note, approvedAt: new Date() },
  });
}

export function deleteNoteApproval(db: Db, key: { eventId: number; evaluatorId: number; playerId: number; skillId: number }) {
  return db.evaluationNoteApproval.deleteMany({ where: key });
}
