import type { AttemptDto } from '@league/contract';
import type { QuizAttempt } from '../../../generated/prisma/client.js';
import { remainingSeconds } from './attempt-timing.js';

type AttemptWithQuiz = QuizAttempt & { quiz: { title: string } };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAttemptDto(attempt: AttemptWithQuiz, now = new Date()): AttemptDto {
  return {
    id: attempt.id,
    quiz: attempt.quizId,
    quiz_title: attempt.quiz.title,
    status: attempt.status,
    passed: attempt.passed,
    score: attempt.score,
    correct_answers: attempt.correctAnswers,
    total_questions: attempt.totalQuestions,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt.toISOString(),
    // The limit this attempt runs under, with the referee's extra time in it (null for old attempts).
    time_limit_minutes: attempt.timeLimitMinutes,
    extra_time_percent: attempt.extraTimePercent,
    // The timer a resumed attempt should show; the deadline is the server's, not the browser's.
    remaining_seconds: attempt.status === 'in_progress' ? remainingSeconds(attempt.deadlineAt, now) : 0,
    submitted_at: iso(attempt.submittedAt),
    submitted_late: attempt.submittedLate,
    time_taken_minutes: attempt.timeTakenMinutes,
  };
}
