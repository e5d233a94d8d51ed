import type { Db } from '../../lib/db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../middleware/authenticate.js';
import type { QuizStatus } from '../../generated/prisma/enums.js';
import { canManageQuizzes } from './quiz-access.js';
import { endBeforeStartMessage, isEndBeforeStart } from './quiz-dates.js';
import { assertQuizChangesAllowed, changedFields } from './quiz-edit-rules.js';
import type { CreateQuizInput, UpdateQuizInput } from './quizzes.schemas.js';
import { toPublicQuestionDto, toQuestionDto, toQuizDto } from './quizzes.dto.js';
import * as repo from './quizzes.repository.js';
import { toPolicyData } from './quiz-policy.schemas.js';
import { summarizeUserAttempts } from './user-attempt-summary.js';

export const quizNotFound = () => AppError.notFound('Quiz');

/** Referees see their league's active quizzes; managers see every status. */
export async function listQuizzes(db: Db, user: AuthUser) {
  const statuses: QuizStatus[] | undefined = canManageQuizzes(user.userType) ? undefined : ['active'];
  const quizzes = await repo.listQuizzes(db, user.leagueId, statuses);
  const ids = quizzes.map((q) => q.id);
  const [attempts, grants] = await Promise.all([repo.listUserAttempts(db, user.id, ids), repo.listUserGrants(db, user.id, ids)]);
  const granted = new Map(grants.map((g) => [g.quizId, g.extraAttempts]));
  const results = quizzes.map((q) => {
    // Attempts come newest first, so the first one per quiz is the caller's latest.
    const mine = attempts.filter((a) => a.quizId === q.id);
    return { ...toQuizDto(q, mine[0] ?? null), user_summary: summarizeUserAttempts(q, mine, granted.get(q.id) ?? 0) };
  });
  return { count: results.length, results };
}

export async function getQuiz(db: Db, user: AuthUser, id: number) {
  const quiz = await repo.findQuiz(db, id, user.leagueId);
  const manager = canManageQuizzes(user.userType);
  if (!quiz || (!manager && quiz.status !== 'active')) throw quizNotFound();
  const [attempt] = await repo.listUserAttempts(db, user.id, [quiz.id]);
  return {
    ...toQuizDto(quiz, attempt ?? null),
    questions: quiz.questions.map(manager ? toQuestionDto : toPublicQuestionDto),
  };
}

export async function createQuiz(db: Db, user: AuthUser, input: CreateQuizInput) {
  const quiz = await repo.createQuiz(
    db,
    {
      title: input.title,
      description: input.description,
      timeLimitMinutes: input.time_limit_minutes,
      passingScore: input.passing_score,
      startDate: input.start_date ?? null,
      endDate: input.end_date ?? null,
      status: input.status,
      aiGenerated: input.ai_generated,
      aiPromptUsed: input.ai_prompt_used ?? null,
      ...toPolicyData(input),
      leagueId: user.leagueId,
      createdById: user.id,
    },
    input.questions.map((q, i) => ({
      questionText: q.question_text,
      questionType: q.question_type,
      options: q.options,
      correctAnswer: q.correct_answer,
      explanation: q.explanation,
      ruleReference: q.rule_reference,
      order: q.order ?? i + 1,
    })),
  );
  return getQuiz(db, user, quiz.id);
}

/** Applies the edit rules of the quiz's current status, then the edit (and a status change, if sent). */
export async function updateQuiz(db: Db, user: AuthUser, id: number, input: UpdateQuizInput) {
  const quiz = await repo.findQuizRow(db, id, user.leagueId);
  if (!quiz) throw quizNotFound();
  const { status, ...fields } = input;
  const current = {
    title: quiz.title,
    description: quiz.description,
    time_limit_minutes: quiz.timeLimitMinutes,
    passing_score: quiz.passingScore,
    start_date: quiz.startDate,
    end_date: quiz.endDate,
    max_attempts: quiz.maxAttempts,
    cooldown_hours: quiz.cooldownHours,
    stop_after_pass: quiz.stopAfterPass,
    score_policy: quiz.scorePolicy,
    review: quiz.review,
  };
  assertQuizChangesAllowed(quiz.status, changedFields(current, fields));
  const start = fields.start_date === undefined ? quiz.startDate : fields.start_date;
  const end = fields.end_date === undefined ? quiz.endDate : fields.end_date;
  if (isEndBeforeStart(start, end)) throw AppError.badRequest(endBeforeStartMessage, { fields: { end_date: endBeforeStartMessage } });
  if (status && status !== quiz.status) await assertCanTakeStatus(db, user, id, status);
  await repo.updateQuiz(db, id, {
    title: fields.title,
    description: fields.description,
    timeLimitMinutes: fields.time_limit_minutes,
    passingScore: fields.passing_score,
    startDate: fields.start_date,
    endDate: fields.end_date,
    ...toPolicyData(fields),
    status,
  });
  return getQuiz(db, user, id);
}

export async function setQuizStatus(db: Db, user: AuthUser, id: number, status: QuizStatus) {
  await assertCanTakeStatus(db, user, id, status);
  await repo.updateQuiz(db, id, { status });
  return getQuiz(db, user, id);
}

/** Referees can't take a quiz without questions, so one is never published that way. */
async function assertCanTakeStatus(db: Db, user: AuthUser, id: number, status: QuizStatus) {
  const quiz = await repo.findQuizRow(db, id, user.leagueId);
  if (!quiz) throw quizNotFound();
  if (status === 'active' && quiz._count.questions === 0) {
    throw AppError.badRequest('A quiz needs at least one question before it can be activated.', undefined, 'quiz_empty');
  }
}
