import type { Db } from '../../../lib/db/database.js';
import { readSavedAnswers, type AnswerMap } from './attempt-answers.js';
import { closeAttemptOnce } from './attempt-close.repository.js';
import { attemptDeadline, isPastGrace, minutesTaken } from './attempt-timing.js';
import { scoreAnswers } from './scoring.js';

/**
 * The one way an attempt is closed and scored. `submitted` are the answers a submit carried:
 * they count (over the saved ones) only when they arrived by the deadline plus grace. Past
 * that, the attempt is scored with what was saved in time, and it is marked late. An attempt
 * that nobody submitted (lazy close, sweep) closes as of its deadline, so either path gives the
 * same result. Answers false when it was already closed.
 */
export function closeAttempt(db: Db, attemptId: number, now: Date, submitted: AnswerMap | null = null): Promise<boolean> {
  return closeAttemptOnce(db, attemptId, (attempt) => {
    // The quiz's end date may have moved before the attempt's own deadline since it started.
    const deadline = attemptDeadline(attempt, attempt.quiz);
    const late = isPastGrace(deadline, now);
    const saved = readSavedAnswers(attempt.savedAnswers);
    const answers: AnswerMap = submitted && !late ? Object.assign(Object.create(null) as AnswerMap, saved, submitted) : saved;
    const scored = scoreAnswers(attempt.questions, answers, attempt.quiz.passingScore);
    const submittedAt = submitted ? now : new Date(Math.min(now.getTime(), deadline.getTime()));
    return {
      completion: {
        submittedAt,
        submittedLate: late,
        score: scored.score,
        passed: scored.passed,
        correctAnswers: scored.correctAnswers,
        totalQuestions: scored.totalQuestions,
        timeTakenMinutes: minutesTaken(attempt.startedAt, deadline, submittedAt),
      },
      savedAnswers: { ...answers },
      rows: scored.rows,
    };
  });
}
