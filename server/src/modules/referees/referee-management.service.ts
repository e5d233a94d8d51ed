import type { ManagedRefereeDto, RefereeQuizResultDto, UpdateRefereeInput } from '@league/contract';
import type { Db } from '../../lib/db/database.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { toUserDto, type UserWithLeague } from '../auth/index.js';
import * as repo from './referee-management.repository.js';

/** The referee as managers see it: the profile plus the extra time accommodation. */
export function toManagedRefereeDto(user: UserWithLeague): ManagedRefereeDto {
  return { ...toUserDto(user), extra_time_percent: user.extraTimePercent, certificate_reminders: !user.certificateRemindersOff };
}

/** Certification level, experience, extra time and the active flag; deactivating signs the referee out. */
export async function updateReferee(ctx: LeagueContext, id: number, input: UpdateRefereeInput): Promise<ManagedRefereeDto> {
  await requireInLeague(ctx, 'referee', id);
  const user = await repo.updateReferee(ctx.db, id, {
    certificationLevel: input.certification_level,
    experienceYears: input.experience_years,
    extraTimePercent: input.extra_time_percent,
    isActive: input.is_active,
    certificateRemindersOff: input.certificate_reminders === undefined ? undefined : !input.certificate_reminders,
  });
  return toManagedRefereeDto(user);
}

/** Per referee: attempts and best score at each quiz they have finished. */
export async function quizResultsByReferee(db: Db, userIds: number[]) {
  const rows = await repo.summarizeRefereeAttempts(db, userIds);
  const quizzes = new Map((await repo.listQuizTitles(db, [...new Set(rows.map((r) => r.quizId))])).map((q) => [q.id, q]));
  const byUser = new Map<number, RefereeQuizResultDto[]>();
  for (const row of rows) {
    const quiz = quizzes.get(row.quizId);
    if (!quiz) continue;
    const best = row._max.score;
    const list = byUser.get(row.userId) ?? [];
    list.push({ quiz_id: quiz.id, quiz_title: quiz.title, attempts: row._count._all, best_score: best, passed: best !== null && best + 1e-9 >= quiz.passingScore });
    byUser.set(row.userId, list);
  }
  return byUser;
}
