import type { CreateCertificationLevelInput, MarkClinicInput } from '@league/contract';
import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { addDays, dayFromDb, dayOf, dayToDb } from './calendar-day.js';
import * as repo from './certification.repository.js';
import { createCertificate } from './certificates.repository.js';
import { generateCertificateCode } from './certificate-code.js';
import { latestCertificate, refereeFacts, refereeStatuses } from './referee-standing.js';
import { computeLevelStatus } from './level-status.js';

const toLevelDto = (row: repo.LevelRow) => ({
  id: row.id,
  name: row.name,
  edition: row.edition,
  requirements: row.requirements,
  validity_days: row.validityDays,
  valid_until: row.validUntil ? dayFromDb(row.validUntil) : null,
  created_at: row.createdAt.toISOString(),
});

export async function listCertificationLevels(ctx: LeagueContext) {
  const rows = await repo.listLevels(ctx.db, ctx.leagueId);
  return { count: rows.length, results: rows.map(toLevelDto) };
}

/** Quizzes and levels a requirement names must be the league's own (404 otherwise, like any id); names are unique. */
async function checkLevelInput(ctx: LeagueContext, input: CreateCertificationLevelInput, ownId?: number) {
  const quizIds = input.requirements.flatMap((r) => (r.kind === 'quiz' ? [r.quiz_id] : []));
  const levelIds = input.requirements.flatMap((r) => (r.kind === 'level' ? [r.level_id] : []));
  if (ownId !== undefined && levelIds.includes(ownId)) throw AppError.badRequest('A level cannot require itself.');
  if (quizIds.length) await requireAllInLeague(ctx, 'quiz', quizIds);
  if (levelIds.length) await requireAllInLeague(ctx, 'certificationLevel', levelIds);
  const taken = await repo.findLevelByName(ctx.db, ctx.leagueId, input.name);
  if (taken && taken.id !== ownId) throw AppError.conflict('The league already has a level with this name.');
}

const levelData = (input: CreateCertificationLevelInput) => ({
  name: input.name,
  edition: input.edition,
  requirements: input.requirements,
  validityDays: input.validity_days ?? null,
  validUntil: input.valid_until ? dayToDb(input.valid_until) : null,
});

export async function createCertificationLevel(ctx: LeagueContext, input: CreateCertificationLevelInput) {
  await checkLevelInput(ctx, input);
  return toLevelDto(await repo.createLevel(ctx.db, ctx.leagueId, levelData(input)));
}

/** Replaces a level's definition; certificates already issued keep their dates (decision 0074). */
export async function updateCertificationLevel(ctx: LeagueContext, id: number, input: CreateCertificationLevelInput) {
  await requireInLeague(ctx, 'certificationLevel', id);
  await checkLevelInput(ctx, input, id);
  return toLevelDto(await repo.updateLevel(ctx.db, id, levelData(input)));
}

/** The caller's (or a managed referee's) status at every level today. */
export async function getRefereeLevelStatuses(db: Db, leagueId: number, userId: number, now: Date) {
  const [levels, rows, titles] = await Promise.all([repo.listLevels(db, leagueId), repo.loadFacts(db, [userId]), repo.quizTitles(db, leagueId)]);
  const day = dayOf(now);
  const names = { quizTitles: titles, levelNames: new Map(levels.map((l) => [l.id, l.name])) };
  return { on: day, results: refereeStatuses(levels.map(repo.toLevelDefinition), rows, userId, day, names) };
}

export async function markClinicAttendance(ctx: LeagueContext, levelId: number, input: MarkClinicInput, now: Date) {
  await requireInLeague(ctx, 'certificationLevel', levelId);
  await requireInLeague(ctx, 'referee', input.referee_id);
  const attendedOn = dayToDb(input.attended_on);
  await repo.saveClinicAttendance(ctx.db, { levelId, userId: input.referee_id, attendedOn, markedById: ctx.user.id });
  // Marking is an admin's decision about this level: it may re-issue after a revocation.
  const issued = await issueDueCertificates(ctx.db, ctx.leagueId, input.referee_id, now, levelId);
  return { level_id: levelId, referee_id: input.referee_id, attended_on: input.attended_on, certificates_issued: issued };
}

/**
 * Issues a certificate for every level whose requirements the referee now meets and where no
 * certificate is valid today. A level whose latest certificate was revoked is issued again only
 * when an admin acts on that level (`adminLevelId`), never by a quiz pass alone (decision 0061).
 * The referee's row is locked first, so two passes at once issue one certificate.
 */
export async function issueDueCertificates(db: Db, leagueId: number, userId: number, now: Date, adminLevelId?: number): Promise<string[]> {
  const day = dayOf(now);
  return runTransaction(db, async (tx) => {
    await repo.lockReferee(tx, userId);
    const levels = (await repo.listLevels(tx, leagueId)).map((row) => ({ row, def: repo.toLevelDefinition(row) }));
    const names = { quizTitles: new Map<number, string>(), levelNames: new Map<number, string>() };
    const issued: string[] = [];
    // A level may require another: repeat until a pass issues nothing more.
    for (let round = 0; round <= levels.length; round++) {
      const rows = await repo.loadFacts(tx, [userId]);
      const facts = refereeFacts(rows, userId, day);
      const due = levels.filter(({ row, def }) => {
        if (facts.heldLevelIds.has(row.id)) return false;
        const latest = latestCertificate(rows, userId, row.id);
        if (latest?.revokedAt && row.id !== adminLevelId) return false;
        if (row.validUntil && dayFromDb(row.validUntil) < day) return false;
        return computeLevelStatus(def, facts, null, day, names).all_met;
      });
      if (!due.length) break;
      for (const { row } of due) {
        const validUntil = row.validityDays ? dayToDb(addDays(day, row.validityDays - 1)) : row.validUntil!;
        const code = generateCertificateCode();
        await createCertificate(tx, { code, leagueId, levelId: row.id, userId, validFrom: dayToDb(day), validUntil, issuedAt: now });
        issued.push(code);
      }
    }
    return issued;
  }, { conflictMessage: "Other changes to this referee's certificates were being saved at the same moment. Please try again." });
}
