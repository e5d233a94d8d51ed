import { checkQuestionRules, describeAnswer, isAnswerCorrect, maxOptionsPerQuestion, normalizeQuestion, readOptions, type RegradeInput, type RegradeResultDto } from '@league/contract';
import type { Prisma } from '../../../generated/prisma/client.js';
import type { QuestionType } from '../../../generated/prisma/enums.js';
import { AppError } from '../../../lib/app-error.js';
import { notFoundIn, type LeagueContext } from '../../../lib/permissions.js';
import { scoreAnswers } from '../attempts/scoring.js';
import * as repo from './regrade.repository.js';

type Attempt = Awaited<ReturnType<typeof repo.listAttemptsWithSnapshots>>[number];

/**
 * Fixes a question's key (a new version) and scores again every completed attempt that was
 * asked the version being fixed; attempts still open take the fixed key and are scored with it
 * when they close. Each changed result is recorded; open flags on the question are resolved.
 * One transaction, so statistics (which read the snapshots) never see half a regrade.
 */
export async function regradeQuestion(ctx: LeagueContext, questionId: number, input: RegradeInput, now: Date): Promise<RegradeResultDto> {
  return ctx.db.$transaction(async (tx) => {
    const question = await repo.lockQuestion(tx, questionId, ctx.leagueId);
    if (!question) throw notFoundIn('question');
    const key = checkNewKey(question, input.correct_answer);
    const fromVersion = question.version;
    const version = fromVersion + 1;
    await repo.saveFixedKey(tx, questionId, { correctAnswer: key, explanation: input.explanation, version });

    const attemptIds = await repo.lockAttemptsAsking(tx, questionId, fromVersion);
    const attempts = await repo.listAttemptsWithSnapshots(tx, attemptIds);
    await repo.fixSnapshots(tx, attemptIds, questionId, fromVersion, { correctAnswer: key, explanation: input.explanation, questionVersion: version });
    const completed = attempts.filter((a) => a.status === 'completed');
    const rescored = completed.map((a) => rescore(a, questionId, key));
    const changed = rescored.filter((r) => r.changed);
    await repo.setSnapshotsCorrect(tx, changed.filter((r) => r.nowCorrect).map((r) => r.snapshotId), true);
    await repo.setSnapshotsCorrect(tx, changed.filter((r) => !r.nowCorrect).map((r) => r.snapshotId), false);
    await repo.saveRescoredAttempts(tx, changed.map((r) => r.result));
    await repo.recordRegrades(tx, changed.map((r) => regradeRow(r, { questionId, fromVersion, oldKey: question.correctAnswer, key, actorId: ctx.user.id })));
    const flags = await repo.resolveOpenFlags(tx, questionId, { userId: ctx.user.id, at: now });

    return {
      attempts_regraded: completed.length,
      changed: changed.map((r) => ({
        attempt_id: r.attempt.id,
        username: r.attempt.user.username,
        old_score: r.attempt.score,
        new_score: r.result.score,
        old_passed: r.attempt.passed,
        new_passed: r.result.passed,
      })),
      version,
      flags_resolved: flags.count,
    };
  });
}

/** The key must be valid for the question as it stands and differ from the current one. */
function checkNewKey(question: { questionType: QuestionType; options: unknown; correctAnswer: string }, answer: string): string {
  const shape = { question_type: question.questionType, options: readOptions(question.options), correct_answer: answer };
  const problem = checkQuestionRules(shape, maxOptionsPerQuestion);
  if (problem) throw AppError.badRequest(problem.message, { fields: { correct_answer: problem.message } }, 'validation_error');
  const key = normalizeQuestion(shape).correct_answer;
  if (isAnswerCorrect({ ...shape, correct_answer: question.correctAnswer }, key)) {
    throw AppError.badRequest(`The correct answer is already "${describeAnswer(question.questionType, question.correctAnswer)}". Choose a different answer to regrade, or dismiss the flags if the key is right.`, { fields: { correct_answer: 'unchanged' } }, 'validation_error');
  }
  return key;
}

/** The attempt scored again with the fixed key, by the same rule that scored it first. */
function rescore(attempt: Attempt, questionId: number, key: string) {
  const asked = attempt.questions.map((q) => (q.questionId === questionId ? { ...q, correctAnswer: key } : q));
  const answers = Object.fromEntries(attempt.questions.map((q) => [String(q.questionId), q.answer]));
  const scored = scoreAnswers(asked, answers, attempt.quiz.passingScore);
  const snapshot = attempt.questions.find((q) => q.questionId === questionId)!;
  const nowCorrect = scored.rows.find((r) => r.id === snapshot.id)!.isCorrect;
  return {
    attempt,
    snapshotId: snapshot.id,
    nowCorrect,
    changed: nowCorrect !== (snapshot.isCorrect ?? false) || scored.score !== attempt.score || scored.passed !== attempt.passed,
    result: { id: attempt.id, score: scored.score, correctAnswers: scored.correctAnswers, passed: scored.passed },
  };
}

function regradeRow(
  r: ReturnType<typeof rescore>,
  fix: { questionId: number; fromVersion: number; oldKey: string; key: string; actorId: number },
): Prisma.AttemptRegradeCreateManyInput {
  return {
    attemptId: r.attempt.id,
    questionId: fix.questionId,
    questionVersion: fix.fromVersion,
    oldCorrectAnswer: fix.oldKey,
    newCorrectAnswer: fix.key,
    oldScore: r.attempt.score,
    newScore: r.result.score,
    oldPassed: r.attempt.passed,
    newPassed: r.result.passed,
    actorId: fix.actorId,
  };
}
