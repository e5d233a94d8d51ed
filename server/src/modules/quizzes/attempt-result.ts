import type { Db } from '../../lib/db/database.js';
import { readOptions, type AttemptResultDto } from '@league/contract';
import { toAttemptDto } from './attempts.dto.js';
import * as repo from './attempts.repository.js';

/** The submission result, read back from what was stored, so a repeated submit answers the same. */
export async function buildAttemptResult(db: Db, attemptId: number): Promise<AttemptResultDto> {
  const [attempt, answers] = await Promise.all([repo.findAttemptWithTitle(db, attemptId), repo.findStoredAnswers(db, attemptId)]);
  return {
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    correct_answers: attempt.correctAnswers ?? 0,
    total_questions: attempt.totalQuestions ?? 0,
    submitted_late: attempt.submittedLate,
    attempt: toAttemptDto(attempt),
    detailed_results: answers.map(({ question: q, answer, isCorrect }) => ({
      question_id: q.id,
      question_text: q.questionText,
      question_type: q.questionType,
      options: readOptions(q.options),
      correct_answer: q.correctAnswer,
      user_answer: answer === '' ? null : answer,
      is_correct: isCorrect,
      explanation: q.explanation,
      rule_reference: q.ruleReference,
    })),
  };
}
